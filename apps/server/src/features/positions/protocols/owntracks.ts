import type { Ping, PingSource } from '../ping';
import { bodyObject, checkPing, readNumber } from './ping-fields';

/**
 * An OwnTracks message over HTTP or MQTT: a `_type` "location" is a position; every other type
 * (transition, waypoint, lwt, status, card, encrypted, …) is not one and answers null. The
 * identifier is the caller's (the HTTP Basic user, the MQTT topic's user); `tst` is Unix seconds,
 * `vel` km/h, `cog` degrees.
 */
export function parseOwnTracks(body: unknown, identifier: string, source: PingSource): Ping | null {
  const message = bodyObject(body);
  if (message._type !== 'location') return null;
  const seconds = readNumber(message.tst);
  const kmh = readNumber(message.vel);

  return checkPing(
    {
      identifier,
      time: seconds === undefined ? undefined : new Date(Math.round(seconds * 1000)),
      latitude: readNumber(message.lat),
      longitude: readNumber(message.lon),
      speed: kmh === undefined ? undefined : kmh / 3.6,
      heading: readNumber(message.cog),
      altitude: readNumber(message.alt),
      accuracy: readNumber(message.acc),
      battery: readNumber(message.batt),
    },
    {
      identifier: 'user',
      time: 'tst',
      latitude: 'lat',
      longitude: 'lon',
      speed: 'vel',
      heading: 'cog',
      altitude: 'alt',
      accuracy: 'acc',
      battery: 'batt',
    },
    source,
  );
}
