import { describe, expect, it } from 'vitest';
import { PING_SOURCE } from '../ping';
import { parseOsmAnd, parseTraccarClientJson } from './osmand';
import { GPS_MESSAGES as M } from './ping-fields';
import { refusal } from './ping-refusal.test-helpers';

/** Parameters as Fastify's query and form parsers hand them over: a repeated name is an array. */
function query(text: string): Record<string, unknown> {
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const prior = params[name];
    params[name] = prior === undefined ? value : [prior, value].flat();
  }
  return params;
}

const fix = 'id=123456&timestamp=1764317400&lat=-1.2921&lon=36.8219';

describe('parseOsmAnd', () => {
  it('reads what Traccar Client (Android, iOS) sends, speed from knots to m/s', () => {
    const ping = parseOsmAnd(
      query(
        'id=123456&timestamp=1764317400&lat=-1.2921&lon=36.8219&speed=21.6&bearing=90.0&altitude=1700.0&accuracy=5.0&batt=85.0',
      ),
    );
    expect(ping).toEqual({
      identifier: '123456',
      time: new Date('2025-11-28T08:10:00Z'),
      latitude: -1.2921,
      longitude: 36.8219,
      speed: expect.closeTo(11.112, 6),
      heading: 90,
      altitude: 1700,
      accuracy: 5,
      battery: 85,
      source: PING_SOURCE.osmand,
    });
  });

  it('converts knots to metres per second', () => {
    expect(parseOsmAnd(query(`${fix}&speed=1`)).speed).toBeCloseTo(0.514444, 6);
    expect(parseOsmAnd(query(`${fix}&speed=0.0`)).speed).toBe(0);
  });

  it('leaves what was not sent, or sent empty, unknown', () => {
    expect(parseOsmAnd(query(`${fix}&altitude=&batt=`))).toMatchObject({
      speed: null,
      heading: null,
      altitude: null,
      accuracy: null,
      battery: null,
    });
  });

  it('reads deviceid, heading and location=lat,lon as OsmAnd names them', () => {
    const ping = parseOsmAnd(
      query('deviceid=bus-4@school.ke&timestamp=1764317400&location=-1.2921,36.8219&heading=270.5'),
    );
    expect(ping).toMatchObject({
      identifier: 'bus-4@school.ke',
      latitude: -1.2921,
      longitude: 36.8219,
      heading: 270.5,
    });
  });

  it('prefers id to deviceid and bearing to heading, as sent together', () => {
    const ping = parseOsmAnd(query(`${fix}&deviceid=other&bearing=10&heading=20`));
    expect(ping).toMatchObject({ identifier: '123456', heading: 10 });
  });

  it('ignores the parameters it does not use, repeated or not', () => {
    const ping = parseOsmAnd(
      query(
        `${fix}&key=s3cret&hdop=6.0&charge=true&valid=false&driverUniqueId=D1&mock=true&alarm=sos` +
          '&cell=257,02,16,2224&cell=257,02,16,2223,-90&wifi=00-14-22-01-23-45,-80',
      ),
    );
    expect(ping).toMatchObject({ identifier: '123456', latitude: -1.2921, longitude: 36.8219 });
  });

  describe('timestamp', () => {
    const at = (timestamp: string) =>
      parseOsmAnd(query(`id=1&lat=0&lon=0&timestamp=${encodeURIComponent(timestamp)}`)).time;

    it('takes Unix seconds below 2^31 - 1 and milliseconds from there, as Traccar does', () => {
      expect(at('1764317400')).toEqual(new Date('2025-11-28T08:10:00Z'));
      expect(at('2147483646')).toEqual(new Date('2038-01-19T03:14:06Z'));
      expect(at('2147483647')).toEqual(new Date(2147483647));
      expect(at('1442068686579')).toEqual(new Date('2015-09-12T14:38:06.579Z'));
    });

    it('takes an ISO 8601 date and time with its zone', () => {
      expect(at('2016-01-27T18:55:47Z')).toEqual(new Date('2016-01-27T18:55:47Z'));
      expect(at('2026-11-28T10:10:00.123+03:00')).toEqual(new Date('2026-11-28T07:10:00.123Z'));
      expect(at('2026-11-28T10:10:00+0300')).toEqual(new Date('2026-11-28T07:10:00Z'));
    });

    it('takes yyyy-MM-dd HH:mm:ss as UTC, with + for the space as a query writes it', () => {
      expect(at('2014-06-04 09:10:11')).toEqual(new Date('2014-06-04T09:10:11Z'));
      const ping = parseOsmAnd(query('lat=49.60688&lon=6.15788&timestamp=2014-06-04+09%3A10%3A11&id=1'));
      expect(ping.time).toEqual(new Date('2014-06-04T09:10:11Z'));
    });

    it('refuses a time that is not one, or has no zone', () => {
      for (const timestamp of [
        'yesterday',
        '1764317400.5',
        '2026-02-30 10:00:00',
        '2026-11-28 24:00:00',
        '2026-11-28T10:10:00',
        '2026-11-28T10:10:00+25:00',
        '99999999999999999999',
      ])
        expect({ timestamp, fields: refusal(() => at(timestamp)) }).toEqual({
          timestamp,
          fields: { timestamp: [M.timeInvalid] },
        });
    });

    it('refuses a ping without a timestamp rather than stamping it now', () => {
      expect(refusal(() => parseOsmAnd(query('id=1&lat=0&lon=0')))).toEqual({
        timestamp: [M.timeRequired],
      });
    });
  });

  describe('refusals', () => {
    it('names every bad parameter in one answer', () => {
      const fields = refusal(() =>
        parseOsmAnd(
          query(
            'id=1&timestamp=1764317400&lat=91&lon=-180.5&speed=-1&bearing=361&altitude=high&accuracy=-5&batt=101',
          ),
        ),
      );
      expect(fields).toEqual({
        lat: [M.latitudeRange],
        lon: [M.longitudeRange],
        speed: [M.speedInvalid],
        bearing: [M.headingRange],
        altitude: [M.altitudeInvalid],
        accuracy: [M.accuracyInvalid],
        batt: [M.batteryRange],
      });
    });

    it('accepts the edges of each range', () => {
      const ping = parseOsmAnd(
        query('id=1&timestamp=1764317400&lat=-90&lon=180&speed=0&bearing=360&accuracy=0&batt=100'),
      );
      expect(ping).toMatchObject({ latitude: -90, longitude: 180, speed: 0, heading: 360, battery: 100 });
    });

    it('requires the identifier and both coordinates', () => {
      expect(refusal(() => parseOsmAnd(query('timestamp=1764317400')))).toEqual({
        id: [M.identifierRequired],
        lat: [M.latitudeRange],
        lon: [M.longitudeRange],
      });
    });

    it('refuses an identifier with control characters, spaces, or over 64 characters', () => {
      for (const id of ['12\u00003', 'bus\n4', 'bus 4', 'a'.repeat(65), 'bus/4'])
        expect(refusal(() => parseOsmAnd({ ...query(fix), id }))).toEqual({ id: [M.identifierInvalid] });
      expect(parseOsmAnd({ ...query(fix), id: 'a'.repeat(64) }).identifier).toBe('a'.repeat(64));
    });

    it('refuses a parameter it reads when it is repeated, and only says so', () => {
      expect(refusal(() => parseOsmAnd(query(`${fix}&id=654321&lat=0&speed=1&speed=2`)))).toEqual({
        id: [M.parameterRepeated],
        lat: [M.parameterRepeated],
        speed: [M.parameterRepeated],
      });
    });

    it('refuses numbers written otherwise than in decimal', () => {
      for (const lat of ['0x10', 'NaN', 'Infinity', '1,5', '12abc'])
        expect(refusal(() => parseOsmAnd({ ...query(fix), lat }))).toEqual({ lat: [M.latitudeRange] });
    });

    it('refuses a location that is not two numbers, under its own name', () => {
      for (const location of ['-1.2921', '-1.2921,36.8219,5', 'a,b'])
        expect(refusal(() => parseOsmAnd(query(`id=1&timestamp=1764317400&location=${location}`)))).toEqual({
          location: [M.latitudeRange, M.longitudeRange],
        });
    });
  });
});

