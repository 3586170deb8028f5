import { describe, expect, it } from 'vitest';
import { academicPeriodsResource } from '@app/shared/academic-periods/academic-period.schemas';
import { busStopsResource } from '@app/shared/bus-stops/bus-stop.schemas';
import { zonesResource } from '@app/shared/zones/zone.schemas';
import { appWithSchool, createVehicleRecord, signedInAs, type SignedIn } from '../../../test/factories';
import { journeyStops } from '../journey-stops/journey-stops.table';
import { journeys } from '../journeys/journeys.table';

// Bus stops' own rules and messages (spec part 2, Zones; issue 9 §1); the standard calls, isolation
// and permissions are covered for every record type by test/resources/.
const { t, school } = await appWithSchool();

const PATH = busStopsResource.path;
let serial = 0;
const zone = async (title = `Zone ${++serial}`, as: SignedIn = school) =>
  (await t.request('POST', zonesResource.path, { ...as.auth, body: { title } })).body.id as string;
const addStop = (body: Record<string, unknown>, as: SignedIn = school) =>
  t.request('POST', PATH, { ...as.auth, body });
const stopIn = (zoneId: string, title: string, more: Record<string, unknown> = {}) =>
  addStop({ zone: zoneId, title, latitude: -1.2921, longitude: 36.8219, ...more });

