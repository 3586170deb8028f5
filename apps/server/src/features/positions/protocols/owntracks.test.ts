import { describe, expect, it } from 'vitest';
import { PING_SOURCE } from '../ping';
import { parseOwnTracks } from './owntracks';
import { GPS_MESSAGES as M } from './ping-fields';
import { refusal } from './ping-refusal.test-helpers';

/** What the OwnTracks app publishes (MQTT) or posts (HTTP, with `topic`) for a location. */
function location(changes: Record<string, unknown> = {}) {
  return {
    _type: 'location',
    BSSID: 'b0:f2:8:45:94:33',
    SSID: 'School',
    acc: 12,
    alt: 1700,
    batt: 80,
    bs: 1,
    cog: 90,
    conn: 'm',
    created_at: 1764300005,
    lat: -1.2921,
    lon: 36.8219,
    m: 1,
    t: 'u',
    tid: 'b4',
    topic: 'owntracks/bus-4/phone',
    tst: 1764300000,
    vac: 4,
    vel: 36,
    ...changes,
  };
}

describe('parseOwnTracks', () => {
  it("reads a location with the caller's identifier, km/h as m/s", () => {
    expect(parseOwnTracks(location(), 'bus-4', PING_SOURCE.ownTracksHttp)).toEqual({
      identifier: 'bus-4',
      time: new Date('2025-11-28T03:20:00Z'),
      latitude: -1.2921,
      longitude: 36.8219,
      speed: 10,
      heading: 90,
      altitude: 1700,
      accuracy: 12,
      battery: 80,
      source: PING_SOURCE.ownTracksHttp,
    });
  });

  it('keeps the source it is given and leaves what the app left out unknown', () => {
    const minimal = { _type: 'location', lat: -1.2921, lon: 36.8219, tst: 1764300000 };
    expect(parseOwnTracks(minimal, 'bus-4', PING_SOURCE.ownTracksMqtt)).toMatchObject({
      speed: null,
      heading: null,
      altitude: null,
      accuracy: null,
      battery: null,
      source: PING_SOURCE.ownTracksMqtt,
    });
  });

  it('answers null for every message that is not a location', () => {
    const others = [
      {
        _type: 'transition',
        event: 'enter',
        desc: 'School',
        lat: -1.29,
        lon: 36.82,
        tst: 1764300000,
        wtst: 1,
      },
      { _type: 'waypoint', desc: 'School', lat: -1.29, lon: 36.82, rad: 50, tst: 1764300000 },
      { _type: 'lwt', tst: 1764300000 },
      { _type: 'status', android: { hib: 1 } },
      { _type: 'card', name: 'Bus 4' },
      { _type: 'encrypted', data: 'c2VjcmV0' },
      { lat: -1.29, lon: 36.82, tst: 1764300000 },
    ];
    for (const message of others)
      expect({ message, ping: parseOwnTracks(message, 'bus-4', PING_SOURCE.ownTracksHttp) }).toEqual({
        message,
        ping: null,
      });
  });

  it('refuses a body that is not an object, for the whole body', () => {
    for (const body of ['location', [location()], null])
      expect(refusal(() => parseOwnTracks(body, 'bus-4', PING_SOURCE.ownTracksMqtt))).toEqual({
        non_field_errors: [M.bodyNotObject],
      });
  });

  it('names every bad field as OwnTracks names it', () => {
    const message = location({ lat: '-1.29', lon: -181, vel: -5, cog: 400, alt: 'high', acc: -1, batt: 101 });
    expect(refusal(() => parseOwnTracks(message, 'bus-4', PING_SOURCE.ownTracksHttp))).toEqual({
      lat: [M.latitudeRange],
      lon: [M.longitudeRange],
      vel: [M.speedInvalid],
      cog: [M.headingRange],
      alt: [M.altitudeInvalid],
      acc: [M.accuracyInvalid],
      batt: [M.batteryRange],
    });
  });

  it('requires tst as a number of seconds', () => {
    expect(
      refusal(() => parseOwnTracks(location({ tst: undefined }), 'bus-4', PING_SOURCE.ownTracksHttp)),
    ).toEqual({
      tst: [M.timeRequired],
    });
    expect(
      refusal(() => parseOwnTracks(location({ tst: '1764300000' }), 'bus-4', PING_SOURCE.ownTracksHttp)),
    ).toEqual({
      tst: [M.timeInvalid],
    });
  });

  it("refuses an identifier outside a device's rule, as the user", () => {
    for (const user of ['', 'bus 4', 'bus\u00004', 'b'.repeat(65)])
      expect(refusal(() => parseOwnTracks(location(), user, PING_SOURCE.ownTracksMqtt))).toEqual({
        user: [user === '' ? M.identifierRequired : M.identifierInvalid],
      });
  });
});
