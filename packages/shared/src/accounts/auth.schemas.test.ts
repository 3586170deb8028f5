import { describe, expect, it } from 'vitest';
import { errorsOf } from '../common/schema-errors.test-helpers';
import {
  confirmEmailInputSchema,
  emailOnlySchema,
  loginInputSchema,
  registerInputSchema,
  resetConfirmInputSchema,
} from './auth.schemas';

const invalidEmail = 'Please enter a valid email address';

describe('loginInputSchema (spec part 1 §5: Login)', () => {
  it('accepts an address and a password, keeping the address trimmed and in lower case', () => {
    expect(loginInputSchema.parse({ email: ' Dana@Demo.School ', password: 'x' })).toEqual({
      email: 'dana@demo.school',
      password: 'x',
    });
  });

  it.each(['', 'dana', 'dana@', '@demo.school', 'dana@demo', 'da na@demo.school'])(
    'refuses the address %j',
    (email) => {
      expect(errorsOf(loginInputSchema, { email, password: 'x' })).toEqual({ email: [invalidEmail] });
    },
  );

  it('needs a password', () => {
    expect(errorsOf(loginInputSchema, { email: 'a@b.co', password: '' })).toEqual({
      password: ['Password is required'],
    });
  });

  it('gives the same messages for missing fields and wrong types', () => {
    const expected = { email: [invalidEmail], password: ['Password is required'] };
    expect(errorsOf(loginInputSchema, {})).toEqual(expected);
    expect(errorsOf(loginInputSchema, { email: 5, password: null })).toEqual(expected);
  });
});

describe('registerInputSchema (spec part 1 §5: Register)', () => {
  const valid = {
    email: 'a@b.co',
    password: 'abcdefgh',
    password2: 'abcdefgh',
    first_name: 'Amina',
    last_name: 'Otieno',
  };

  it('accepts a complete registration', () => {
    expect(registerInputSchema.parse(valid)).toEqual(valid);
  });

  it('needs a valid address', () => {
    expect(errorsOf(registerInputSchema, { ...valid, email: 'a@' })).toEqual({ email: [invalidEmail] });
  });

  it.each([
    ['abcdefg', false],
    ['abcdefgh', true],
  ])('password %j is long enough: %s', (password, accepted) => {
    const errors = errorsOf(registerInputSchema, { ...valid, password, password2: password });
    expect(errors).toEqual(accepted ? {} : { password: ['Password should be at least 8 characters long'] });
  });

  it('needs the confirmation to equal the password', () => {
    expect(errorsOf(registerInputSchema, { ...valid, password2: 'abcdefgH' })).toEqual({
      password2: ['Passwords do not match'],
    });
  });

  it('needs a first and a last name, not only spaces', () => {
    expect(errorsOf(registerInputSchema, { ...valid, first_name: '  ', last_name: '' })).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
    });
  });

  it('shows every problem at once, the mismatch included', () => {
    expect(
      errorsOf(registerInputSchema, {
        email: 'x',
        password: 'short',
        password2: 'other',
        first_name: '',
        last_name: '',
      }),
    ).toEqual({
      email: [invalidEmail],
      password: ['Password should be at least 8 characters long'],
      password2: ['Passwords do not match'],
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
    });
  });
});

describe('confirmEmailInputSchema (spec part 1 §5: Confirm email)', () => {
  it('accepts an address and a code', () => {
    expect(confirmEmailInputSchema.parse({ email: 'A@B.co', code: ' 123456 ' })).toEqual({
      email: 'a@b.co',
      code: '123456',
    });
  });

  it('needs the address and the code', () => {
    expect(errorsOf(confirmEmailInputSchema, { email: '', code: '' })).toEqual({
      email: ['Email is required'],
      code: ['Confirmation code is required'],
    });
    expect(errorsOf(confirmEmailInputSchema, {})).toEqual({
      email: ['Email is required'],
      code: ['Confirmation code is required'],
    });
  });

  it('refuses an address that is not one', () => {
    expect(errorsOf(confirmEmailInputSchema, { email: 'someone', code: '1' })).toEqual({
      email: [invalidEmail],
    });
  });
});

describe('emailOnlySchema (spec part 1 §5: Reset request)', () => {
  it('needs a valid address', () => {
    expect(emailOnlySchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
    expect(errorsOf(emailOnlySchema, { email: 'nope' })).toEqual({ email: [invalidEmail] });
    expect(errorsOf(emailOnlySchema, {})).toEqual({ email: [invalidEmail] });
  });
});

describe('resetConfirmInputSchema (spec part 1 §5: Reset confirm)', () => {
  const valid = { email: 'a@b.co', code: '123456', new_password1: 'abcdefgh', new_password2: 'abcdefgh' };

  it('accepts the address, the code and the new password twice', () => {
    expect(resetConfirmInputSchema.parse(valid)).toEqual(valid);
    expect(resetConfirmInputSchema.parse({ ...valid, email: ' A@b.co ' })).toEqual(valid);
  });

  it('needs the address, since a code is only ever checked against one account (ADR 005)', () => {
    for (const email of [undefined, '', null]) {
      expect(errorsOf(resetConfirmInputSchema, { ...valid, email })).toEqual({
        email: ['Email is required'],
      });
    }
  });

  it('refuses an address that is not one', () => {
    expect(errorsOf(resetConfirmInputSchema, { ...valid, email: 'x' })).toEqual({ email: [invalidEmail] });
  });

  it('needs the code', () => {
    expect(errorsOf(resetConfirmInputSchema, { ...valid, code: '' })).toEqual({
      code: ['Reset code is required'],
    });
  });

  it('needs the new password, with one message when it is empty', () => {
    expect(errorsOf(resetConfirmInputSchema, { ...valid, new_password1: '', new_password2: '' })).toEqual({
      new_password1: ['New password is required'],
    });
  });

  it('needs the repeated password to equal the new one', () => {
    expect(errorsOf(resetConfirmInputSchema, { ...valid, new_password2: 'abcdefgi' })).toEqual({
      new_password2: ['Passwords do not match'],
    });
  });

  it('keeps the registration minimum for the new password', () => {
    expect(
      errorsOf(resetConfirmInputSchema, { ...valid, new_password1: 'short', new_password2: 'short' }),
    ).toEqual({
      new_password1: ['Password should be at least 8 characters long'],
    });
  });
});
