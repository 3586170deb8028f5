import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DeviceWithSecret } from '@app/shared/devices/device.schemas';
import { queryRows } from '../../db/query-rows';
import { appWithSchool, createVehicleRecord, signedInAs, type SignedIn } from '../../../test/factories';

// Positions in (issue 22 §1): each protocol as its real clients send it, the device's secret checked
// on every ping, a duplicate stored once, doubtful positions flagged, and nothing of another school.
const { t, school } = await appWithSchool();
const other = await signedInAs(t);
let serial = 0;

async function device(as: SignedIn, fields: Record<string, unknown> = {}): Promise<DeviceWithSecret> {
  const vehicle =
    fields.kind === 3 ? null : (await createVehicleRecord(t, as, { code: `BUS-${++serial}` })).id;
  const response = await t.request<DeviceWithSecret>('POST', '/transport/devices/', {
    ...as.auth,
    body: { identifier: `phone-${++serial}`, name: 'Driver phone', kind: 1, vehicle, ...fields },
  });
  expect(response.status).toBe(201);
  return response.body;
}

type Stored = {
  time: string;
  latitude: number;
  longitude: number;
  speed: number | null;
  source: number;
  flags: number;
};
const positionsOf = (deviceId: string) =>
  queryRows<Stored>(
    t.database.db,
    sql`select to_char(time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as time, latitude, longitude,
               speed, source::int, flags::int
          from positions where device_id = ${deviceId} order by time`,
  );

const seconds = (offset = 0) => Math.floor(Date.now() / 1000) + offset;
const osmand = (query: string, init: RequestInit = {}) =>
  fetch(`${t.url}/api/gps/osmand/?${query}`, init).then(async (r) => ({
    status: r.status,
    text: await r.text(),
  }));

