import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../common/errors';
import { schoolSettingsInputSchema } from './school-settings.schemas';

const errorsOf = (input: unknown) => {
  const result = schoolSettingsInputSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
};

describe('schoolSettingsInputSchema', () => {
  it('needs a name and an IANA time zone', () => {
    const zone = 'Choose a time zone from the list (an IANA name such as Africa/Nairobi)';
    expect(errorsOf({ name: '', time_zone: 'Mars/Olympus' })).toEqual({
      name: ['School name is required'],
      time_zone: [zone],
    });
    expect(errorsOf({ name: 'Riverside', time_zone: 'Africa/Nairobi' })).toEqual({});
    expect(errorsOf({ name: 'Riverside', time_zone: 'UTC' })).toEqual({});
  });
});
