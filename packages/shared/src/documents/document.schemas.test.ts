import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES as m, documentInputSchema, documentListQuerySchema } from './document.schemas';

const TYPE = '5b0c1e52-58f3-4a41-9a55-1f0c6a0c2b11';
const VEHICLE = '6c1d2f63-69a4-4b52-8b66-2a1d7b1d3c22';
const EMPLOYEE = '7d2e3a74-7ab5-4c63-9c77-3b2e8c2e4d33';

const messagesOf = (input: Record<string, unknown>) => {
  const parsed = documentInputSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('document input', () => {
  it('takes one owner, no number, notes or issue date as empty, and the dates as given', () => {
    expect(
      documentInputSchema.parse({ document_type: TYPE, vehicle: VEHICLE, expires_on: '2027-01-31' }),
    ).toEqual({
      document_type: TYPE,
      vehicle: VEHICLE,
      employee: null,
      number: '',
      issued_on: null,
      expires_on: '2027-01-31',
      notes: '',
    });
    expect(
      documentInputSchema.parse({
        document_type: TYPE,
        vehicle: '',
        employee: EMPLOYEE,
        issued_on: '',
        expires_on: '2027-01-31',
      }),
    ).toMatchObject({ vehicle: null, employee: EMPLOYEE, issued_on: null });
  });

  it('wants exactly one owner, an expiry date, and no expiry before the issue', () => {
    expect(messagesOf({ document_type: TYPE, expires_on: '2027-01-31' })).toEqual({
      non_field_errors: m.ownerRequired,
    });
    expect(
      messagesOf({ document_type: TYPE, vehicle: VEHICLE, employee: EMPLOYEE, expires_on: '2027-01-31' }),
    ).toEqual({
      non_field_errors: m.ownerBoth,
    });
    expect(messagesOf({ document_type: TYPE, vehicle: VEHICLE })).toEqual({ expires_on: m.expiryRequired });
    expect(
      messagesOf({
        document_type: TYPE,
        vehicle: VEHICLE,
        issued_on: '2027-02-01',
        expires_on: '2027-01-31',
      }),
    ).toEqual({
      expires_on: m.expiryBeforeIssue,
    });
    // The same day is a document valid for one day.
    expect(
      messagesOf({
        document_type: TYPE,
        vehicle: VEHICLE,
        issued_on: '2027-01-31',
        expires_on: '2027-01-31',
      }),
    ).toEqual({});
  });
});

describe('document list query', () => {
  it('reads expiring_within_days as a whole number of days from 0', () => {
    expect(documentListQuerySchema.parse({ expiring_within_days: '30' }).expiring_within_days).toBe(30);
    expect(documentListQuerySchema.parse({ expiring_within_days: '0' }).expiring_within_days).toBe(0);
    for (const value of ['-1', '1.5', 'soon', '10000']) {
      expect(documentListQuerySchema.safeParse({ expiring_within_days: value }).success, value).toBe(false);
    }
  });
});
