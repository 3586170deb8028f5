import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tripsResource, type Trip, type TripDetail } from '@app/shared/trips/trip.schemas';
import { appWithSchool, type SignedIn } from '../../../test/factories';
import { tripNetwork } from './trips.test-helpers';
import { trips } from './trips.table';

// Trip Management and Trip details reads (spec part 2; issue 10 §2–3). Trips are made by generation
// (its own rules: trip-generation.routes.test.ts); here one week of two routes.
const { t, school } = await appWithSchool();
const network = tripNetwork(t);
const list = (query = '', as: SignedIn = school) =>
  t.request('GET', `${tripsResource.path}${query}`, as.auth);
const detail = (id: string, as: SignedIn = school) => t.request('GET', tripsResource.itemPath(id), as.auth);

let north: Awaited<ReturnType<typeof network.route>>;
let east: Awaited<ReturnType<typeof network.route>>;
let amani: string;
let baraka: string;
let driver: string;
let attendant: string;
beforeAll(async () => {
  driver = await network.employee(school, 'Otieno');
  attendant = await network.employee(school, 'Wanjiru');
  north = await network.route(school, {
    stops: ['Kilimani Gate', 'Yaya Centre', 'School'],
    fields: { code: 'NTH-1', title: 'Northern Loop', attendant },
  });
  east = await network.route(school, { fields: { code: 'EST-2', title: 'Eastlands', direction: 2 } });
  await network.driver(school, north.default_vehicle, driver, '2026-03-01', '2026-03-31');
  amani = (await network.student(school, 'Amani')).id;
  baraka = (await network.student(school, 'Baraka')).id;
  const [gate, yaya, gateOfSchool] = north.stops.map((stop) => stop.id);
  await network.assign(school, { student: amani, journey: north.id, pick: gate, drop: gateOfSchool });
  await network.assign(school, { student: baraka, journey: north.id, pick: yaya, drop: gateOfSchool });
  // Monday 2 to Friday 6 March 2026.
  const generated = await network.generate(school, { start_date: '2026-03-02', end_date: '2026-03-06' });
  expect(generated.body).toMatchObject({ created: 10, skipped: 0 });
});

const tripOf = async (journey: string, date: string) => (await network.tripOn(journey, date))!;

