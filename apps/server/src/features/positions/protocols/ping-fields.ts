import { ref } from '@app/shared/i18n/message-ref';
import { FieldErrors } from '../../../http/errors';
import type { Ping, PingSource } from '../ping';

/** The 400 messages of a ping, whatever its protocol. */
export const GPS_MESSAGES = {
  bodyNotObject: ref('gps.bodyNotObject'),
  objectRequired: ref('gps.objectRequired'),
  parameterRepeated: ref('gps.parameterRepeated'),
  identifierRequired: ref('gps.identifierRequired'),
  identifierInvalid: ref('gps.identifierInvalid'),
  timeRequired: ref('gps.timeRequired'),
  timeInvalid: ref('gps.timeInvalid'),
  latitudeRange: ref('gps.latitudeRange'),
  longitudeRange: ref('gps.longitudeRange'),
  speedInvalid: ref('gps.speedInvalid'),
  headingRange: ref('gps.headingRange'),
  altitudeInvalid: ref('gps.altitudeInvalid'),
  accuracyInvalid: ref('gps.accuracyInvalid'),
  batteryRange: ref('gps.batteryRange'),
  batteryFraction: ref('gps.batteryFraction'),
} as const;

/** Metres per second in one knot (OsmAnd's and Traccar's speed). */
export const METRES_PER_SECOND_PER_KNOT = 1852 / 3600;

// The rule of a device's identifier (packages/shared/src/devices/device.schemas.ts).
const IDENTIFIER = /^[A-Za-z0-9._@-]{1,64}$/;
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)$/i;

/** A ping's bad fields, gathered so that one 400 names them all. */
export class PingErrors {
  private readonly fields: Record<string, string[]> = {};

  add(field: string, message: string): void {
    (this.fields[field] ??= []).push(message);
  }

  /** Whether this field, or an object it is in (`location` for `location.coords`), is noted. */
  covers(name: string): boolean {
    return Object.keys(this.fields).some((field) => name === field || name.startsWith(`${field}.`));
  }

  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw new FieldErrors(this.fields);
  }
}

/** A ping as a protocol sent it, in SI units; undefined: not sent; NaN: not a number. */
export type PingValues = {
  identifier: unknown;
  /** Undefined when not sent; an Invalid Date when it is not a time. */
  time: Date | undefined;
  latitude: number | undefined;
  longitude: number | undefined;
  speed?: number;
  heading?: number;
  altitude?: number;
  accuracy?: number;
  battery?: number;
};

/** The names the protocol gives each value, for its 400 (`lat`, `location.coords.latitude`). */
export type PingFieldNames = Record<keyof PingValues, string>;

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as an object, or a 400 for the whole body. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw new FieldErrors({ non_field_errors: [GPS_MESSAGES.bodyNotObject] });
  return body;
}

/** The object under `key`, or an empty one after noting `path` as not an object. */
export function objectAt(
  parent: Record<string, unknown>,
  key: string,
  path: string,
  errors: PingErrors,
  { optional = false } = {},
): Record<string, unknown> {
  const value = Object.hasOwn(parent, key) ? parent[key] : undefined;
  if (isObject(value)) return value;
  const absent = value === undefined || value === null;
  if (!(optional && absent) && !errors.covers(path)) errors.add(path, GPS_MESSAGES.objectRequired);
  return {};
}

/**
 * A number as sent: undefined when absent (or null, or an empty parameter), NaN when it is not a
 * finite number. Text is read only where the protocol sends text (query and form parameters).
 */
export function readNumber(value: unknown, { text = false } = {}): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (!text || typeof value !== 'string') return NaN;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return DECIMAL.test(trimmed) ? Number(trimmed) : NaN;
}

