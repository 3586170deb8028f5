import type { IntlShape } from 'react-intl';
import { AUDIT_COMPANIONS, shownAuditFields } from '@app/shared/audit-log/audit-fields';
import type { AuditChanges } from '@app/shared/audit-log/audit-log.schemas';
import { DATE_PATTERN } from '@app/shared/common/dates';
import type { Formats } from '@app/shared/i18n/formats';
import { DAY_NAMES, type DayOfWeek } from '@app/shared/common/weekdays';
import { OWNER_KIND_LABELS } from '@app/shared/documents/document-labels';
import { FIELD_TRIP_STATUSES } from '@app/shared/field-trips/field-trip-codes';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import {
  INSPECTION_KIND_LABELS,
  INSPECTION_RESULT_LABELS,
  VEHICLE_TYPE_LABELS,
} from '@app/shared/inspections/inspection-labels';
import { directionLabel } from '../../components/journey-labels';
import { approvalLook, approverRoleName, fieldTripStatusLook } from '../field-trips/field-trip-labels';
import { genderName } from '../../lib/gender-labels';
import { salutationName } from '../guardians/salutation-labels';
import { relationshipName } from '../student-guardians/link-messages';
import { eventTypeName, reasonName } from '../student-restrictions/restriction-labels';

// An entry keeps the record's read shape as it was (ADR 008): codes beside their labels, ids beside
// the names of what they refer to, nested values as JSON text, photos by their API path. This file
// turns those stable values into what the record's own screen shows; the entry itself never changes.

type Change = AuditChanges[string];
type Value = Change['old'];

/**
 * A field as people say it: 'date_of_birth' is 'Date of birth', 'gender_label' 'Gender'. The catalogue
 * has the audited fields' names (`audit.field`, checked against every audited field by a test); one it
 * lacks is called by its key's words.
 */
function fieldName(key: string, intl: IntlShape): string {
  const words = key.replaceAll('_', ' ');
  const name = words.charAt(0).toUpperCase() + words.slice(1);
  return intl.formatMessage({ id: 'audit.field' }, { field: key, name });
}

/** The fields worth reading, in the order of their names, each with the name it is shown by. */
export function shownFields(changes: AuditChanges, intl: IntlShape): { field: string; name: string }[] {
  return shownAuditFields(Object.keys(changes))
    .map(({ field, key }) => ({ field, name: fieldName(key, intl) }))
    .sort((a, b) => a.name.localeCompare(b.name, intl.locale));
}

/** A photo's reference: its API path, named after the stored file (never the image itself). */
const PHOTO_PATH = /\/photo\/\?v=[^&]+$/;
const isPhoto = (value: Value): boolean => typeof value === 'string' && PHOTO_PATH.test(value);

/**
 * What happened to a stored file, said instead of naming it: a photo (its API path, named after the
 * stored file) added, changed or removed; a document's scan (`file_name`, the uploader's name for it)
 * added, replaced or removed.
 */
