import { describe, expect, it } from 'vitest';
import { errorsOf as errorsOfSchema } from '../common/schema-errors.test-helpers';
import { english } from '../i18n/english';
import {
  PLANNING_DEFAULTS,
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

  it('takes a cost per hour from 0 to 99,999,999.99 in cents, or none (unchanged)', () => {
    for (const cost_per_hour of [undefined, 0, 0.01, 450.5, 99_999_999.99])
      expect(errorsOf({ ...valid, cost_per_hour }), String(cost_per_hour)).toEqual({});
    for (const [cost_per_hour, message] of [
      [-0.01, m.costPerHourRange],
      [100_000_000, m.costPerHourRange],
      [12.345, m.costPerHourDecimals],
      [1e-7, m.costPerHourDecimals],
      ['12', m.costPerHourNumber],
      [null, m.costPerHourNumber],
    ] as const)
      expect(errorsOf({ ...valid, cost_per_hour }), String(cost_per_hour)).toEqual({
        cost_per_hour: [english(message)],
      });
    expect(english(m.costPerHourRange)).toBe('Cost per hour must be between 0 and 99,999,999.99');
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

  it('takes the route planning settings, each optional (left out: unchanged), and the defaults', () => {
    const planning = {
      arrival_window_start: '07:15',
      arrival_window_end: '07:45',
      dismissal_time: '15:30',
      max_ride_minutes: 45,
      walk_limit_metres: 800,
    };
    expect(planning).toEqual(PLANNING_DEFAULTS);
    expect(errorsOf({ ...valid, ...planning })).toEqual({});
    expect(schoolSettingsInputSchema.parse(valid)).toEqual(valid);
    for (const edge of [
      { arrival_window_start: '00:00', arrival_window_end: '23:59', dismissal_time: '23:59' },
      { max_ride_minutes: 5, walk_limit_metres: 50 },
      { max_ride_minutes: 180, walk_limit_metres: 5000 },
    ])
      expect(errorsOf({ ...valid, ...planning, ...edge }), JSON.stringify(edge)).toEqual({});
  });

  it('takes planning times as HH:MM only', () => {
    for (const time of ['7:15', '07:15:00', '24:00', '07:60', '', 'morning', 715, null])
      expect(errorsOf({ ...valid, dismissal_time: time }), String(time)).toEqual({
        dismissal_time: ['Enter a time as HH:MM'],
      });
  });

  it('ends the arrival window after it starts, said with the other fields', () => {
    for (const [start, end] of [
      ['07:45', '07:45'],
      ['08:00', '07:15'],
    ])
      expect(errorsOf({ ...valid, arrival_window_start: start, arrival_window_end: end })).toEqual({
        arrival_window_end: [english(m.arrivalWindowOrder)],
      });
    expect(
      errorsOf({ ...valid, name: '', arrival_window_start: '08:00', arrival_window_end: '07:00' }),
    ).toEqual({
      name: ['School name is required'],
      arrival_window_end: ['The arrival window must end after it starts'],
    });
    // A wrong time is said alone; one end alone is compared on the server with the stored other.
    expect(errorsOf({ ...valid, arrival_window_start: '8', arrival_window_end: '07:00' })).toEqual({
      arrival_window_start: ['Enter a time as HH:MM'],
    });
    expect(errorsOf({ ...valid, arrival_window_start: '23:00' })).toEqual({});
  });

  it('takes the longest ride in whole minutes from 5 to 180 and the walk in whole metres from 50 to 5,000', () => {
    for (const max_ride_minutes of [4, 181, 30.5, '45', null, -10])
      expect(errorsOf({ ...valid, max_ride_minutes }), String(max_ride_minutes)).toEqual({
        max_ride_minutes: ['Longest ride must be a whole number of minutes from 5 to 180'],
      });
    for (const walk_limit_metres of [49, 5001, 800.5, '800', null])
      expect(errorsOf({ ...valid, walk_limit_metres }), String(walk_limit_metres)).toEqual({
        walk_limit_metres: ['Longest walk to a stop must be a whole number of metres from 50 to 5,000'],
      });
  });

  it("takes the school's place as degrees, both or neither; null clears it, left out keeps it", () => {
    const place = { school_latitude: -0.285, school_longitude: 36.068 };
    expect(schoolSettingsInputSchema.parse({ ...valid, ...place })).toMatchObject(place);
    expect(
      schoolSettingsInputSchema.parse({ ...valid, school_latitude: null, school_longitude: null }),
    ).toMatchObject({ school_latitude: null, school_longitude: null });
    expect(errorsOf({ ...valid, school_latitude: -0.285 })).toEqual({
      school_longitude: ['School longitude is required when a school latitude is given'],
    });
    expect(errorsOf({ ...valid, school_latitude: null, school_longitude: 36.068 })).toEqual({
      school_latitude: ['School latitude is required when a school longitude is given'],
    });
    expect(errorsOf({ ...valid, school_latitude: 'here', school_longitude: true })).toEqual({
      school_latitude: ['School latitude must be a number'],
      school_longitude: ['School longitude must be a number'],
    });
    expect(errorsOf({ ...valid, school_latitude: -90.5, school_longitude: 180.0000001 })).toEqual({
      school_latitude: ['School latitude must be between -90 and 90'],
      school_longitude: ['School longitude must be between -180 and 180'],
    });
    expect(errorsOf({ ...valid, school_latitude: -0.28512345, school_longitude: 36.06800001 })).toEqual({
      school_latitude: ['School latitude can have at most 7 decimal places'],
      school_longitude: ['School longitude can have at most 7 decimal places'],
    });
  });

  it('names a name over 200 characters', () => {
    expect(errorsOf({ ...valid, name: 'x'.repeat(201) })).toEqual({
      name: ['School name must be at most 200 characters'],
    });
  });
});
