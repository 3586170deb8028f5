import { PING_SOURCE, type Ping } from '../ping';
import {
  bodyObject,
  checkPing,
  GPS_MESSAGES,
  METRES_PER_SECOND_PER_KNOT,
  objectAt,
  parseIsoTime,
  PingErrors,
  readNumber,
  utcTime,
} from './ping-fields';

// Traccar's rule: a number below Integer.MAX_VALUE is seconds, any other milliseconds.
const LARGEST_SECONDS = 2 ** 31 - 1;
const INTEGER = /^[+-]?\d+$/;
const SPACED_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * A position in the OsmAnd protocol, as Traccar Client (Android and iOS, before version 9) and
 * OsmAnd send it: query parameters of a GET or form parameters of a POST, decoded as Traccar's
 * OsmAndProtocolDecoder decodes them. Speed is in knots. Parameters it does not read (`key`,
 * `hdop`, `charge`, `cell`, …) are ignored; one it reads sent twice is refused.
 */
export function parseOsmAnd(params: Record<string, unknown>): Ping {
  const errors = new PingErrors();
  const has = (name: string) => Object.hasOwn(params, name) && params[name] !== undefined;
  const read = (name: string): unknown => {
    if (!has(name)) return undefined;
    const value = params[name];
    if (!Array.isArray(value)) return value;
    errors.add(name, GPS_MESSAGES.parameterRepeated);
    return undefined;
  };
  const number = (name: string) => readNumber(read(name), { text: true });

  const identifierName = has('id') || !has('deviceid') ? 'id' : 'deviceid';
  const headingName = has('bearing') || !has('heading') ? 'bearing' : 'heading';
  // `location=lat,lon` stands for both when neither `lat` nor `lon` is sent.
  const byLocation = !has('lat') && !has('lon') && has('location');
  const [latitude, longitude] = byLocation
    ? coordinatePair(read('location'))
    : [number('lat'), number('lon')];
  const knots = number('speed');

  return checkPing(
    {
      identifier: read(identifierName),
      time: osmAndTime(read('timestamp')),
      latitude,
      longitude,
      speed: knots === undefined ? undefined : knots * METRES_PER_SECOND_PER_KNOT,
      heading: number(headingName),
      altitude: number('altitude'),
      accuracy: number('accuracy'),
      battery: number('batt'),
    },
    {
      identifier: identifierName,
      time: 'timestamp',
      latitude: byLocation ? 'location' : 'lat',
      longitude: byLocation ? 'location' : 'lon',
      speed: 'speed',
      heading: headingName,
      altitude: 'altitude',
      accuracy: 'accuracy',
      battery: 'batt',
    },
    PING_SOURCE.osmand,
    errors,
  );
}

/**
 * A position in Traccar Client 9's JSON (transistorsoft's background geolocation, with the app's
 * `device_id`), read as Traccar's OsmAndProtocolDecoder reads it: speed in metres per second, and
 * a negative speed, heading, accuracy or battery level meaning unknown; the battery level is a
 * fraction of 1.
 */
export function parseTraccarClientJson(body: unknown): Ping {
  const root = bodyObject(body);
  const errors = new PingErrors();
  const location = objectAt(root, 'location', 'location', errors);
  const coords = objectAt(location, 'coords', 'location.coords', errors);
  const battery = objectAt(location, 'battery', 'location.battery', errors, { optional: true });
  const known = (value: unknown) => {
    const number = readNumber(value);
    return number !== undefined && number < 0 ? undefined : number;
  };
  const level = known(battery.level);
  if (level !== undefined && !(level <= 1))
    errors.add('location.battery.level', GPS_MESSAGES.batteryFraction);
  const timestamp = location.timestamp;

  return checkPing(
    {
      identifier: root.device_id,
      time: timestamp === undefined || timestamp === null ? undefined : parseIsoTime(timestamp),
      latitude: readNumber(coords.latitude),
      longitude: readNumber(coords.longitude),
      speed: known(coords.speed),
      heading: known(coords.heading),
      altitude: readNumber(coords.altitude),
      accuracy: known(coords.accuracy),
      // Two decimals of a percent: 0.85 is 85, not 85.00000000000001.
      battery: level === undefined ? undefined : Math.round(level * 10_000) / 100,
    },
    {
      identifier: 'device_id',
      time: 'location.timestamp',
      latitude: 'location.coords.latitude',
      longitude: 'location.coords.longitude',
      speed: 'location.coords.speed',
      heading: 'location.coords.heading',
      altitude: 'location.coords.altitude',
      accuracy: 'location.coords.accuracy',
      battery: 'location.battery.level',
    },
    PING_SOURCE.traccarClient,
    errors,
  );
}

/**
 * OsmAnd's `timestamp`: Unix seconds, or milliseconds from 2^31 - 1 up (Traccar's rule); an ISO
 * 8601 date and time with its zone; or `yyyy-MM-dd HH:mm:ss`, taken as UTC. Undefined when not sent.
 */
function osmAndTime(value: unknown): Date | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return new Date(NaN);
  const text = value.trim();
  if (INTEGER.test(text)) {
    const count = Number(text);
    if (!Number.isSafeInteger(count)) return new Date(NaN);
    return new Date(count < LARGEST_SECONDS ? count * 1000 : count);
  }
  if (text.includes('T')) return parseIsoTime(text);
  const parts = SPACED_DATE_TIME.exec(text);
  if (!parts) return new Date(NaN);
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return utcTime({ year, month, day, hour, minute, second });
}

// `location=lat,lon`: two numbers, else neither is one.
function coordinatePair(value: unknown): [number | undefined, number | undefined] {
  const parts = typeof value === 'string' ? value.split(',') : [];
  if (parts.length !== 2) return [NaN, NaN];
  return [readNumber(parts[0], { text: true }) ?? NaN, readNumber(parts[1], { text: true }) ?? NaN];
}
