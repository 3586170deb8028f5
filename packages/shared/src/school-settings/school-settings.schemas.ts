import { z } from 'zod';
import { text } from '../common/text';

/** The school's own settings (beyond the spec; Administrators change them). */
export const SCHOOL_SETTINGS_PATH = '/schools/settings/';

export const SCHOOL_SETTINGS_MESSAGES = {
  nameRequired: 'School name is required',
  timeZone: 'Choose a time zone from the list (an IANA name such as Africa/Nairobi)',
  saved: 'School settings saved',
} as const;
const m = SCHOOL_SETTINGS_MESSAGES;

/** IANA time zone names this runtime knows, plus UTC (which the list leaves out). */
export function timeZoneNames(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((name) => name !== 'UTC')];
}

export const schoolSettingsInputSchema = z.object({
  name: text({ error: m.nameRequired })
    .min(1, m.nameRequired)
    .max(200, 'School name must be at most 200 characters'),
  // Trip dates, expected times and lateness are reckoned in this zone.
  time_zone: text({ error: m.timeZone }).refine((name) => timeZoneNames().includes(name), m.timeZone),
});
export const schoolSettingsSchema = schoolSettingsInputSchema.extend({
  name: z.string(),
  time_zone: z.string(),
});
export type SchoolSettingsInput = z.input<typeof schoolSettingsInputSchema>;
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;
