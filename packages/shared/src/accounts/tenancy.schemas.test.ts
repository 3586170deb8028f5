import { describe, expect, it } from 'vitest';
import { errorsOf } from '../common/schema-errors.test-helpers';
import {
  acceptInviteInputSchema,
  sendInviteInputSchema,
  setActiveProfileInputSchema,
} from './tenancy.schemas';

const phoneMessage = 'Please enter a valid phone number (10-15 digits)';

describe('acceptInviteInputSchema (spec part 1 §5: Accept invitation)', () => {
  it.each([
    ['123456789', false],
    ['1234567890', true],
    ['123456789012345', true],
    ['1234567890123456', false],
    ['+254 712-345-678', true],
    ['(254) 712.345.678', true],
    ['25471234567a', false],
    ['', false],
  ])('phone %j is accepted: %s', (phone, accepted) => {
    const errors = errorsOf(acceptInviteInputSchema, { phone, code: 'ABCDEFGH' });
    expect(errors).toEqual(accepted ? {} : { phone: [phoneMessage] });
  });

  it('keeps the phone as digits only', () => {
    expect(acceptInviteInputSchema.parse({ phone: '+254 712 345 678', code: ' ABCD2345 ' })).toEqual({
      phone: '254712345678',
      code: 'ABCD2345',
    });
  });

  it('needs the code', () => {
    expect(errorsOf(acceptInviteInputSchema, { phone: '254712345678', code: '  ' })).toEqual({
      code: ['Invitation code is required'],
    });
    expect(errorsOf(acceptInviteInputSchema, {})).toEqual({
      phone: [phoneMessage],
      code: ['Invitation code is required'],
    });
  });
});

describe('sendInviteInputSchema', () => {
  const employee = '0b9c2f3e-6f1a-4c3d-9e2b-7a8d5c4b3a21';
  const valid = { phone: '254712345678', role: 401, profile_type: 400, profile_id: employee };
  const manager = { phone: '254712345678', role: 200, profile_type: 200 };

  it('accepts an invitation; empty e-mail and profile id count as none', () => {
    expect(sendInviteInputSchema.parse({ ...manager, email: '', profile_id: '' })).toEqual({
      ...manager,
      email: null,
      profile_id: null,
    });
    expect(sendInviteInputSchema.parse(valid)).toEqual(valid);
  });

  it('needs the employee of a staff invitation (spec part 2 §5: profile ID required)', () => {
    for (const profile_id of [undefined, null, '', '  ']) {
      expect(errorsOf(sendInviteInputSchema, { ...valid, profile_id })).toEqual({
        profile_id: ['Profile ID is required'],
      });
    }
  });

  it('needs the role to belong to the profile type', () => {
    expect(errorsOf(sendInviteInputSchema, { ...valid, role: 100 })).toEqual({
      role: ['This role does not belong to the chosen profile type'],
    });
    expect(errorsOf(sendInviteInputSchema, { ...valid, role: 7 })).toEqual({ role: ['Unknown role'] });
    expect(errorsOf(sendInviteInputSchema, { ...valid, profile_type: 500 })).toEqual({
      profile_type: ['Unknown profile type'],
      role: ['This role does not belong to the chosen profile type'],
    });
  });

  it('checks the phone, the e-mail and the profile id', () => {
    expect(
      errorsOf(sendInviteInputSchema, { ...valid, phone: '123', email: 'x', profile_id: 'not-an-id' }),
    ).toEqual({
      phone: [phoneMessage],
      email: ['Please enter a valid email address'],
      profile_id: ['Invalid profile id'],
    });
  });
});

describe('setActiveProfileInputSchema', () => {
  it('needs a school and a profile', () => {
    expect(errorsOf(setActiveProfileInputSchema, {})).toEqual({
      tenant: ['School is required'],
      profile: ['Profile is required'],
    });
  });
});
