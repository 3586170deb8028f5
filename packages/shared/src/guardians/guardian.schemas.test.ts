import { describe, expect, it } from 'vitest';
import { errorsOf as errorsOfSchema } from '../common/schema-errors.test-helpers';
import { guardianInputSchema, SALUTATIONS } from './guardian.schemas';

const valid = { first_name: 'Wanjiku', last_name: 'Kariuki', mobile_number: '0722 123 456' };

const errorsOf = (input: unknown) => errorsOfSchema(guardianInputSchema, input);

describe('guardianInputSchema', () => {
  it('answers the spec messages for the required fields', () => {
    expect(errorsOf({})).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      mobile_number: ['Phone number is required'],
    });
    expect(errorsOf({ first_name: ' ', last_name: '', mobile_number: '  ' })).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      mobile_number: ['Phone number is required'],
    });
  });

  it.each([
    ['072212345', false],
    ['0722123456', true],
    ['+254 722-123-456', true],
    ['254722123456789', true],
    ['2547221234567890', false],
    ['0722 12345a', false],
  ])('phone %j is accepted: %s (the invitations rule)', (mobile_number, accepted) => {
    expect(errorsOf({ ...valid, mobile_number })).toEqual(
      accepted ? {} : { mobile_number: ['Please enter a valid phone number (10-15 digits)'] },
    );
  });

  it('keeps the phone as digits and the e-mail in lower case; the optional fields default to none', () => {
    expect(guardianInputSchema.parse({ ...valid, email: ' Wanjiku@Example.COM ' })).toEqual({
      ...valid,
      mobile_number: '0722123456',
      other_name: '',
      email: 'wanjiku@example.com',
      date_of_birth: null,
      gender: null,
      salutation: null,
      remove_photo: false,
    });
    expect(
      guardianInputSchema.parse({ ...valid, email: '', date_of_birth: '', gender: '', salutation: null }),
    ).toMatchObject({ email: null, date_of_birth: null, gender: null, salutation: null });
  });

  it('refuses an e-mail that is not one', () => {
    expect(errorsOf({ ...valid, email: 'wanjiku@' })).toEqual({ email: ['Invalid email address'] });
    expect(errorsOf({ ...valid, email: 12 })).toEqual({ email: ['Invalid email address'] });
  });

  it('takes the spec salutations and genders, as numbers or form text, and refuses others', () => {
    for (const { id } of SALUTATIONS) expect(errorsOf({ ...valid, salutation: String(id) })).toEqual({});
    expect(errorsOf({ ...valid, salutation: 8, gender: 4 })).toEqual({
      salutation: ['Choose a salutation from the list'],
      gender: ['Choose Male, Female or Other'],
    });
  });

  it('refuses a date of birth in the future', () => {
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    expect(errorsOf({ ...valid, date_of_birth: nextYear })).toEqual({
      date_of_birth: ['Date of birth cannot be in the future'],
    });
  });
});
