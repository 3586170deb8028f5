import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { busStopsResource } from '@app/shared/bus-stops/bus-stop.schemas';
import { DATE_MESSAGES } from '@app/shared/common/dates';
import { english } from '@app/shared/i18n/english';
import { journeyStopsResource } from '@app/shared/journey-stops/journey-stop.schemas';
import { journeysResource } from '@app/shared/journeys/journey.schemas';
import { tripsResource } from '@app/shared/trips/trip.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { ANALYZE_AFTER_ROWS } from '../../db/analyze';
import { plannedRows } from '../../db/analyze.test-helpers';
import { queryRow } from '../../db/query-rows';
import { journeyStops } from '../journey-stops/journey-stops.table';
import { studentJourneys } from '../student-journeys/student-journeys.table';
import { vehiclePersonnel } from '../vehicle-personnel/vehicle-personnel.table';
import { tripStops } from './trip-stops.table';
import { trips } from './trips.table';
import { tripNetwork } from './trips.test-helpers';

// Trip generation (DESIGN §5; issue 10 §1): its rules, messages and races.
const { t, school } = await appWithSchool();
const network = tripNetwork(t);

describe('POST /transport/trips/generate-trips/', () => {
  it('answers the messages of the Generate Trips modal', async () => {
    for (const body of [{}, { start_date: '', end_date: '' }]) {
      expect(await network.generate(school, body)).toMatchObject({
        status: 400,
        body: { start_date: ['Start date is required'], end_date: ['End date is required'] },
      });
    }
    expect(
      await network.generate(school, { start_date: '2026-03-06', end_date: '2026-03-05' }),
    ).toMatchObject({
      status: 400,
      body: { end_date: ['End date must be on or after the start date'] },
    });
    // 366 days, both included, is the most one generation covers.
    expect(
      (await network.generate(school, { start_date: '2026-01-01', end_date: '2027-01-01' })).status,
    ).toBe(200);
    expect(
      await network.generate(school, { start_date: '2026-01-01', end_date: '2027-01-02' }),
    ).toMatchObject({
      status: 400,
      body: { end_date: ['Generate at most 366 days at a time'] },
    });
    // Issue 19: no trips for a day no school can mean.
    const outside = english(DATE_MESSAGES.schoolYears(new Date().getUTCFullYear() + 5));
    expect(
      await network.generate(school, { start_date: '9999-12-31', end_date: '9999-12-31' }),
    ).toMatchObject({ status: 400, body: { start_date: [outside], end_date: [outside] } });
  });
});

/** A school of its own for a test, so that generation's counts are of that test's routes only. */
const newSchool = () => signedInAs(t, { role: 100 });
const week = { start_date: '2026-03-02', end_date: '2026-03-06' }; // Monday to Friday
const datesOf = async (journey: string) => (await network.tripsOf(journey)).map((trip) => trip.journey_date);