/** A UTC time from its parts, or an Invalid Date when a part is out of range (30 February, 24:00). */
export function utcTime(parts: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond?: number;
}): Date {
  const { year, month, day, hour, minute, second, millisecond = 0 } = parts;
  const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millisecond));
  const exact =
    time.getUTCFullYear() === year &&
    time.getUTCMonth() === month - 1 &&
    time.getUTCDate() === day &&
    time.getUTCHours() === hour &&
    time.getUTCMinutes() === minute &&
    time.getUTCSeconds() === second;
  return exact ? time : new Date(NaN);
}

/**
 * An ISO 8601 date and time with its zone (`2026-11-28T07:10:00.123Z`, `…+03:00`, `…+0000`), or
 * an Invalid Date: a time without a zone names no instant.
 */
export function parseIsoTime(value: unknown): Date {
  const match = typeof value === 'string' ? ISO_DATE_TIME.exec(value.trim()) : null;
  if (!match) return new Date(NaN);
  const [, year, month, day, hour, minute, second, fraction, zulu, sign, offsetHours, offsetMinutes] = match;
  const local = utcTime({
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second ?? 0),
    millisecond: Number((fraction ?? '').padEnd(3, '0').slice(0, 3)),
  });
  if (zulu) return local;
  const hours = Number(offsetHours);
  const minutes = Number(offsetMinutes ?? 0);
  if (hours > 23 || minutes > 59) return new Date(NaN);
  const offset = (sign === '-' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
  return new Date(local.getTime() - offset);
}

/**
 * Checks every value of a ping and answers it, or throws one FieldErrors naming every bad field
 * (with those the protocol noted before). A field already noted, or inside an object already
 * noted (`location` for `location.coords.latitude`), is not checked again.
 */
export function checkPing(
  values: PingValues,
  names: PingFieldNames,
  source: PingSource,
  errors: PingErrors = new PingErrors(),
): Ping {
  // Noted before, not after: `location` names both coordinates of `location=lat,lon`.
  const keys = Object.keys(names) as (keyof PingValues)[];
  const covered = new Set(keys.filter((key) => errors.covers(names[key])));
  const check = (key: keyof PingValues, isValid: boolean, message: string) => {
    if (!isValid && !covered.has(key)) errors.add(names[key], message);
  };
  const { identifier, time } = values;
  if (identifier === undefined || identifier === null || identifier === '')
    check('identifier', false, GPS_MESSAGES.identifierRequired);
  else
    check(
      'identifier',
      typeof identifier === 'string' && IDENTIFIER.test(identifier),
      GPS_MESSAGES.identifierInvalid,
    );
  if (time === undefined) check('time', false, GPS_MESSAGES.timeRequired);
  else check('time', !Number.isNaN(time.getTime()), GPS_MESSAGES.timeInvalid);
  check('latitude', inRange(values.latitude, -90, 90), GPS_MESSAGES.latitudeRange);
  check('longitude', inRange(values.longitude, -180, 180), GPS_MESSAGES.longitudeRange);
  check('speed', optional(values.speed, 0, Infinity), GPS_MESSAGES.speedInvalid);
  check('heading', optional(values.heading, 0, 360), GPS_MESSAGES.headingRange);
  check('altitude', optional(values.altitude, -Infinity, Infinity), GPS_MESSAGES.altitudeInvalid);
  check('accuracy', optional(values.accuracy, 0, Infinity), GPS_MESSAGES.accuracyInvalid);
  check('battery', optional(values.battery, 0, 100), GPS_MESSAGES.batteryRange);
  errors.throwIfAny();
  return {
    identifier: identifier as string,
    time: time as Date,
    latitude: values.latitude as number,
    longitude: values.longitude as number,
    speed: values.speed ?? null,
    heading: values.heading ?? null,
    altitude: values.altitude ?? null,
    accuracy: values.accuracy ?? null,
    battery: values.battery ?? null,
    source,
  };
}

// NaN fails both comparisons, so "not a number" is out of every range.
function inRange(value: number | undefined, min: number, max: number): boolean {
  return value !== undefined && value >= min && value <= max;
}

function optional(value: number | undefined, min: number, max: number): boolean {
  return value === undefined || inRange(value, min, max);
}