describe('GET /transport/trips/', () => {
  it('lists trips by date, then route code, each as Trip Management shows it', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(10);
    const order = response.body.results.map((trip: Trip) => `${trip.journey_date} ${trip.journey_code}`);
    expect(order.slice(0, 3)).toEqual(['2026-03-02 EST-2', '2026-03-02 NTH-1', '2026-03-03 EST-2']);
    const monday = response.body.results[1] as Trip;
    expect(monday).toEqual({
      id: (await tripOf(north.id, '2026-03-02')).id,
      journey: north.id,
      journey_title: 'Northern Loop',
      journey_code: 'NTH-1',
      journey_direction: 1,
      journey_direction_title: 'To School',
      journey_date: '2026-03-02',
      status: 1,
      status_title: 'Scheduled',
      detail: '',
      vehicle: north.default_vehicle,
      vehicle_registration_number: north.default_vehicle_details.registration_number,
      vehicle_code: north.default_vehicle_details.code,
      driver,
      driver_name: 'Otieno Atieno',
      attendant,
      attendant_name: 'Wanjiru Atieno',
      notes: '',
      odometer_start: null,
      odometer_end: null,
      started_at: null,
      ended_at: null,
      empty_bus_checked_at: null,
      empty_bus_latitude: null,
      empty_bus_longitude: null,
      document_override_reason: null,
      document_override_by: null,
      document_override_by_name: null,
      document_override_at: null,
    });
    expect(response.body.results[0]).toMatchObject({
      journey_direction_title: 'From School',
      driver: null,
      driver_name: null,
      attendant_name: null,
    });
  });

  it('filters by status, dates (both included), route, vehicle and driver', async () => {
    const done = await tripOf(north.id, '2026-03-03');
    await t.database.db.update(trips).set({ status: 3 }).where(eq(trips.id, done.id));
    const ids = async (query: string) => {
      const response = await list(query);
      expect(response.status, query).toBe(200);
      return response.body.results.map((trip: Trip) => trip.id);
    };
    expect(await ids('?status=3')).toEqual([done.id]);
    expect(await ids('?status=2')).toEqual([]);
    expect(await ids('?start_date=2026-03-05&end_date=2026-03-06')).toHaveLength(4);
    expect(await ids('?start_date=2026-03-06')).toHaveLength(2);
    expect(await ids('?end_date=2026-03-02')).toHaveLength(2);
    expect(await ids(`?journey=${east.id}`)).toHaveLength(5);
    expect(await ids(`?vehicle=${north.default_vehicle}&status=3`)).toEqual([done.id]);
    expect(await ids(`?driver=${driver}&start_date=2026-03-03&end_date=2026-03-03`)).toEqual([done.id]);
    // An id that names nothing matches nothing.
    expect(await ids('?driver=not-an-id')).toEqual([]);
    expect((await list('?status=5')).body).toEqual({ status: ['Use 1 (Scheduled) to 4 (Cancelled)'] });
    expect((await list('?start_date=2026-02-30')).body).toEqual({
      start_date: ['2026-02-30 is not a date: February 2026 has 28 days'],
    });
  });

  it('searches route code and title, vehicle registration and driver name', async () => {
    const count = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`)).body.count as number;
    expect(await count('nth-1')).toBe(5);
    expect(await count('eastlands')).toBe(5);
    expect(await count(east.default_vehicle_details.registration_number.toLowerCase())).toBe(5);
    expect(await count('otieno')).toBe(5);
    expect(await count('nobody rides')).toBe(0);
  });

  it('pages and orders', async () => {
    const first = await list('?page_size=4');
    expect(first.body).toMatchObject({ count: 10, previous: null });
    expect(first.body.results).toHaveLength(4);
    expect(first.body.next).toContain('page=2');
    const last = await list('?page_size=4&page=3');
    expect(last.body.results).toHaveLength(2);
    expect(last.body.next).toBeNull();
    const latest = await list('?ordering=-journey_date&page_size=2');
    expect(latest.body.results.map((trip: Trip) => trip.journey_date)).toEqual(['2026-03-06', '2026-03-06']);
    const byStatus = await list('?ordering=-status&page_size=1');
    expect(byStatus.body.results[0].status).toBe(3);
    expect((await list('?ordering=driver')).status).toBe(400);
  });
});

describe('GET /transport/trips/:id/', () => {
  it('reads the trip with its stops in order, their riders and what the events say of them', async () => {
    const trip = await tripOf(north.id, '2026-03-04');
    const [gate, yaya, gateOfSchool] = trip.stops;
    await network.event(school, trip.id, 1, { notes: 'Left the depot', at: '2026-03-04T03:55:00Z' });
    await network.event(school, trip.id, 2, { stop: gate!.id, at: '2026-03-04T04:09:00Z' });
    // A second arrival at the same stop does not move the first.
    await network.event(school, trip.id, 2, { stop: gate!.id, at: '2026-03-04T04:12:00Z' });
    await network.event(school, trip.id, 3, { stop: gate!.id, student: amani, at: '2026-03-04T04:10:00Z' });
    await network.event(school, trip.id, 4, { stop: gate!.id, at: '2026-03-04T04:11:30Z' });
    await network.event(school, trip.id, 8, { stop: yaya!.id, student: baraka, at: '2026-03-04T04:20:00Z' });
    await network.event(school, trip.id, 6, { notes: 'Flat tyre', at: '2026-03-04T04:25:00Z' });

    const response = await detail(trip.id);
    expect(response.status).toBe(200);
    const body = response.body as TripDetail;
    // The latest status change's notes; an incident is no status change.
    expect(body).toMatchObject({ id: trip.id, journey_code: 'NTH-1', detail: 'Left the depot' });
    expect(
      body.journey_stops.map((stop) => [stop.sequence, stop.bus_stop_title, stop.expected_time]),
    ).toEqual([
      [1, 'Kilimani Gate', '07:10:00'],
      [2, 'Yaya Centre', '07:20:00'],
      [3, 'School', '07:30:00'],
    ]);
    expect(body.journey_stops[0]).toEqual({
      id: gate!.id,
      sequence: 1,
      bus_stop: gate!.bus_stop_id,
      bus_stop_title: 'Kilimani Gate',
      expected_time: '07:10:00',
      latitude: -1.2921,
      longitude: 36.8219,
      arrived_at: '2026-03-04T04:09:00.000Z',
      departed_at: '2026-03-04T04:11:30.000Z',
      pickups: 1,
      dropoffs: 0,
      pick_students: [{ student: amani, student_name: 'Amani Mutua', status: 'picked_up' }],
      drop_students: [],
    });
    expect(body.journey_stops[1]).toMatchObject({
      arrived_at: null,
      departed_at: null,
      pick_students: [{ student: baraka, status: 'absent' }],
    });
    expect(body.journey_stops[2]).toMatchObject({
      pickups: 0,
      dropoffs: 2,
      drop_students: [
        { student: amani, student_name: 'Amani Mutua', status: 'picked_up' },
        { student: baraka, student_name: 'Baraka Mutua', status: 'absent' },
      ],
    });

    // Dropped at school: the latest of the student's events counts.
    await network.event(school, trip.id, 5, {
      stop: gateOfSchool!.id,
      student: amani,
      at: '2026-03-04T04:31:00Z',
    });
    const after = (await detail(trip.id)).body as TripDetail;
    expect(after.journey_stops[2]!.drop_students[0]).toMatchObject({ student: amani, status: 'dropped_off' });
    // Another trip of the same route knows nothing of these events.
    const thursday = (await detail((await tripOf(north.id, '2026-03-05')).id)).body as TripDetail;
    expect(thursday.detail).toBe('');
    expect(thursday.journey_stops[0]).toMatchObject({
      arrived_at: null,
      pick_students: [{ student: amani, status: 'expected' }],
    });
  });

  it("answers 404 'Trip not found.' for a missing trip or an id that cannot be one", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(await detail(id)).toMatchObject({ status: 404, body: { detail: 'Trip not found.' } });
    }
  });
});
