import { timeZoneNames } from '@app/shared/school-settings/school-settings.schemas';

/** A new school's time zone until an Administrator sets it: this server's own (TZ), else UTC. */
export function serverTimeZone(): string {
  // Reads the host's zone, formats nothing (eslint.config.js keeps Intl's formatters in i18n/formats.ts).
  // eslint-disable-next-line no-restricted-properties
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZoneNames().includes(zone) ? zone : 'UTC';
}