describe('devices', () => {
  it('shows a new device’s secret once, then never again', async () => {
    const added = await device(school);
    expect(added.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(added).toMatchObject({ name: 'Driver phone', kind: 1, revoked_at: null, last_seen_at: null });
    const read = await t.request('GET', `/transport/devices/${added.id}/`, school.auth);
    expect(read.status).toBe(200);
    expect(read.body.secret).toBeUndefined();
    expect(read.body.vehicle_code).toMatch(/^BUS-/);
  });

  it('refuses an identifier another school uses, and a vehicle for a Traccar server or none for a phone', async () => {
    const theirs = await device(other);
    const vehicle = await createVehicleRecord(t, school, { code: 'BUS-X' });
    const post = (body: Record<string, unknown>) =>
      t.request('POST', '/transport/devices/', {
        ...school.auth,
        body: { identifier: 'x1', kind: 1, ...body },
      });
    expect(await post({ identifier: theirs.identifier, vehicle: vehicle.id })).toMatchObject({
      status: 400,
      body: { identifier: ['A device with this identifier already exists.'] },
    });
    expect(await post({ kind: 3, vehicle: vehicle.id })).toMatchObject({
      status: 400,
      body: { vehicle: ['A Traccar server forwards many vehicles: leave the vehicle empty'] },
    });
    expect(await post({ vehicle: null })).toMatchObject({
      status: 400,
      body: { vehicle: ['Vehicle is required'] },
    });
    expect(await post({ identifier: 'a b', vehicle: vehicle.id })).toMatchObject({
      status: 400,
      body: { identifier: ['Use letters, digits and . _ @ - only'] },
    });
    const theirVehicle = await createVehicleRecord(t, other, { code: 'BUS-Y' });
    expect(await post({ vehicle: theirVehicle.id })).toMatchObject({
      status: 400,
      body: { vehicle: ['Invalid vehicle.'] },
    });
    expect(await t.request('POST', `/transport/devices/${theirs.id}/secret/`, school.auth)).toMatchObject({
      status: 404,
    });
    expect(await t.request('POST', `/transport/devices/${theirs.id}/revoke/`, school.auth)).toMatchObject({
      status: 404,
    });
  });
});

describe('OsmAnd and Traccar Client', () => {
  it('stores a position sent as Traccar Client sends it, once, and marks the device seen', async () => {
    const phone = await device(school);
    const time = seconds(-30);
    const query = `id=${phone.identifier}&timestamp=${time}&lat=-1.2921&lon=36.8219&speed=21.6&bearing=90.0&altitude=1700.0&accuracy=5.0&batt=85.0&key=${phone.secret}`;
    expect(await osmand(query)).toEqual({ status: 200, text: '' });
    // The classic Android app POSTs the same parameters in the query string, with no body.
    expect(await osmand(query, { method: 'POST' })).toMatchObject({ status: 200 });
    const stored = await positionsOf(phone.id);
    expect(stored).toEqual([
      {
        time: new Date(time * 1000).toISOString(),
        latitude: -1.2921,
        longitude: 36.8219,
        speed: expect.closeTo(11.11, 2),
        source: 1,
        flags: 0,
      },
    ]);
    const read = await t.request('GET', `/transport/devices/${phone.id}/`, school.auth);
    expect(read.body.last_seen_at).toBe(new Date(time * 1000).toISOString());
    // Deleted, its trail stays until the school's retention ends.
    expect((await t.request('DELETE', `/transport/devices/${phone.id}/`, school.auth)).status).toBe(204);
    expect(await positionsOf(phone.id)).toHaveLength(1);
  });

  it('takes a form, a Bearer secret and Traccar Client 9’s JSON', async () => {
    const phone = await device(school);
    const form = await fetch(`${t.url}/api/gps/osmand/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${phone.secret}`,
      },
      body: `deviceid=${phone.identifier}&timestamp=${seconds(-20)}&lat=-1.30&lon=36.80`,
    });
    expect(form.status).toBe(200);
    const json = await fetch(`${t.url}/api/gps/osmand/?key=${phone.secret}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        location: {
          timestamp: new Date(Date.now() - 10_000).toISOString(),
          coords: {
            latitude: -1.301,
            longitude: 36.801,
            accuracy: 5,
            speed: 8.3,
            heading: 90,
            altitude: 1700,
          },
          is_moving: true,
          odometer: 1234,
          battery: { level: 0.85, is_charging: false },
        },
        device_id: phone.identifier,
      }),
    });
    expect(json.status).toBe(200);
    expect((await positionsOf(phone.id)).map((p) => [p.source, p.speed])).toEqual([
      [1, null],
      [2, expect.closeTo(8.3, 3)],
    ]);
  });

  it('refuses an unknown device, a wrong or missing secret, another school’s secret and a revoked device, storing nothing', async () => {
    const phone = await device(school);
    const theirs = await device(other);
    const ping = (id: string, key?: string) =>
      osmand(`id=${id}&timestamp=${seconds(-5)}&lat=-1.29&lon=36.82${key ? `&key=${key}` : ''}`);
    const refused = {
      status: 401,
      text: JSON.stringify({ detail: 'Unknown or revoked device, or wrong secret.' }),
    };
    expect(await ping('nobody', phone.secret)).toEqual(refused);
    expect(await ping(phone.identifier)).toEqual(refused);
    expect(await ping(phone.identifier, theirs.secret)).toEqual(refused);
    // One character changed (the last carries only 4 of the secret's bits: it is 'A' one time in 16).
    const wrong = `${phone.secret.startsWith('A') ? 'B' : 'A'}${phone.secret.slice(1)}`;
    expect(await ping(phone.identifier, wrong)).toEqual(refused);
    expect(await positionsOf(phone.id)).toEqual([]);

    expect(
      (await t.request('POST', `/transport/devices/${phone.id}/revoke/`, school.auth)).body.revoked_at,
    ).toEqual(expect.any(String));
    expect(await ping(phone.identifier, phone.secret)).toEqual(refused);
    // A new secret: the old one is refused, the new one works, and the device is active again.
    const rotated = await t.request<DeviceWithSecret>(
      'POST',
      `/transport/devices/${phone.id}/secret/`,
      school.auth,
    );
    expect(rotated.body).toMatchObject({ revoked_at: null, secret: expect.not.stringMatching(phone.secret) });
    expect(await ping(phone.identifier, phone.secret)).toEqual(refused);
    expect((await ping(phone.identifier, rotated.body.secret)).status).toBe(200);
    expect(await positionsOf(phone.id)).toHaveLength(1);
  });

  it('answers bad positions with their fields, and times off the clock or past retention', async () => {
    const phone = await device(school);
    const ping = (fields: string) => osmand(`id=${phone.identifier}&key=${phone.secret}&${fields}`);
    const bad = await ping(`timestamp=${seconds()}&lat=91&lon=36.8`);
    expect(bad.status).toBe(400);
    expect(Object.keys(JSON.parse(bad.text))).toEqual(['lat']);
    expect(await ping(`timestamp=${seconds(2 * 86_400)}&lat=-1.29&lon=36.82`)).toMatchObject({
      status: 400,
      text: JSON.stringify({
        timestamp: [
          "The position is dated more than a day ahead of the server's clock: set the device's date and time.",
        ],
      }),
    });
    expect(await ping(`timestamp=${seconds(-91 * 86_400)}&lat=-1.29&lon=36.82`)).toMatchObject({
      status: 400,
      text: JSON.stringify({
        timestamp: ['The position is older than this school keeps positions (90 days).'],
      }),
    });
    expect(await positionsOf(phone.id)).toEqual([]);
  });

  it('flags a vague position and an impossible jump, and keeps both', async () => {
    const phone = await device(school);
    const ping = (offset: number, lat: number, accuracy: number) =>
      osmand(
        `id=${phone.identifier}&key=${phone.secret}&timestamp=${seconds(offset)}&lat=${lat}&lon=36.82&accuracy=${accuracy}`,
      );
    expect((await ping(-60, -1.29, 5)).status).toBe(200);
    expect((await ping(-50, -1.2905, 250)).status).toBe(200);
    // 11 km in 10 seconds.
    expect((await ping(-40, -1.39, 5)).status).toBe(200);
    expect((await ping(-30, -1.2908, 5)).status).toBe(200);
    expect((await positionsOf(phone.id)).map((p) => p.flags)).toEqual([0, 1, 2, 0]);
  });
});

describe('Traccar server forwarding', () => {
  const forward = (key: string, uniqueId: string, fixTime = new Date(Date.now() - 15_000).toISOString()) =>
    fetch(`${t.url}/api/gps/traccar/?key=${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        position: {
          id: 1,
          deviceId: 7,
          protocol: 'h02',
          fixTime,
          valid: true,
          latitude: -1.28,
          longitude: 36.83,
          altitude: 1690,
          speed: 10,
          course: 180,
          accuracy: 0,
          attributes: { batteryLevel: 80 },
        },
        device: { id: 7, name: 'Bus 4', uniqueId, status: 'online' },
      }),
    });

  it('stores the school’s trackers’ positions, skips others, and takes only a Traccar server’s key', async () => {
    const server = await device(school, { kind: 3, identifier: `traccar-${++serial}` });
    const tracker = await device(school, { kind: 2, identifier: `35971004${++serial}` });
    const theirs = await device(other, { kind: 2, identifier: `35971005${++serial}` });
    expect((await forward(server.secret, tracker.identifier)).status).toBe(200);
    expect((await forward(server.secret, theirs.identifier)).status).toBe(200);
    expect((await forward(server.secret, 'not-added')).status).toBe(200);
    expect(await positionsOf(tracker.id)).toEqual([expect.objectContaining({ source: 3, latitude: -1.28 })]);
    expect(await positionsOf(theirs.id)).toEqual([]);
    expect((await forward(tracker.secret, tracker.identifier)).status).toBe(401);
    expect((await forward('wrong', tracker.identifier)).status).toBe(401);
  });
});

