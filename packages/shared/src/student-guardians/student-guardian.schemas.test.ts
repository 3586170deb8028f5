import { describe, expect, it } from 'vitest';
import { errorsOf as errorsOfSchema } from '../common/schema-errors.test-helpers';
import { studentGuardianInputSchema } from './student-guardian.schemas';

const STUDENT = '0B7C6F3E-2A1D-4C5B-9E8F-1A2B3C4D5E6F';
const GUARDIAN = '1c8d7a4f-3b2e-4d6c-8f9a-2b3c4d5e6f7a';

const errorsOf = (input: unknown) => errorsOfSchema(studentGuardianInputSchema, input);

describe('studentGuardianInputSchema', () => {
  it('answers the spec messages for missing fields', () => {
    expect(errorsOf({})).toEqual({
      student: ['Student is required'],
      guardian: ['Guardian is required'],
      relationship: ['Relationship is required'],
    });
    expect(errorsOf({ student: '', guardian: ' ', relationship: '' })).toEqual({
      student: ['Student is required'],
      guardian: ['Guardian is required'],
      relationship: ['Relationship is required'],
    });
  });

  it('takes relationship 1 Mother, 2 Father or 3 Legal Guardian', () => {
    expect(errorsOf({ student: STUDENT, guardian: GUARDIAN, relationship: 4 })).toEqual({
      relationship: ['Relationship is required'],
    });
  });

  it('refuses a student or guardian that cannot be an id', () => {
    expect(errorsOf({ student: 'guardians', guardian: 'x', relationship: 1 })).toEqual({
      student: ['Invalid student.'],
      guardian: ['Invalid guardian.'],
    });
  });

  it('defaults the flags: not primary, no emergency contact, trip notifications on', () => {
    expect(
      studentGuardianInputSchema.parse({ student: STUDENT, guardian: GUARDIAN, relationship: 3 }),
    ).toEqual({
      student: STUDENT.toLowerCase(),
      guardian: GUARDIAN,
      relationship: 3,
      is_primary: false,
      emergency_contact: false,
      trip_notifications: true,
    });
    expect(errorsOf({ student: STUDENT, guardian: GUARDIAN, relationship: 1, is_primary: 'yes' })).toEqual({
      is_primary: ['Primary must be true or false'],
    });
  });
});
