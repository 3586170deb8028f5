import { z } from 'zod';
import { text } from '../common/text';

/** The school's own settings (beyond the spec; Administrators change them). */
export const SCHOOL_SETTINGS_PATH = '/schools/settings/';

export const SCHOOL_SETTINGS_MESSAGES = {
  nameRequired: 'School name is required',
  timeZone: 'Choose a time zone from the list (an IANA name such as Africa/Nairobi)',
  costRequired: 'Cost per km is required',
  costRange: 'Cost per km must be between 0 and 99,999,999.99',
  costDecimals: 'Cost per km may have at most 2 decimals',
  currency: 'Choose a currency from the list',
  saved: 'School settings saved',
} as const;
const m = SCHOOL_SETTINGS_MESSAGES;

/** IANA time zone names this runtime knows, plus UTC (which the list leaves out). */
export function timeZoneNames(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((name) => name !== 'UTC')];
}

/** ISO 4217 codes this runtime knows (and can name, for the currency list). */
export function currencyCodes(): string[] {
  return Intl.supportedValuesOf('currency');
}

/** What numeric(10, 2) holds: 99,999,999.99 at most, in cents. */
export const MAX_COST_PER_KM = 99_999_999.99;

export const schoolSettingsInputSchema = z.object({
  name: text({ error: m.nameRequired })
    .min(1, m.nameRequired)
    .max(200, 'School name must be at most 200 characters'),
  // Trip dates, expected times and lateness are reckoned in this zone.
  time_zone: text({ error: m.timeZone }).refine((name) => timeZoneNames().includes(name), m.timeZone),
  // Cost Analysis: distance times this, in the currency below.
  cost_per_km: z
    .number({ error: m.costRequired })
    .min(0, m.costRange)
    .max(MAX_COST_PER_KM, m.costRange)
    // The shortest text of the number, as JavaScript writes it: 12.345 and 1e-7 have more than 2.
    .refine((cost) => !/\.\d{3}|e-/.test(String(cost)), m.costDecimals),
  currency: text({ error: m.currency }).refine((code) => currencyCodes().includes(code), m.currency),
});
export const schoolSettingsSchema = schoolSettingsInputSchema.extend({
  name: z.string(),
  time_zone: z.string(),
  cost_per_km: z.number(),
  currency: z.string(),
});
export type SchoolSettingsInput = z.input<typeof schoolSettingsInputSchema>;
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;
