import { PING_SOURCE, type Ping } from '../ping';
import {
  bodyObject,
  checkPing,
  METRES_PER_SECOND_PER_KNOT,
  objectAt,
  parseIsoTime,
  PingErrors,
  readNumber,
} from './ping-fields';

/**
 * A position a Traccar server forwards in JSON (`forward.type` json in Traccar 5 and 6,
 * `forward.json` true before): `{"position": {...}, "device": {...}}`, Traccar's own Position and
 * Device. The identifier is the tracker's `uniqueId`, the time its `fixTime`; speed is in knots, as
 * Traccar stores every speed; an accuracy of 0 is Traccar's "unknown". A position Traccar marks
 * not valid (no fix: the tracker repeats its last known place) is no news of the bus: null.
 */
export function parseTraccarForward(body: unknown): Ping | null {
  const root = bodyObject(body);
  const errors = new PingErrors();
  const position = objectAt(root, 'position', 'position', errors);
  const device = objectAt(root, 'device', 'device', errors);
  const attributes = objectAt(position, 'attributes', 'position.attributes', errors, { optional: true });
  const knots = readNumber(position.speed);
  const accuracy = readNumber(position.accuracy);
  const fixTime = position.fixTime;

  const ping = checkPing(
    {
      identifier: device.uniqueId,
      time: fixTime === undefined || fixTime === null ? undefined : parseIsoTime(fixTime),
      latitude: readNumber(position.latitude),
      longitude: readNumber(position.longitude),
      speed: knots === undefined ? undefined : knots * METRES_PER_SECOND_PER_KNOT,
      heading: readNumber(position.course),
      altitude: readNumber(position.altitude),
      accuracy: accuracy === 0 ? undefined : accuracy,
      // An attribute each tracker protocol fills its own way (text, 255 for "external power"):
      // kept only when it reads as a percent, never a reason to lose the position.
      battery: isPercent(attributes.batteryLevel) ? attributes.batteryLevel : undefined,
    },
    {
      identifier: 'device.uniqueId',
      time: 'position.fixTime',
      latitude: 'position.latitude',
      longitude: 'position.longitude',
      speed: 'position.speed',
      heading: 'position.course',
      altitude: 'position.altitude',
      accuracy: 'position.accuracy',
      battery: 'position.attributes.batteryLevel',
    },
    PING_SOURCE.traccarForward,
    errors,
  );
  return position.valid === false ? null : ping;
}

const isPercent = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0 && value <= 100;
