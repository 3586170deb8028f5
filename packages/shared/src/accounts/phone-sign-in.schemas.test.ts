import { describe, expect, it } from 'vitest';
import { errorsOf } from '../common/schema-errors.test-helpers';
import { phoneSignInInputSchema, phoneVerifyInputSchema } from './phone-sign-in.schemas';

const invalidPhone = 'Please enter a valid phone number (10-15 digits)';
const controls = 'Remove tabs, line breaks and other control characters';

describe('phoneSignInInputSchema (ADR 022)', () => {
  it('keeps the phone as digits only, as invitations keep it', () => {
    expect(phoneSignInInputSchema.parse({ phone: ' +254 (712) 345-678 ' })).toEqual({
      phone: '254712345678',
    });
  });

  it.each([undefined, '', '12345', '1234567890123456', '0712-345-abc', 254712345678])(
    'refuses the phone %j',
    (phone) => {
      expect(errorsOf(phoneSignInInputSchema, { phone })).toEqual({ phone: [invalidPhone] });
    },
  );

  it('refuses control characters', () => {
    expect(errorsOf(phoneSignInInputSchema, { phone: '0712\u0000345678' })).toEqual({ phone: [controls] });
  });
});

describe('phoneVerifyInputSchema', () => {
  it('takes a phone and a code, trimmed', () => {
    expect(phoneVerifyInputSchema.parse({ phone: '0712345678', code: ' 123 456 ' })).toEqual({
      phone: '0712345678',
      code: '123 456',
    });
  });

  it.each([
    [{ phone: '0712345678' }, { code: ['Code is required'] }],
    [{ phone: '0712345678', code: ' ' }, { code: ['Code is required'] }],
    [{ phone: '0712345678', code: '1'.repeat(21) }, { code: ['This code is too long'] }],
    [{ phone: '0712345678', code: '12\n34' }, { code: [controls] }],
    [{ code: '123456' }, { phone: [invalidPhone] }],
  ])('refuses %j', (input, errors) => {
    expect(errorsOf(phoneVerifyInputSchema, input)).toEqual(errors);
  });
});
