import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PLANS_PATH, type RoutePlan } from '@app/shared/route-plans/route-plan.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { queryRow } from '../../db/query-rows';
import { planFixtures } from './route-plans.test-helpers';

const { t, school } = await appWithSchool();
const f = planFixtures(t);
let fixture: Awaited<ReturnType<typeof f.school>>;
let plan: RoutePlan;

beforeAll(async () => {
  fixture = await f.school(school);
});

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('planning routes', () => {
  it('refuses a direction or time it cannot plan, field by field', async () => {
    for (const [body, field, message] of [
      [{ direction: 3 }, 'direction', 'Choose to school (1) or from school (2)'],
      [{ seconds: 5 }, 'direction', 'Choose to school (1) or from school (2)'],
      [{ direction: 1, seconds: 4 }, 'seconds', 'Give the planner from 5 to 120 seconds'],
      [{ direction: 1, seconds: 121 }, 'seconds', 'Give the planner from 5 to 120 seconds'],
      [{ direction: 1, seconds: 5.5 }, 'seconds', 'Give the planner from 5 to 120 seconds'],
    ] as const) {
      const response = await f.plan(school, body);
      expect(response, JSON.stringify(body)).toMatchObject({ status: 400, body: { [field]: [message] } });
    }
  });

  it("answers 409 until the school's location is set, and without an active vehicle", async () => {
    const other = await signedInAs(t);
    expect(await f.plan(other)).toMatchObject({
      status: 409,
      body: { detail: "Set the school's location in School Settings before planning routes." },
    });
    await f.locate(other);
    expect(await f.plan(other)).toMatchObject({
      status: 409,
      body: { detail: 'Add an active vehicle before planning routes.' },
    });
  });

  it('answers at once with the plan running, refuses a second one meanwhile, and finds the proposal', async () => {
    const started = await f.plan(school);
    expect(started).toMatchObject({
      status: 202,
      body: {
        direction: 1,
        state: 'running',
        progress: 0,
        seconds: 5,
        proposal: null,
        error: null,
        detour_factor: 1.35,
        detour_basis: 'default',
        // Today's route: one bus, ten riders.
        current: { buses: 1, routes: 1, riders: 10 },
      },
    });
    expect(await f.plan(school, { direction: 1, seconds: 5 })).toMatchObject({
      status: 409,
      body: { detail: 'Routes are already being planned for this school. Wait for that plan or cancel it.' },
    });
    // Its progress written about once a second while it searches.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const midway = await f.read(school, started.body.id);
    expect(midway.body).toMatchObject({ state: 'running', progress: expect.any(Number) });
    expect(midway.body.progress).toBeGreaterThan(0.2);
    expect(midway.body.progress).toBeLessThan(1);
    plan = await f.finished(school, started.body.id);
    expect(plan).toMatchObject({ state: 'ready', progress: 1, finished_at: expect.any(String) });
  });

  it('places every pupil once: riders at their stops, a home at the stop within the walk, a new stop where none is', () => {
    const proposal = plan.proposal!;
    const placed = proposal.routes.flatMap((route) =>
      route.stops.flatMap((stop) => stop.riders.map((rider) => rider.student)),
    );
    const expected = [...fixture.riders, fixture.walker.id, fixture.faraway.id];
    expect([...placed].sort()).toEqual([...expected].sort());
    expect(proposal.unplaced).toEqual([{ student: fixture.unplaced.id, name: 'Nopoint Nohome' }]);
    const stopOf = (student: string) =>
      proposal.routes
        .flatMap((route) => route.stops)
        .find((stop) => stop.riders.some((r) => r.student === student))!;
    expect(stopOf(fixture.walker.id).bus_stop).toBe(fixture.stops[1]!.busStop);
    expect(stopOf(fixture.faraway.id)).toMatchObject({
      bus_stop: null,
      title: expect.stringMatching(/^New stop 1 near Planning stop \d+$/),
      riders: [{ student: fixture.faraway.id, name: 'Faraway East' }],
    });
  });

  it('keeps loads within seats, times in order, rides within the limit, and totals that add up', () => {
    const proposal = plan.proposal!;
    for (const route of proposal.routes) {
      expect(fixture.vehicles).toContain(route.vehicle!.id);
      const load = route.stops.reduce((sum, stop) => sum + stop.riders.length, 0);
      expect(route.load).toBe(load);
      expect(load).toBeLessThanOrEqual(route.vehicle!.max_capacity);
      const times = [route.start_time, ...route.stops.map((stop) => stop.expected_time), route.end_time].map(
        minutesOf,
      );
      expect(times).toEqual([...times].sort((a, b) => a - b));
      // To school by the arrival window's end (07:45), unloaded.
      expect(minutesOf(route.end_time)).toBeLessThanOrEqual(minutesOf('07:45'));
      expect(route.longest_ride_minutes).toBeLessThanOrEqual(45);
      expect(route.kilometres).toBeGreaterThan(0);
    }
    const { totals } = proposal;
    expect(totals).toMatchObject({
      routes: proposal.routes.length,
      buses: proposal.routes.length,
      riders: 12,
      longest_ride_minutes: Math.max(...proposal.routes.map((route) => route.longest_ride_minutes)),
    });
    expect(totals.kilometres).toBeCloseTo(
      proposal.routes.reduce((sum, route) => sum + route.kilometres, 0),
      0,
    );
    expect(totals.average_ride_minutes).toBeLessThanOrEqual(totals.longest_ride_minutes);
    // Two buses of 40 for twelve pupils: no more buses than the one the school runs today, or one more
    // where the ride limit splits them.
    expect(totals.buses).toBeLessThanOrEqual(2);
  });

  it('plans the way home from the dismissal, the stops in driving order after it', async () => {
    // No route runs home yet: only the pupils with a home are planned, from the stops they would walk to.
    const home = await f.ready(school, { direction: 2, seconds: 5 });
    expect(home.current).toMatchObject({ buses: 0, routes: 0, riders: 0 });
    const stops = home.proposal!.routes.flatMap((route) => route.stops);
    expect(stops.flatMap((stop) => stop.riders.map((rider) => rider.name)).sort()).toEqual([
      'Faraway East',
      'Walker Near',
    ]);
    for (const route of home.proposal!.routes) {
      expect(route.start_time).toBe('15:30');
      const times = [route.start_time, ...route.stops.map((stop) => stop.expected_time)].map(minutesOf);
      expect(times[1]).toBeGreaterThan(times[0]!);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(route.end_time).toBe(route.stops.at(-1)!.expected_time);
    }
  });

  it("lists the school's plans, newest first, and never another school's", async () => {
    const list = await t.request('GET', ROUTE_PLANS_PATH, school.auth);
    expect(list).toMatchObject({ status: 200, body: { count: 2, next: null, previous: null } });
    expect(list.body.results.map((found: RoutePlan) => found.direction)).toEqual([2, 1]);
    expect(list.body.results[1]).toEqual(plan);
    const other = await signedInAs(t);
    expect((await t.request('GET', ROUTE_PLANS_PATH, other.auth)).body).toMatchObject({
      count: 0,
      results: [],
    });
  });

  it('downloads the proposal as CSV, a line per stop', async () => {
    const file = await f.read(school, plan.id, 'csv/');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="route-plan-.*\.csv"$/);
    const lines = String(file.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Route,Vehicle,Sequence,Stop,Latitude,Longitude,Expected time,Riders');
    const stops = plan.proposal!.routes.flatMap((route) => route.stops);
    expect(lines).toHaveLength(1 + stops.length);
    const first = plan.proposal!.routes[0]!;
    expect(lines[1]).toContain(`1,${first.vehicle!.registration_number},1,`);
    expect(lines.join('\n')).toContain('Faraway East');
  });

  it('cancels a running plan, which then stays cancelled; a plan not running cannot be', async () => {
    const started = await f.plan(school);
    expect(started.status).toBe(202);
    const cancelled = await f.call(school, started.body.id, 'cancel');
    expect(cancelled).toMatchObject({ status: 200, body: { id: started.body.id, state: 'cancelled' } });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await f.read(school, started.body.id)).body).toMatchObject({
      state: 'cancelled',
      proposal: null,
    });
    expect(await f.call(school, started.body.id, 'cancel')).toMatchObject({
      status: 409,
      body: { detail: 'Only a plan that is still being made can be cancelled.' },
    });
    expect(await f.call(school, started.body.id, 'approve')).toMatchObject({
      status: 409,
      body: { detail: 'Only a plan that is ready can be approved.' },
    });
    expect(await f.read(school, started.body.id, 'csv/')).toMatchObject({
      status: 409,
      body: { detail: 'This plan has no proposal to download.' },
    });
  });

  it('answers a plan left running by a process that died as failed, worded for its reader', async () => {
    // As a process that died leaves it: running, its heartbeat a minute old.
    const { id } = await queryRow<{ id: string }>(
      t.database.db,
      sql`insert into route_plans (tenant_id, direction, state, seconds, input, current, updated_at)
        select tenant_id, direction, 'running', seconds, input, current, now() - interval '1 minute'
          from route_plans where id = ${plan.id} returning id`,
    );
    expect((await f.read(school, id)).body).toMatchObject({
      state: 'failed',
      error: 'Planning stopped when the server restarted. Plan again.',
      finished_at: expect.any(String),
    });
    const inSwahili = await t.request('GET', `${ROUTE_PLANS_PATH}${id}/`, {
      ...school.auth,
      headers: { 'accept-language': 'sw' },
    });
    expect(inSwahili.body.error).toBe('Upangaji ulisimama seva ilipowashwa upya. Panga tena.');
  });

  it("answers 404 for another school's plan on every call, and for an id that is none", async () => {
    const other = await signedInAs(t);
    for (const [method, path] of [
      ['GET', `${plan.id}/`],
      ['GET', `${plan.id}/csv/`],
      ['POST', `${plan.id}/cancel/`],
      ['POST', `${plan.id}/approve/`],
      ['GET', 'not-a-uuid/'],
    ] as const) {
      const body = method === 'POST' ? {} : undefined;
      const response = await t.request(method, `${ROUTE_PLANS_PATH}${path}`, { ...other.auth, body });
      expect(response, `${method} ${path}`).toMatchObject({
        status: 404,
        body: { detail: 'Route plan not found.' },
      });
    }
    expect((await f.read(school, plan.id)).body.state).toBe('ready');
  });
});