describe('OwnTracks over HTTP', () => {
  const post = (body: unknown, user?: string, password?: string) =>
    fetch(`${t.url}/api/gps/owntracks/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(user ? { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` } : {}),
      },
      body: JSON.stringify(body),
    }).then(async (r) => ({
      status: r.status,
      body: await r.json(),
      realm: r.headers.get('www-authenticate'),
    }));

  it('stores a location with the device’s identifier and secret as user and password, and answers []', async () => {
    const phone = await device(school, { identifier: `owntracks-${++serial}` });
    const location = {
      _type: 'location',
      lat: -1.27,
      lon: 36.81,
      tst: seconds(-5),
      acc: 12,
      vel: 36,
      cog: 90,
      tid: 'b4',
    };
    expect(await post(location, phone.identifier, phone.secret)).toMatchObject({ status: 200, body: [] });
    expect(
      await post({ _type: 'transition', event: 'enter', tst: seconds() }, phone.identifier, phone.secret),
    ).toMatchObject({
      status: 200,
      body: [],
    });
    expect(await positionsOf(phone.id)).toEqual([
      expect.objectContaining({ source: 4, speed: expect.closeTo(10, 3) }),
    ]);
    expect(await post(location)).toMatchObject({ status: 401, realm: 'Basic realm="Transport Admin"' });
    expect(await post(location, phone.identifier, 'wrong')).toMatchObject({ status: 401 });
  });
});
