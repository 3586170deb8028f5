import dayjs from 'dayjs';
import type { AuditChanges } from '@app/shared/audit-log/audit-log.schemas';
import { DATE_DISPLAY_FORMAT, DATE_PATTERN } from '@app/shared/common/dates';
import { DAY_NAMES } from '@app/shared/common/weekdays';

// An entry keeps the record's read shape as it was (ADR 008): codes beside their labels, ids beside
// the names of what they refer to, nested values as JSON text, photos by their API path. This file
// turns those stable values into what the record's own screen shows; the entry itself never changes.

type Change = AuditChanges[string];
type Value = Change['old'];

/** The fields a field's words are read from: 'gender' shows 'gender_label', 'student' 'student_name'. */
const COMPANIONS = ['_label', '_title', '_name'];

/** Whether the entry reads this field through another: a code by its label, an id by its name. */
function hasCompanion(field: string, fields: readonly string[]): boolean {
  // A journey's schedule as bare weekday numbers is also kept with its day names (bus_schedule).
  if (field === 'schedule' && fields.includes('bus_schedule')) return true;
  return COMPANIONS.some((suffix) => fields.includes(`${field}${suffix}`));
}

/**
 * A field as people say it: 'date_of_birth' is 'Date of birth'; a label, title or name read in
 * place of a code or an id is called after it ('gender_label' is 'Gender', 'student_name' is
 * 'Student'), while a name of its own stays ('first_name' is 'First name').
 */
function fieldName(field: string, fields: readonly string[]): string {
  const suffix = COMPANIONS.find((end) => field.endsWith(end));
  const base = suffix ? field.slice(0, -suffix.length) : field;
  const named = suffix && (suffix !== '_name' || fields.includes(base)) ? base : field;
  const words = named.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fields worth reading, in the order of their names, each with the name it is shown by. */
export function shownFields(changes: AuditChanges): { field: string; name: string }[] {
  const fields = Object.keys(changes);
  return fields
    .filter((field) => !hasCompanion(field, fields))
    .map((field) => ({ field, name: fieldName(field, fields) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A photo's reference: its API path, named after the stored file (never the image itself). */
const PHOTO_PATH = /\/photo\/\?v=[^&]+$/;
const isPhoto = (value: Value): boolean => typeof value === 'string' && PHOTO_PATH.test(value);

/** What happened to a photo, when the field holds one: 'Photo added', 'Photo changed', 'Photo removed'. */
export function photoChange(change: Change): string | null {
  if (!isPhoto(change.old) && !isPhoto(change.new)) return null;
  if (isPhoto(change.old) && isPhoto(change.new)) return 'Photo changed';
  return isPhoto(change.new) ? 'Photo added' : 'Photo removed';
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A moment in the school's time zone: 'November 24, 2026 at 3:49 PM' (UTC, said so, for a zone unknown here). */
export function formatMoment(at: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(new Date(at));
  } catch {
    return `${new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(at))} UTC`;
  }
}

type Day = { day_of_week?: unknown; day_name?: unknown; is_active?: unknown };
const isDay = (item: unknown): item is Day =>
  typeof item === 'object' &&
  item !== null &&
  'is_active' in item &&
  ('day_of_week' in item || 'day_name' in item);

/** A schedule's active days by name, Monday first: 'Monday, Tuesday, Wednesday'. */
function dayNames(days: Day[]): string {
  const active = days
    .filter((day) => day.is_active === true)
    .map((day) =>
      typeof day.day_name === 'string' ? day.day_name : (DAY_NAMES[Number(day.day_of_week) - 1] ?? ''),
    );
  return active.length ? active.join(', ') : 'No days';
}

/** A nested record (an enrolment) by the names and titles it carries, never by its ids. */
function namesOf(record: Record<string, unknown>): string | null {
  const names = Object.entries(record)
    .filter(([key, value]) => COMPANIONS.some((suffix) => key.endsWith(suffix)) && typeof value === 'string')
    .map(([, value]) => value as string)
    .filter(Boolean);
  return names.length ? names.join(', ') : null;
}

/** A nested value kept as JSON text, as its record's screen shows it; null when it is not one. */
function nestedValue(text: string): string | null {
  if (!/^[[{]/.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (Array.isArray(parsed) && parsed.every(isDay)) return dayNames(parsed);
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
    return namesOf(parsed as Record<string, unknown>);
  }
  return null;
}

/**
 * A value as people read it, or null for none: Yes or No; dates as 'March 14, 1990'; moments in the
 * school's time zone; a schedule by its days; a nested record by its names.
 */
export function formatAuditValue(value: Value, timeZone: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value);
  if (DATE_PATTERN.test(text)) return dayjs(text).format(DATE_DISPLAY_FORMAT);
  if (TIMESTAMP.test(text) && !Number.isNaN(Date.parse(text))) return formatMoment(text, timeZone);
  return nestedValue(text) ?? text;
}