describe('bus stops', () => {
  it('keeps coordinates to the seven decimals typed and reads them back as numbers, with the zone title', async () => {
    const north = await zone('North');
    const created = await stopIn(north, 'Kilimani Gate', {
      description: 'By the chemist',
      latitude: -1.2921234,
      longitude: 36.8219999,
    });
    expect(created).toMatchObject({ status: 201 });
    const expected = {
      id: created.body.id,
      zone: north,
      zone_title: 'North',
      title: 'Kilimani Gate',
      description: 'By the chemist',
      latitude: -1.2921234,
      longitude: 36.8219999,
      is_active: true,
      arrival_radius: 40,
    };
    expect(created.body).toEqual(expected);
    expect((await t.request('GET', busStopsResource.itemPath(created.body.id), school.auth)).body).toEqual(
      expected,
    );
    for (const [latitude, longitude] of [
      [-90, -180],
      [90, 180],
      [0.0000001, -179.9999999],
    ]) {
      const edge = await stopIn(north, `Edge ${latitude}`, { latitude, longitude });
      expect(edge.body).toMatchObject({ latitude, longitude });
    }
  });

  it('answers the spec messages for missing fields', async () => {
    expect(await addStop({})).toMatchObject({
      status: 400,
      body: {
        zone: ['Zone is required'],
        title: ['Title is required'],
        latitude: ['Latitude is required'],
        longitude: ['Longitude is required'],
      },
    });
  });

  it('refuses coordinates off the globe or finer than 0.0000001 degrees, and changes nothing', async () => {
    const z = await zone();
    const stop = (await stopIn(z, 'Stage')).body;
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { latitude: 90.0000001, longitude: -180.0000001 },
        {
          latitude: ['Latitude must be between -90 and 90'],
          longitude: ['Longitude must be between -180 and 180'],
        },
      ],
      [
        { latitude: -1.29212345, longitude: 36.82199999 },
        {
          latitude: ['Latitude can have at most 7 decimal places'],
          longitude: ['Longitude can have at most 7 decimal places'],
        },
      ],
      [
        { latitude: '-1.29', longitude: 'east' },
        { latitude: ['Latitude must be a number'], longitude: ['Longitude must be a number'] },
      ],
    ];
    for (const [coordinates, errors] of cases) {
      expect(await stopIn(z, 'Elsewhere', coordinates)).toMatchObject({ status: 400, body: errors });
      const replaced = await t.request('PUT', busStopsResource.itemPath(stop.id), {
        ...school.auth,
        body: { zone: z, title: 'Stage', ...coordinates },
      });
      expect(replaced).toMatchObject({ status: 400, body: errors });
    }
    expect((await t.request('GET', busStopsResource.itemPath(stop.id), school.auth)).body).toEqual(stop);
  });

  it('keeps the arrival radius given, refuses one outside 10..500 m, and changes nothing', async () => {
    const z = await zone();
    const stop = (await stopIn(z, 'School Yard', { arrival_radius: 150 })).body;
    expect(stop).toMatchObject({ arrival_radius: 150 });
    const body = { zone: z, title: 'School Yard', latitude: -1.2921, longitude: 36.8219 };
    const message = ['Arrival radius must be a whole number of metres from 10 to 500'];
    for (const arrival_radius of [9, 501, 12.5, '40']) {
      expect(await stopIn(z, 'Kerbside', { arrival_radius })).toMatchObject({
        status: 400,
        body: { arrival_radius: message },
      });
      const replaced = await t.request('PUT', busStopsResource.itemPath(stop.id), {
        ...school.auth,
        body: { ...body, arrival_radius },
      });
      expect(replaced).toMatchObject({ status: 400, body: { arrival_radius: message } });
    }
    expect((await t.request('GET', busStopsResource.itemPath(stop.id), school.auth)).body).toEqual(stop);
    const narrowed = await t.request('PUT', busStopsResource.itemPath(stop.id), {
      ...school.auth,
      body: { ...body, arrival_radius: 10 },
    });
    expect(narrowed).toMatchObject({ status: 200, body: { arrival_radius: 10 } });
  });

  it('keeps titles unique within a zone, whatever their case; another zone may reuse one', async () => {
    const [east, west] = [await zone(), await zone()];
    await stopIn(east, 'Market');
    expect(await stopIn(east, 'MARKET')).toMatchObject({
      status: 400,
      body: { title: ['A bus stop with this title already exists in this zone.'] },
    });
    expect((await stopIn(west, 'Market')).status).toBe(201);
  });

  it("refuses a zone that does not exist or is another school's", async () => {
    const elsewhere = await signedInAs(t);
    for (const other of ['00000000-0000-4000-8000-000000000000', await zone('Theirs', elsewhere)]) {
      expect(await stopIn(other, 'Nowhere')).toMatchObject({
        status: 400,
        body: { zone: ['Invalid zone.'] },
      });
    }
  });

  it('lists one zone’s stops (?zone=), searches title and description, orders by zone title', async () => {
    const [alpha, beta] = [await zone('Alpha Zone'), await zone('Beta Zone')];
    const a = (await stopIn(alpha, 'Baobab Corner', { description: 'Near the well' })).body.id;
    const b = (await stopIn(beta, 'Church Stage')).body.id;
    const ofZone = await t.request('GET', `${PATH}?zone=${beta}`, school.auth);
    expect(ofZone.body).toMatchObject({
      count: 1,
      results: [{ id: b, zone: beta, zone_title: 'Beta Zone' }],
    });
    expect((await t.request('GET', `${PATH}?zone=not-an-id`, school.auth)).body.count).toBe(0);
    for (const search of ['baobab', 'THE WELL']) {
      const found = await t.request('GET', `${PATH}?search=${encodeURIComponent(search)}`, school.auth);
      expect(found.body.results.map((row: { id: string }) => row.id)).toEqual([a]);
    }
    const both = await t.request('GET', `${PATH}?search=e&ordering=-zone_title&page_size=500`, school.auth);
    const ids = both.body.results.map((row: { id: string }) => row.id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
  });

  it('refuses to delete a stop that routes stop at, naming the routes (409), and keeps it', async () => {
    const z = await zone();
    const stop = (await stopIn(z, 'Mosque')).body.id;
    // The route network's tables are written directly: this branch tests bus stops, not the routes API.
    const vehicle = (await createVehicleRecord(t, school)).id;
    const period = (
      await t.request('POST', academicPeriodsResource.path, {
        ...school.auth,
        body: { title: 'Year', start_date: '2026-01-05', end_date: '2026-11-27' },
      })
    ).body.id;
    const route = async (code: string) => {
      const [row] = await t.database.db
        .insert(journeys)
        .values({
          tenant_id: school.tenantId,
          title: `Route ${code}`,
          code,
          direction: 1,
          start_time: '06:30',
          end_time: '07:45',
          default_vehicle_id: vehicle,
          academic_period_id: period,
        })
        .returning();
      await t.database.db.insert(journeyStops).values({
        tenant_id: school.tenantId,
        journey_id: row!.id,
        bus_stop_id: stop,
        sequence: 1,
        expected_time: '07:00',
      });
    };
    await route('R-07');
    expect(await t.request('DELETE', busStopsResource.itemPath(stop), school.auth)).toMatchObject({
      status: 409,
      body: { detail: 'This bus stop cannot be deleted: route R-07 stops at it.' },
    });
    for (const code of ['R-01', 'R-02', 'R-03', 'R-04', 'R-05']) await route(code);
    expect((await t.request('DELETE', busStopsResource.itemPath(stop), school.auth)).body).toEqual({
      detail:
        'This bus stop cannot be deleted: 6 routes stop at it (R-01, R-02, R-03, R-04, R-05 and 1 more).',
    });
    expect((await t.request('GET', busStopsResource.itemPath(stop), school.auth)).status).toBe(200);
  });
});