describe('which trips a generation makes', () => {
  it('makes one trip per active route and date, skipping Saturday and Sunday only when asked', async () => {
    const as = await newSchool();
    const route = await network.route(as);
    const friday_to_monday = { start_date: '2026-03-06', end_date: '2026-03-09' };
    expect((await network.generate(as, { ...friday_to_monday, skip_weekends: true })).body).toEqual({
      created: 2,
      skipped: 0,
      start_date: '2026-03-06',
      end_date: '2026-03-09',
    });
    expect(await datesOf(route.id)).toEqual(['2026-03-06', '2026-03-09']);
    expect((await network.generate(as, friday_to_monday)).body).toMatchObject({ created: 2, skipped: 2 });
    expect(await datesOf(route.id)).toEqual(['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09']);
  });

  it("keeps to each route's academic period, both ends included, and leaves inactive routes out", async () => {
    const as = await newSchool();
    const short = await network.route(as, { period: ['2026-03-03', '2026-03-05'] });
    const later = await network.route(as, { period: ['2026-03-07', '2026-06-30'] });
    const inactive = await network.route(as, { fields: { is_active: false } });
    expect((await network.generate(as, week)).body).toMatchObject({ created: 3, skipped: 0 });
    expect(await datesOf(short.id)).toEqual(['2026-03-03', '2026-03-04', '2026-03-05']);
    expect(await datesOf(later.id)).toEqual([]);
    expect(await datesOf(inactive.id)).toEqual([]);
  });

  it('copies the vehicle, the attendant, the driver on each date, and the stops with their times', async () => {
    const as = await newSchool();
    const attendant = await network.employee(as, 'Wanjiru');
    const route = await network.route(as, { stops: ['Gate', 'Market', 'School'], fields: { attendant } });
    const unstaffed = await network.route(as);
    const [first, second, benched] = [
      await network.employee(as, 'Otieno'),
      await network.employee(as, 'Kamau'),
      await network.employee(as, 'Njoroge'),
    ];
    await network.driver(as, route.default_vehicle, first, '2026-02-01', '2026-03-03');
    await network.driver(as, route.default_vehicle, second, '2026-03-04', '2026-03-31');
    // An inactive assignment drives nothing.
    await network.driver(as, unstaffed.default_vehicle, benched, '2026-03-01', '2026-03-31');
    await t.database.db
      .update(vehiclePersonnel)
      .set({ is_active: false })
      .where(eq(vehiclePersonnel.driver_id, benched));

    await network.generate(as, week);
    const trips = await network.tripsOf(route.id);
    expect(trips.map((trip) => [trip.journey_date, trip.driver_id])).toEqual([
      ['2026-03-02', first],
      ['2026-03-03', first],
      ['2026-03-04', second],
      ['2026-03-05', second],
      ['2026-03-06', second],
    ]);
    for (const trip of trips) {
      expect(trip).toMatchObject({ vehicle_id: route.default_vehicle, attendant_id: attendant, status: 1 });
    }
    expect((await network.tripsOf(unstaffed.id)).map((trip) => [trip.driver_id, trip.attendant_id])).toEqual(
      Array(5).fill([null, null]),
    );
    const monday = await network.tripOn(route.id, '2026-03-02');
    expect(
      monday!.stops.map((stop) => [
        stop.journey_stop_id,
        stop.bus_stop_id,
        stop.sequence,
        stop.expected_time,
      ]),
    ).toEqual(route.stops.map((stop) => [stop.id, stop.bus_stop, stop.sequence, stop.expected_time]));
  });
});

describe('who a trip expects', () => {
  it('boards and leaves each rider at their points on the weekdays of their schedule', async () => {
    const as = await newSchool();
    const route = await network.route(as, { stops: ['Gate', 'Market', 'School'] });
    const [gate, market, gateOfSchool] = route.stops.map((stop) => stop.id);
    const daily = (await network.student(as, 'Amani')).id;
    const mondaysAndWednesdays = (await network.student(as, 'Baraka')).id;
    const homeOnly = (await network.student(as, 'Chebet')).id;
    const former = (await network.student(as, 'Dalmas')).id;
    await network.assign(as, { student: daily, journey: route.id, pick: gate, drop: gateOfSchool });
    await network.assign(as, {
      student: mondaysAndWednesdays,
      journey: route.id,
      pick: market,
      drop: gateOfSchool,
      weekdays: 0b101,
    });
    await network.assign(as, { student: homeOnly, journey: route.id, drop: market, weekdays: 0b1111111 });
    await network.assign(as, { student: former, journey: route.id, pick: gate, is_active: false });

    await network.generate(as, week);
    const riders = async (date: string) =>
      (await network.tripOn(route.id, date))!.stops.map((stop) => [
        [...stop.pick_students].sort(),
        [...stop.drop_students].sort(),
      ]);
    const sorted = (...ids: string[]) => ids.sort();
    expect(await riders('2026-03-02')).toEqual([
      [[daily], []],
      [[mondaysAndWednesdays], [homeOnly]],
      [[], sorted(daily, mondaysAndWednesdays)],
    ]);
    expect(await riders('2026-03-03')).toEqual([
      [[daily], []],
      [[], [homeOnly]],
      [[], [daily]],
    ]);
    expect((await riders('2026-03-04'))[1]).toEqual([[mondaysAndWednesdays], [homeOnly]]);
  });

  it('leaves out a restricted student on the dates of the restriction (both ends) and for its event only', async () => {
    const as = await newSchool();
    const route = await network.route(as, { stops: ['Gate', 'School'] });
    const [gate, gateOfSchool] = route.stops.map((stop) => stop.id);
    const amani = (await network.student(as, 'Amani')).id;
    const baraka = (await network.student(as, 'Baraka')).id;
    for (const student of [amani, baraka])
      await network.assign(as, { student, journey: route.id, pick: gate, drop: gateOfSchool });
    // Amani is not picked up Tuesday and Wednesday; Baraka not dropped off Friday (and beyond).
    await network.restrict(as, amani, 3, '2026-03-03', '2026-03-04');
    await network.restrict(as, baraka, 5, '2026-03-06', '2026-04-30');
    // A restriction outside the range changes nothing.
    await network.restrict(as, baraka, 3, '2026-02-01', '2026-03-01');

    await network.generate(as, week);
    const riders = async (date: string) => {
      const [boarding, leaving] = (await network.tripOn(route.id, date))!.stops;
      return { picks: [...boarding!.pick_students].sort(), drops: [...leaving!.drop_students].sort() };
    };
    const both = [amani, baraka].sort();
    expect(await riders('2026-03-02')).toEqual({ picks: both, drops: both });
    expect(await riders('2026-03-03')).toEqual({ picks: [baraka], drops: both });
    expect(await riders('2026-03-04')).toEqual({ picks: [baraka], drops: both });
    expect(await riders('2026-03-05')).toEqual({ picks: both, drops: both });
    expect(await riders('2026-03-06')).toEqual({ picks: both, drops: [amani] });
  });
});