export function attachmentChange(field: string, change: Change, intl: IntlShape): string | null {
  if (field === 'file_name') {
    const had = Boolean(change.old);
    const has = Boolean(change.new);
    if (!had && !has) return null;
    return intl.formatMessage({
      id: had && has ? 'audit.fileChanged' : has ? 'audit.fileAdded' : 'audit.fileRemoved',
    });
  }
  if (!isPhoto(change.old) && !isPhoto(change.new)) return null;
  if (isPhoto(change.old) && isPhoto(change.new)) return intl.formatMessage({ id: 'audit.photoChanged' });
  return intl.formatMessage({ id: isPhoto(change.new) ? 'audit.photoAdded' : 'audit.photoRemoved' });
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A time of day as the database keeps it ('08:00:00'): shown as the school's clock reads it, '08:00'. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d:00$/;

type Day = { day_of_week?: unknown; day_name?: unknown; is_active?: unknown };
const isDay = (item: unknown): item is Day =>
  typeof item === 'object' &&
  item !== null &&
  'is_active' in item &&
  ('day_of_week' in item || 'day_name' in item);

/** A day by its number, else by the English name an entry kept ('Monday' is day 1); other text as it is. */
function dayName(day: Day, formats: Formats): string {
  const byName = typeof day.day_name === 'string' ? DAY_NAMES.indexOf(day.day_name as never) + 1 : 0;
  const number = Number.isInteger(day.day_of_week) ? Number(day.day_of_week) : byName;
  if (number >= 1 && number <= 7) return formats.weekday(number as DayOfWeek);
  return typeof day.day_name === 'string' ? day.day_name : '';
}

/** A schedule's active days by name, Monday first: 'Monday, Tuesday, Wednesday'. */
function dayNames(days: Day[], formats: Formats, intl: IntlShape): string {
  const active = days.filter((day) => day.is_active === true).map((day) => dayName(day, formats));
  return active.length ? active.join(', ') : intl.formatMessage({ id: 'audit.noDays' });
}

/** A nested record (an enrolment) by the names and titles it carries, never by its ids. */
function namesOf(record: Record<string, unknown>): string | null {
  const names = Object.entries(record)
    .filter(
      ([key, value]) => AUDIT_COMPANIONS.some((suffix) => key.endsWith(suffix)) && typeof value === 'string',
    )
    .map(([, value]) => value as string)
    .filter(Boolean);
  return names.length ? names.join(', ') : null;
}

/** A nested value kept as JSON text, as its record's screen shows it; null when it is not one. */
function nestedValue(text: string, formats: Formats, intl: IntlShape): string | null {
  if (!/^[[{]/.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (Array.isArray(parsed) && parsed.every(isDay)) return dayNames(parsed, formats, intl);
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
    return namesOf(parsed as Record<string, unknown>);
  }
  return null;
}

/**
 * A value as people read it, or null for none: Yes or No; dates as 'March 14, 1990'; moments in the
 * school's time zone; a time of day as '08:00'; a schedule by its days; a nested record by its names.
 */
export function formatAuditValue(value: Value, formats: Formats, intl: IntlShape): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'audit.yes' : 'audit.no' });
  const text = String(value);
  if (DATE_PATTERN.test(text)) return formats.date(text);
  // 'November 24, 2026 at 3:49 PM' in the school's time zone (UTC, said so, for a zone unknown here).
  if (TIMESTAMP.test(text) && !Number.isNaN(Date.parse(text))) return formats.dateTime(text);
  if (TIME_OF_DAY.test(text)) return text.slice(0, 5);
  return nestedValue(text, formats, intl) ?? text;
}

/** The codes whose labels the console words itself, by the code's field: 'gender' for 'gender_label'. */
const CODE_NAMES: Record<string, (intl: IntlShape, code: number, label: string) => string | null> = {
  gender: genderName,
  salutation: salutationName,
  relationship: relationshipName,
  event_type: eventTypeName,
  reason: reasonName,
  direction: (intl, code) => intl.formatMessage({ id: directionLabel(code) }),
};

/**
 * The text codes an entry keeps without a label (a field trip's 'scheduled', an inspection's
 * 'pre_trip'), by field: worded as their screens word them. A value not listed stays as it is.
 */
const TEXT_CODES: Record<string, Partial<Record<string, MessageKey>>> = {
  status: Object.fromEntries(
    FIELD_TRIP_STATUSES.map((status) => [status, fieldTripStatusLook(status).label]),
  ),
  decision: { approved: approvalLook('approved').label, rejected: approvalLook('rejected').label },
  kind: INSPECTION_KIND_LABELS,
  result: INSPECTION_RESULT_LABELS,
  vehicle_type: VEHICLE_TYPE_LABELS,
  applies_to: OWNER_KIND_LABELS,
  owner_kind: OWNER_KIND_LABELS,
};

/**
 * One side of a field's change as people read it (formatAuditValue): a code's label ('gender_label':
 * 'Female') in the reader's language, by the code the entry keeps beside it.
 */
export function formatAuditField(
  changes: AuditChanges,
  field: string,
  side: 'old' | 'new',
  formats: Formats,
  intl: IntlShape,
): string | null {
  const value = changes[field]?.[side];
  const suffix = AUDIT_COMPANIONS.find((end) => field.endsWith(end));
  const base = suffix ? field.slice(0, -suffix.length) : field;
  const code = changes[base]?.[side];
  const named = suffix && CODE_NAMES[base];
  if (named && typeof code === 'number' && typeof value === 'string') return named(intl, code, value);
  const words = typeof value === 'string' ? TEXT_CODES[field]?.[value] : undefined;
  if (words) return intl.formatMessage({ id: words });
  if (field === 'role_id' && typeof value === 'number') return approverRoleName(intl, value);
  return formatAuditValue(value, formats, intl);
}
