import { timeZoneNames } from '@app/shared/school-settings/school-settings.schemas';

/** A new school's time zone until an Administrator sets it: this server's own (TZ), else UTC. */
export function serverTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZoneNames().includes(zone) ? zone : 'UTC';
}
