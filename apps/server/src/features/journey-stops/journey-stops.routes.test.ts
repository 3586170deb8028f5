import { describe, expect, it } from 'vitest';
import {
  JOURNEY_STOPS_REORDER_PATH,
  journeyStopsResource,
} from '@app/shared/journey-stops/journey-stop.schemas';
import { journeysResource } from '@app/shared/journeys/journey.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { routeNetwork } from '../journeys/route-network.test-helpers';

// Route stops' own rules (spec part 2 §5; DESIGN §5 Journey stop) and the reorder call; the standard
// calls, isolation and permissions are covered for every record type by test/resources/.
const { t, school } = await appWithSchool();
const network = routeNetwork(t);
const PATH = journeyStopsResource.path;
const post = (body: Record<string, unknown>) => t.request('POST', PATH, { ...school.auth, body });
const put = (id: string, body: Record<string, unknown>) =>
  t.request('PUT', journeyStopsResource.itemPath(id), { ...school.auth, body });
const stopsOf = async (journey: string) =>
  (await t.request('GET', `${PATH}?journey=${journey}`, school.auth)).body.results as {
    id: string;
    bus_stop_title: string;
    sequence: number;
  }[];
const order = async (journey: string) =>
  (await stopsOf(journey)).map((stop) => `${stop.sequence} ${stop.bus_stop_title}`);
const reorder = (journey: string, stops: string[]) =>
  t.request('POST', JOURNEY_STOPS_REORDER_PATH, { ...school.auth, body: { journey, stops } });