describe('generating again', () => {
  it('makes only what is missing and leaves existing trips as they are', async () => {
    const as = await newSchool();
    const route = await network.route(as);
    const student = (await network.student(as, 'Amani')).id;
    expect((await network.generate(as, week)).body).toMatchObject({ created: 5, skipped: 0 });
    const [monday] = await network.tripsOf(route.id);
    await t.database.db.update(trips).set({ status: 3 }).where(eq(trips.id, monday!.id));
    // A rider assigned since is not added to trips already made.
    await network.assign(as, { student, journey: route.id, pick: route.stops[0]!.id });
    const added = await network.route(as);

    expect((await network.generate(as, week)).body).toMatchObject({ created: 5, skipped: 5 });
    expect((await network.generate(as, week)).body).toMatchObject({ created: 0, skipped: 10 });
    const again = await network.tripsOf(route.id);
    expect(again.map((trip) => trip.id)).toContain(monday!.id);
    expect(again.find((trip) => trip.id === monday!.id)!.status).toBe(3);
    expect((await network.tripOn(route.id, '2026-03-02'))!.stops[0]!.pick_students).toEqual([]);
    expect(await datesOf(added.id)).toHaveLength(5);
  });

  it('leaves the planner knowing the trips and stops a large generation made (ADR 015)', async () => {
    const as = await newSchool();
    for (let i = 0; i < 4; i++) await network.route(as);
    const year = { start_date: '2026-01-01', end_date: '2026-12-31' };
    const { body } = await network.generate(as, year);
    expect(body.created).toBeGreaterThanOrEqual(ANALYZE_AFTER_ROWS);
    // Without it the next statement reading them (a restriction import fixing riders) planned on the
    // sizes from before: seen taking 18.7 s a batch of 1,000 instead of 0.35 s.
    const [tripRows, stopRows] = await plannedRows(t.database.db, ['trips', 'trip_stops']);
    expect(tripRows).toBeGreaterThanOrEqual(body.created);
    expect(stopRows).toBeGreaterThanOrEqual(2 * body.created);
  });

  it('never doubles a trip when two generations run at once', async () => {
    const as = await newSchool();
    const routes = [await network.route(as), await network.route(as), await network.route(as)];
    const month = { start_date: '2026-03-01', end_date: '2026-03-31' };
    const answers = await whileTripsLocked(() =>
      Promise.all([network.generate(as, month), network.generate(as, month)]),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const created = answers.reduce((sum, answer) => sum + answer.body.created, 0);
    const skipped = answers.reduce((sum, answer) => sum + answer.body.skipped, 0);
    expect({ created, skipped }).toEqual({ created: 93, skipped: 93 });
    for (const route of routes) {
      expect(await datesOf(route.id)).toHaveLength(31);
      const stops = await t.database.db.$count(
        tripStops,
        inArray(
          tripStops.trip_id,
          (await network.tripsOf(route.id)).map((trip) => trip.id),
        ),
      );
      expect(stops).toBe(31 * 2);
    }
  });
});

/**
 * Runs `work` while the trips table is locked (on PostgreSQL; the embedded database runs one
 * statement at a time anyway) until both its generations wait for the lock, so that they really
 * write at the same moment.
 */
async function whileTripsLocked<T>(work: () => Promise<T>): Promise<T> {
  if (t.database.kind !== 'postgres') return work();
  let result!: Promise<T>;
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table trips in share mode`);
    result = work();
    // Waiting already while their statements are parsed, before pg_stat_activity shows them.
    const waiting = sql`select count(*)::int as n from pg_locks
      where relation = 'trips'::regclass and not granted`;
    while ((await queryRow<{ n: number }>(tx, waiting)).n < 2) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return result;
}

describe('a route with trips', () => {
  it('cannot be deleted: 409 naming its trips, and its stops and riders stay', async () => {
    const as = await newSchool();
    const route = await network.route(as);
    const student = (await network.student(as, 'Amani')).id;
    await network.assign(as, { student, journey: route.id, pick: route.stops[0]!.id });
    await network.generate(as, { start_date: '2026-03-02', end_date: '2026-03-04' });

    const response = await t.request('DELETE', journeysResource.itemPath(route.id), as.auth);
    expect(response).toMatchObject({
      status: 409,
      body: { detail: 'This route cannot be deleted: it has 3 trips.' },
    });
    expect(await t.database.db.$count(studentJourneys, eq(studentJourneys.journey_id, route.id))).toBe(1);
    expect(await t.database.db.$count(journeyStops, eq(journeyStops.journey_id, route.id))).toBe(2);
    expect((await t.request('GET', journeysResource.itemPath(route.id), as.auth)).status).toBe(200);
  });
});

describe("a trip's stops", () => {
  it('keep the bus stop as it was that day: its route may drop it and the stop be deleted', async () => {
    const as = await newSchool();
    const route = await network.route(as, { stops: ['Kanisa', 'School'] });
    await network.generate(as, { start_date: '2026-03-02', end_date: '2026-03-02' });
    const [trip] = await network.tripsOf(route.id);
    const kanisa = route.stops[0]!;

    expect((await t.request('DELETE', journeyStopsResource.itemPath(kanisa.id), as.auth)).status).toBe(204);
    expect((await t.request('DELETE', busStopsResource.itemPath(kanisa.bus_stop), as.auth)).status).toBe(204);
    const detail = await t.request('GET', tripsResource.itemPath(trip!.id), as.auth);
    expect(detail.status).toBe(200);
    expect(detail.body.journey_stops).toMatchObject([
      {
        sequence: 1,
        bus_stop: kanisa.bus_stop,
        bus_stop_title: 'Kanisa',
        latitude: -1.2921,
        longitude: 36.8219,
      },
      { sequence: 2, bus_stop_title: 'School' },
    ]);
  });

  it('go with their trips, whether one trip or a whole school is deleted', async () => {
    const as = await newSchool();
    const route = await network.route(as);
    await network.generate(as, { start_date: '2026-03-02', end_date: '2026-03-04' });
    const tripIds = (await network.tripsOf(route.id)).map((trip) => trip.id);
    const stopsOf = (ids: string[]) => t.database.db.$count(tripStops, inArray(tripStops.trip_id, ids));
    expect(await stopsOf(tripIds)).toBe(6);

    await t.database.db.delete(trips).where(eq(trips.id, tripIds[0]!));
    expect(await stopsOf(tripIds)).toBe(4);
    await t.database.db.execute(sql`delete from tenants where id = ${as.tenantId}`);
    expect(await stopsOf(tripIds)).toBe(0);
  });
});
