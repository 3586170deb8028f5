import { z } from 'zod';
import { text } from '../common/text';
import { LOCALES } from '../i18n/locales';
import { ref } from '../i18n/message-ref';

/** The school's own settings (beyond the spec; Administrators change them). */
export const SCHOOL_SETTINGS_PATH = '/schools/settings/';

export const SCHOOL_SETTINGS_MESSAGES = {
  nameRequired: ref('schoolSettings.nameRequired'),
  nameTooLong: ref('schoolSettings.nameTooLong', { max: 200 }),
  timeZone: ref('schoolSettings.timeZone'),
  costRequired: ref('schoolSettings.costRequired'),
  costRange: ref('schoolSettings.costRange'),
  costDecimals: ref('schoolSettings.costDecimals'),
  currency: ref('schoolSettings.currency'),
  language: ref('schoolSettings.language'),
  saved: ref('schoolSettings.saved'),
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
  name: text({ error: m.nameRequired }).min(1, m.nameRequired).max(200, m.nameTooLong),
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
  // The language of the school's people who have not chosen one (ADR 019); left out: unchanged.
  default_language: z.enum(LOCALES, { error: m.language }).optional(),
});
export const schoolSettingsSchema = schoolSettingsInputSchema.extend({
  name: z.string(),
  time_zone: z.string(),
  cost_per_km: z.number(),
  currency: z.string(),
  default_language: z.enum(LOCALES),
});
export type SchoolSettingsInput = z.input<typeof schoolSettingsInputSchema>;
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;