describe('route stops', () => {
  it('answers the spec messages for missing fields and a sequence below 1', async () => {
    expect(await post({})).toMatchObject({
      status: 400,
      body: {
        journey: ['Route is required'],
        bus_stop: ['Bus stop is required'],
        sequence: ['Sequence number is required and must be positive'],
        expected_time: ['Expected time is required'],
      },
    });
    const journey = await network.journey(school);
    const bus_stop = await network.busStop(school, 'Main Gate');
    for (const sequence of [0, -2]) {
      expect(await post({ journey: journey.id, bus_stop, sequence, expected_time: '07:10' })).toMatchObject({
        status: 400,
        body: { sequence: ['Sequence number is required and must be positive'] },
      });
    }
  });

  it("keeps the expected time inside the route's time range, both ends included", async () => {
    const journey = await network.journey(school, { start_time: '06:30', end_time: '07:45' });
    const bus_stop = await network.busStop(school, 'Main Gate');
    for (const expected_time of ['06:29', '07:45:01', '12:00']) {
      expect(await post({ journey: journey.id, bus_stop, sequence: 1, expected_time })).toMatchObject({
        status: 400,
        body: { expected_time: ["Expected time must be between 06:30 and 07:45, the route's time range."] },
      });
    }
    const first = await post({ journey: journey.id, bus_stop, sequence: 1, expected_time: '06:30' });
    expect(first.status).toBe(201);
    expect((await post({ journey: journey.id, bus_stop, sequence: 2, expected_time: '07:45' })).status).toBe(
      201,
    );
    // An edit is held to the range too.
    expect(
      await put(first.body.id, { journey: journey.id, bus_stop, sequence: 1, expected_time: '06:00' }),
    ).toMatchObject({
      status: 400,
      body: { expected_time: ["Expected time must be between 06:30 and 07:45, the route's time range."] },
    });
  });

  it('reads the bus stop, its zone and coordinates, and the active riders at each point', async () => {
    const journey = await network.journey(school);
    const stop = await network.stop(school, journey.id, 'Main Gate', 1, '07:10');
    const other = await network.stop(school, journey.id, 'School', 2, '07:50');
    expect(stop).toMatchObject({
      journey: journey.id,
      bus_stop_title: 'Main Gate',
      zone: expect.any(String),
      zone_title: expect.stringMatching(/^Zone \d+$/),
      latitude: -1.2921,
      longitude: 36.8219,
      sequence: 1,
      expected_time: '07:10:00',
      pick_students: [],
      drop_students: [],
    });
    const amani = await network.student(school, 'Amani');
    const brian = await network.student(school, 'Brian');
    const chege = await network.student(school, 'Chege');
    const a = await network.assign(school, {
      student: amani.id,
      journey: journey.id,
      pick: stop.id,
      drop: other.id,
    });
    const b = await network.assign(school, { student: brian.id, journey: journey.id, pick: stop.id });
    // An inactive assignment is no rider.
    await network.assign(school, { student: chege.id, journey: journey.id, pick: stop.id, is_active: false });
    const [first, second] = (await t.request('GET', `${PATH}?journey=${journey.id}`, school.auth)).body
      .results;
    expect(first.pick_students).toEqual([
      { id: a, student: amani.id, student_name: 'Amani Mutua' },
      { id: b, student: brian.id, student_name: 'Brian Mutua' },
    ]);
    expect(first.drop_students).toEqual([]);
    expect(second.drop_students).toEqual([{ id: a, student: amani.id, student_name: 'Amani Mutua' }]);
  });

  it('lists one route’s stops in sequence', async () => {
    const journey = await network.journey(school);
    await network.stop(school, journey.id, 'Third', 3, '07:30');
    await network.stop(school, journey.id, 'First', 1, '07:10');
    await network.stop(school, journey.id, 'Second', 2, '07:20');
    await network.stop(school, (await network.journey(school)).id, 'Elsewhere', 1, '07:10');
    expect(await order(journey.id)).toEqual(['1 First', '2 Second', '3 Third']);
  });

  it('keeps a sequence unique in its route, naming the stop that holds it, on add and on edit', async () => {
    const journey = await network.journey(school);
    await network.stop(school, journey.id, 'Main Gate', 3, '07:10');
    const second = await network.stop(school, journey.id, 'Oak Road', 4, '07:20');
    const bus_stop = await network.busStop(school, 'Elm Street');
    expect(await post({ journey: journey.id, bus_stop, sequence: 3, expected_time: '07:15' })).toMatchObject({
      status: 400,
      body: { sequence: ['Sequence 3 is already used by Main Gate in this route.'] },
    });
    const edit = { journey: journey.id, bus_stop: second.bus_stop, expected_time: '07:20' };
    expect(await put(second.id, { ...edit, sequence: 3 })).toMatchObject({
      status: 400,
      body: { sequence: ['Sequence 3 is already used by Main Gate in this route.'] },
    });
    // Its own number, or a free one, is no clash; another route may use 3.
    expect((await put(second.id, { ...edit, sequence: 4 })).status).toBe(200);
    expect((await put(second.id, { ...edit, sequence: 5 })).status).toBe(200);
    const other = await network.journey(school);
    expect((await post({ journey: other.id, bus_stop, sequence: 3, expected_time: '07:15' })).status).toBe(
      201,
    );
  });

  it('lets only one of several stops sent at once take a sequence', async () => {
    const journey = await network.journey(school);
    const busStopIds = await Promise.all(['A', 'B', 'C', 'D'].map((title) => network.busStop(school, title)));
    const answers = await Promise.all(
      busStopIds.map((bus_stop) =>
        post({ journey: journey.id, bus_stop, sequence: 1, expected_time: '07:10' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400]);
    expect(
      answers.filter((answer) => answer.status === 400).map((answer) => answer.body.sequence[0]),
    ).toEqual(Array(3).fill(expect.stringMatching(/^Sequence 1 is already used by [ABCD] in this route\.$/)));
  });

  it('never lets a stop and a change of the route’s times sent at once leave the stop outside', async () => {
    for (let round = 0; round < 5; round++) {
      const body = await network.journeyBody(school, { start_time: '07:00', end_time: '08:00' });
      const journey = (await t.request('POST', journeysResource.path, { ...school.auth, body })).body;
      const bus_stop = await network.busStop(school, `Race ${round}`);
      const [stop, times] = await Promise.all([
        post({ journey: journey.id, bus_stop, sequence: 1, expected_time: '07:10' }),
        t.request('PUT', journeysResource.itemPath(journey.id), {
          ...school.auth,
          body: { ...body, start_time: '07:30' },
        }),
      ]);
      // Exactly one of the two wins, whichever comes first.
      expect([
        [201, 400],
        [400, 200],
      ]).toContainEqual([stop.status, times.status]);
    }
  });

  it("answers 400 for another school's route or bus stop", async () => {
    const other = await signedInAs(t);
    const theirs = await network.journey(other);
    const journey = await network.journey(school);
    const bus_stop = await network.busStop(school, 'Main Gate');
    expect(await post({ journey: theirs.id, bus_stop, sequence: 1, expected_time: '07:10' })).toMatchObject({
      status: 400,
      body: { journey: ['Invalid route.'] },
    });
    const theirStop = await network.busStop(other, 'Their Gate');
    expect(
      await post({ journey: journey.id, bus_stop: theirStop, sequence: 1, expected_time: '07:10' }),
    ).toMatchObject({
      status: 400,
      body: { bus_stop: ['Invalid bus stop.'] },
    });
  });

  it('keeps a stop that is a pick-up or drop-off point, naming the assignments', async () => {
    const journey = await network.journey(school);
    const stop = await network.stop(school, journey.id, 'Main Gate', 1, '07:10');
    const school2 = await network.stop(school, journey.id, 'School', 2, '07:50');
    const amani = await network.student(school, 'Amani');
    const brian = await network.student(school, 'Brian');
    await network.assign(school, { student: amani.id, journey: journey.id, pick: stop.id, drop: school2.id });
    await network.assign(school, { student: brian.id, journey: journey.id, drop: stop.id, is_active: false });
    expect(await t.request('DELETE', journeyStopsResource.itemPath(stop.id), school.auth)).toMatchObject({
      status: 409,
      body: {
        detail:
          'This route stop cannot be deleted: it is the pick-up or drop-off point of Amani Mutua (pick-up), ' +
          'Brian Mutua (drop-off). Remove them from the stop first.',
      },
    });
    // Nor can it move to another route while they use it.
    const other = await network.journey(school);
    const moved = await put(stop.id, {
      journey: other.id,
      bus_stop: stop.bus_stop,
      sequence: 1,
      expected_time: '07:10',
    });
    expect(moved).toMatchObject({
      status: 400,
      body: {
        journey: [
          'This stop cannot move to another route: Amani Mutua (pick-up), Brian Mutua (drop-off) use it.',
        ],
      },
    });
    expect(await order(journey.id)).toEqual(['1 Main Gate', '2 School']);
    // A stop nobody uses goes.
    const free = await network.stop(school, journey.id, 'Oak Road', 3, '07:20');
    expect((await t.request('DELETE', journeyStopsResource.itemPath(free.id), school.auth)).status).toBe(204);
  });
});

describe('POST /transport/journey-stops/reorder/', () => {
  async function threeStops() {
    const journey = await network.journey(school);
    const a = await network.stop(school, journey.id, 'Main Gate', 1, '07:10');
    const b = await network.stop(school, journey.id, 'Oak Road', 2, '07:20');
    const c = await network.stop(school, journey.id, 'School', 3, '07:50');
    return { journey: journey.id, a: a.id, b: b.id, c: c.id };
  }

  it('renumbers the stops 1..n in the order given and answers them', async () => {
    const { journey, a, b, c } = await threeStops();
    const reversed = await reorder(journey, [c, b, a]);
    expect(reversed.status).toBe(200);
    expect(reversed.body.map((stop: { id: string; sequence: number }) => [stop.id, stop.sequence])).toEqual([
      [c, 1],
      [b, 2],
      [a, 3],
    ]);
    expect(await order(journey)).toEqual(['1 School', '2 Oak Road', '3 Main Gate']);
  });

  it('swaps two neighbours, and closes gaps in the numbers', async () => {
    const journey = await network.journey(school);
    const a = await network.stop(school, journey.id, 'Main Gate', 2, '07:10');
    const b = await network.stop(school, journey.id, 'Oak Road', 5, '07:20');
    const c = await network.stop(school, journey.id, 'School', 9, '07:50');
    expect((await reorder(journey.id, [a.id, c.id, b.id])).status).toBe(200);
    expect(await order(journey.id)).toEqual(['1 Main Gate', '2 School', '3 Oak Road']);
  });

  it('refuses a list that is not exactly the route’s stops, and changes nothing', async () => {
    const { journey, a, b, c } = await threeStops();
    const elsewhere = (await threeStops()).a;
    for (const stops of [[a, b], [a, b, c, elsewhere], [a, b, b], [a, b, elsewhere], [], ['x', a, b]]) {
      expect(await reorder(journey, stops), JSON.stringify(stops)).toMatchObject({
        status: 400,
        body: { stops: ['Send every stop of this route once, in the new order.'] },
      });
    }
    expect(await order(journey)).toEqual(['1 Main Gate', '2 Oak Road', '3 School']);
    expect(await reorder('', [a])).toMatchObject({ status: 400, body: { journey: ['Route is required'] } });
  });

  it('answers 404 for a route of no school of the caller', async () => {
    const { a } = await threeStops();
    expect(await reorder('00000000-0000-4000-8000-000000000000', [a])).toMatchObject({
      status: 404,
      body: { detail: 'Route not found.' },
    });
  });
});
