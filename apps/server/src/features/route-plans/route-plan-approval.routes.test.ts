import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appWithSchool, createVehicleRecord, signedInAs } from '../../../test/factories';
import { day } from '../students/people.test-helpers';
import { planFixtures, near } from './route-plans.test-helpers';

const { t, school } = await appWithSchool();
const f = planFixtures(t);
let fixture: Awaited<ReturnType<typeof f.school>>;

beforeAll(async () => {
  fixture = await f.school(school);
});

/** What an approval writes, counted: the school's routes, route stops, bus stops and assignments. */
const written = async () => ({
  routes: await f.count(school, 'journeys'),
  routeStops: await f.count(school, 'journey_stops'),
  busStops: await f.count(school, 'bus_stops'),
  assignments: await f.count(school, 'student_journeys'),
  entries: await f.count(school, 'audit_log'),
});

describe('approving a plan', () => {
  it('refuses a plan made before the routes or riders changed, and writes nothing', async () => {
    const plan = await f.ready(school);
    const pupil = await f.people.student(school, { first_name: 'Latecomer' });
    await f.network.assign(school, {
      student: pupil.id,
      journey: fixture.route,
      drop: fixture.stops[0]!.routeStop,
    });
    const before = await written();
    expect(await f.call(school, plan.id, 'approve')).toMatchObject({
      status: 409,
      body: { detail: "The school's routes or riders changed after this plan was made. Plan again." },
    });
    expect(await written()).toEqual(before);
    expect((await f.read(school, plan.id)).body.state).toBe('ready');
  });

  it('writes nothing when a vehicle of the plan was deleted meanwhile (a failure half way)', async () => {
    const plan = await f.ready(school);
    const before = await written();
    for (const vehicle of fixture.vehicles) {
      expect((await t.request('DELETE', `/transport/vehicles/${vehicle}/`, school.auth)).status).toBe(204);
    }
    // The new stop would be written before the routes that need the vehicle.
    expect(plan.proposal!.routes.some((route) => route.stops.some((stop) => !stop.bus_stop))).toBe(true);
    expect(await f.call(school, plan.id, 'approve')).toMatchObject({
      status: 409,
      body: { detail: 'A vehicle, stop or student of this plan no longer exists. Plan again.' },
    });
    expect(await written()).toEqual(before);
    fixture.vehicles = [
      (await createVehicleRecord(t, school, { max_capacity: 40 })).id,
      (await createVehicleRecord(t, school, { max_capacity: 40 })).id,
    ];
  });

  it("makes the plan's routes, stops and riders in one go, retires today's, and audits each assignment", async () => {
    const plan = await f.ready(school);
    const proposal = plan.proposal!;
    const before = await written();
    // Every assignment on today's route ends: the ten riders', and those of the pupils with no pick-up point.
    const ended = await f.count(
      school,
      'student_journeys',
      sql`and journey_id = ${fixture.route} and is_active`,
    );
    expect(ended).toBe(12);
    const approved = await f.call(school, plan.id, 'approve', { retire_current: true });
    expect(approved).toMatchObject({ status: 200, body: { retired: 1 } });
    const codes = approved.body.routes.map((route: { code: string }) => route.code);
    expect(codes).toEqual(proposal.routes.map((route) => `P${String(route.number).padStart(2, '0')}-AM`));

    const stops = proposal.routes.reduce((sum, route) => sum + route.stops.length, 0);
    const riders = proposal.totals.riders;
    expect(await written()).toEqual({
      routes: before.routes + proposal.routes.length,
      routeStops: before.routeStops + stops,
      busStops: before.busStops + 1,
      assignments: before.assignments + riders,
      entries: before.entries + riders + ended,
    });
    const routes = await f.routesOf(school);
    expect(routes.find((route) => route.id === fixture.route)?.is_active).toBe(false);
    for (const { id } of approved.body.routes) {
      const read = await t.request('GET', `/transport/journeys/${id}/`, school.auth);
      const number = Number(read.body.code.slice(1, 3));
      const planned = proposal.routes.find((route) => route.number === number)!;
      expect(read.body).toMatchObject({
        title: `Planned route ${number} to school`,
        direction: 1,
        start_time: `${planned.start_time}:00`,
        end_time: `${planned.end_time}:00`,
        default_vehicle: planned.vehicle!.id,
        academic_period: fixture.period,
        is_active: true,
      });
      const assigned = await t.request(
        'GET',
        `/transport/student-journeys/?journey=${id}&page_size=500`,
        school.auth,
      );
      expect(assigned.body.count).toBe(planned.load);
      for (const rider of assigned.body.results) {
        expect(rider).toMatchObject({ is_active: true, drop_point: null, pick_point: expect.any(String) });
        expect(rider.schedule.filter((day: { is_active: boolean }) => day.is_active)).toHaveLength(5);
      }
    }
    const old = await t.request('GET', `/transport/student-journeys/?journey=${fixture.route}`, school.auth);
    expect(old.body.results.every((rider: { is_active: boolean }) => !rider.is_active)).toBe(true);
    expect(
      await f.count(school, 'audit_log', sql`and record_type = 'student-journey' and action = 'update'`),
    ).toBe(ended);
    // The new stop, in the zone of the stop it is named after.
    expect(await f.stopTitles(school, fixture.zone)).toContainEqual(
      expect.stringMatching(/^New stop 1 near /),
    );
    expect((await f.read(school, plan.id)).body.state).toBe('approved');
    expect(await f.call(school, plan.id, 'approve')).toMatchObject({
      status: 409,
      body: { detail: 'Only a plan that is ready can be approved.' },
    });
  });

  it('refuses a plan with a route the fleet has no vehicle for', async () => {
    // Three pupils at one stop, one van of two seats: two routes, one without a vehicle.
    const small = await signedInAs(t);
    await f.locate(small);
    const period = await f.people.period(small, day(-30), day(300));
    const van = (await createVehicleRecord(t, small, { max_capacity: 2 })).id;
    const route = await f.network.journey(small, { academic_period: period, default_vehicle: van });
    const busStop = await f.busStop(small, await f.zone(small), 'Gate', near(2));
    const stop = await t.request('POST', '/transport/journey-stops/', {
      ...small.auth,
      body: { journey: route.id, bus_stop: busStop, sequence: 1, expected_time: '07:30' },
    });
    for (const name of ['Ann', 'Ben', 'Cid']) {
      const pupil = await f.people.student(small, { first_name: name });
      await f.network.assign(small, { student: pupil.id, journey: route.id, pick: stop.body.id });
    }
    const plan = await f.ready(small);
    expect(plan.proposal!.routes.map((found) => [found.load, found.vehicle?.id ?? null])).toEqual([
      [2, van],
      [1, null],
    ]);
    expect(await f.call(small, plan.id, 'approve')).toMatchObject({
      status: 409,
      body: { detail: 'Route 2 of this plan has no vehicle. Add vehicles and plan again.' },
    });
  });
});
