import { describe, expect, it } from 'vitest';
import { errorsOf as errorsOfSchema } from '../common/schema-errors.test-helpers';
import { english } from '../i18n/english';
import {
  SCHOOL_SETTINGS_MESSAGES as m,
  currencyCodes,
  schoolSettingsInputSchema,
} from './school-settings.schemas';

const valid = {
  name: 'Riverside',
  time_zone: 'Africa/Nairobi',
  cost_per_km: 120,
  currency: 'KES',
  default_language: 'en',
};
const errorsOf = (input: unknown) => errorsOfSchema(schoolSettingsInputSchema, input);

describe('schoolSettingsInputSchema', () => {
  it('needs a name and an IANA time zone', () => {
    const zone = 'Choose a time zone from the list (an IANA name such as Africa/Nairobi)';
    expect(errorsOf({ ...valid, name: '', time_zone: 'Mars/Olympus' })).toEqual({
      name: ['School name is required'],
      time_zone: [zone],
    });
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, time_zone: 'UTC' })).toEqual({});
  });

  it('takes a cost per km from 0 to 99,999,999.99 in cents', () => {
    for (const cost_per_km of [0, 0.01, 12.5, 120, 99_999_999.99])
      expect(errorsOf({ ...valid, cost_per_km }), String(cost_per_km)).toEqual({});
    for (const [cost_per_km, message] of [
      [-0.01, m.costRange],
      [100_000_000, m.costRange],
      [12.345, m.costDecimals],
      [0.001, m.costDecimals],
      [1e-7, m.costDecimals],
      ['12', m.costRequired],
      [null, m.costRequired],
      [undefined, m.costRequired],
    ] as const)
      expect(errorsOf({ ...valid, cost_per_km }), String(cost_per_km)).toEqual({
        cost_per_km: [english(message)],
      });
  });

  it('takes an ISO 4217 currency code from the list', () => {
    expect(currencyCodes()).toEqual(expect.arrayContaining(['KES', 'USD', 'EUR', 'UGX']));
    expect(errorsOf({ ...valid, currency: 'USD' })).toEqual({});
    for (const currency of ['kes', 'XYZ', 'Kenyan Shilling', '', undefined])
      expect(errorsOf({ ...valid, currency }), String(currency)).toEqual({
        currency: ['Choose a currency from the list'],
      });
  });

  it('takes a default language of the product, by its code', () => {
    expect(errorsOf({ ...valid, default_language: 'sw' })).toEqual({});
    // Left out, the school keeps its language.
    expect(errorsOf({ ...valid, default_language: undefined })).toEqual({});
    for (const default_language of ['fr', 'SW', '', null])
      expect(errorsOf({ ...valid, default_language }), String(default_language)).toEqual({
        default_language: ['Choose a language from the list'],
      });
  });

  it('names a name over 200 characters', () => {
    expect(errorsOf({ ...valid, name: 'x'.repeat(201) })).toEqual({
      name: ['School name must be at most 200 characters'],
    });
  });
});