/** What Traccar Client 9 posts: its location template, and its device_id among the root's params. */
function clientJson(location: Record<string, unknown> = {}, root: Record<string, unknown> = {}) {
  return {
    location: {
      timestamp: '2026-11-28T07:10:00.123Z',
      coords: { latitude: -1.29, longitude: 36.82, accuracy: 5, speed: 8.3, heading: 90, altitude: 1700 },
      is_moving: true,
      odometer: 1234,
      event: 'motionchange',
      battery: { level: 0.85, is_charging: false },
      activity: { type: 'in_vehicle' },
      extras: {},
      _: '&id=123456&lat=-1.29&lon=36.82&timestamp=2026-11-28T07:10:00.123Z&',
      ...location,
    },
    device_id: '123456',
    ...root,
  };
}
const coords = (changes: Record<string, unknown>) => ({ ...clientJson().location.coords, ...changes });

describe('parseTraccarClientJson', () => {
  it('reads Traccar Client 9, speed already in m/s and the battery as a fraction', () => {
    expect(parseTraccarClientJson(clientJson())).toEqual({
      identifier: '123456',
      time: new Date('2026-11-28T07:10:00.123Z'),
      latitude: -1.29,
      longitude: 36.82,
      speed: 8.3,
      heading: 90,
      altitude: 1700,
      accuracy: 5,
      battery: 85,
      source: PING_SOURCE.traccarClient,
    });
  });

  it('reads -1 (and any negative speed, heading, accuracy or level) as unknown', () => {
    const json = clientJson({
      coords: coords({ speed: -1, heading: -1, accuracy: -1 }),
      battery: { level: -1, is_charging: false },
    });
    expect(parseTraccarClientJson(json)).toMatchObject({
      speed: null,
      heading: null,
      accuracy: null,
      battery: null,
    });
  });

  it('turns the level into a percent without float noise, and goes without a battery', () => {
    expect(parseTraccarClientJson(clientJson({ battery: { level: 0.29 } })).battery).toBe(29);
    expect(parseTraccarClientJson(clientJson({ battery: undefined })).battery).toBeNull();
  });

  it('refuses a body that is not an object, for the whole body', () => {
    for (const body of ['id=1&lat=0', [], null, 12])
      expect(refusal(() => parseTraccarClientJson(body))).toEqual({ non_field_errors: [M.bodyNotObject] });
  });

  it('refuses a body without location or coords, once for the missing object', () => {
    expect(refusal(() => parseTraccarClientJson({ device_id: '123456' }))).toEqual({
      location: [M.objectRequired],
    });
    expect(
      refusal(() => parseTraccarClientJson(clientJson({ coords: undefined }, { device_id: 7 }))),
    ).toEqual({
      device_id: [M.identifierInvalid],
      'location.coords': [M.objectRequired],
    });
  });

  it('names bad values by their path in the body', () => {
    const json = clientJson({
      timestamp: '2026-11-28T07:10:00',
      coords: coords({ latitude: '-1.29', longitude: 200, heading: 400, altitude: null }),
      battery: { level: 1.5 },
    });
    expect(refusal(() => parseTraccarClientJson(json))).toEqual({
      'location.timestamp': [M.timeInvalid],
      'location.coords.latitude': [M.latitudeRange],
      'location.coords.longitude': [M.longitudeRange],
      'location.coords.heading': [M.headingRange],
      'location.battery.level': [M.batteryFraction],
    });
  });

  it('requires the time and the device_id', () => {
    expect(
      refusal(() => parseTraccarClientJson(clientJson({ timestamp: undefined }, { device_id: undefined }))),
    ).toEqual({ device_id: [M.identifierRequired], 'location.timestamp': [M.timeRequired] });
  });
});
