import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journeyLoadPath, journeysResource } from '@app/shared/journeys/journey.schemas';
import { vehiclesResource } from '@app/shared/vehicles/vehicle.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { journeyStops } from '../journey-stops/journey-stops.table';
import { studentJourneys } from '../student-journeys/student-journeys.table';
import { routeNetwork } from './route-network.test-helpers';

// Routes' own rules (spec part 2 §5; DESIGN §5 Journey); the standard calls, isolation and
// permissions are covered for every record type by test/resources/.
const { t, school } = await appWithSchool();
const network = routeNetwork(t);
const PATH = journeysResource.path;
const post = (body: Record<string, unknown>, as = school) => t.request('POST', PATH, { ...as.auth, body });
const put = (id: string, body: Record<string, unknown>) =>
  t.request('PUT', journeysResource.itemPath(id), { ...school.auth, body });

describe('routes', () => {
  it('answers the spec messages for missing fields', async () => {
    const blank = {
      title: '',
      code: '',
      start_time: '',
      end_time: '',
      default_vehicle: '',
      academic_period: '',
    };
    for (const body of [{}, blank]) {
      expect(await post(body)).toMatchObject({
        status: 400,
        body: {
          title: ['Journey name is required'],
          code: ['Journey code is required'],
          direction: ['Direction must be 1 (To School) or 2 (From School)'],
          start_time: ['Start time is required'],
          end_time: ['End time is required'],
          default_vehicle: ['Default vehicle is required'],
          academic_period: ['Academic period is required'],
        },
      });
    }
  });

  it('takes the direction as the number 1 or 2, and reads its title', async () => {
    for (const direction of ['1', 3, 0]) {
      expect(await post(await network.journeyBody(school, { direction }))).toMatchObject({
        status: 400,
        body: { direction: ['Direction must be 1 (To School) or 2 (From School)'] },
      });
    }
    const to = await post(await network.journeyBody(school, { direction: 1 }));
    const from = await post(await network.journeyBody(school, { direction: 2 }));
    expect(to.body).toMatchObject({ direction: 1, direction_title: 'To School' });
    expect(from.body).toMatchObject({ direction: 2, direction_title: 'From School' });
  });

  it('needs the end time after the start time', async () => {
    for (const end_time of ['07:00', '06:59']) {
      expect(await post(await network.journeyBody(school, { end_time }))).toMatchObject({
        status: 400,
        body: { end_time: ['End time must be after the start time'] },
      });
    }
    expect(await post(await network.journeyBody(school, { start_time: '7:00' }))).toMatchObject({
      status: 400,
      body: { start_time: ['Enter a time as HH:MM'] },
    });
  });

  it('reads the vehicle details, attendant, period title, times and stop count', async () => {
    const body = await network.journeyBody(school, {
      title: 'Westlands Morning',
      attendant: await network.employee(school, 'Grace'),
      start_time: '06:30',
      end_time: '07:45:30',
    });
    const created = await post(body);
    expect(created).toMatchObject({
      status: 201,
      body: {
        title: 'Westlands Morning',
        start_time: '06:30:00',
        end_time: '07:45:30',
        default_vehicle: body.default_vehicle,
        default_vehicle_details: {
          id: body.default_vehicle,
          code: 'BUS-01',
          max_capacity: 40,
          is_active: true,
        },
        attendant: body.attendant,
        attendant_name: 'Grace Atieno',
        academic_period: body.academic_period,
        academic_period_title: expect.stringMatching(/^Period \d+$/),
        is_active: true,
        stop_count: 0,
      },
    });
    await network.stop(school, created.body.id, 'Main Gate', 1, '06:40');
    const read = await t.request('GET', journeysResource.itemPath(created.body.id), school.auth);
    expect(read.body.stop_count).toBe(1);
    // No attendant: both null.
    const none = await put(created.body.id, { ...body, attendant: '' });
    expect(none.body).toMatchObject({ attendant: null, attendant_name: null });
  });

  it('keeps a code unique in the school, in any case; another school may use it', async () => {
    const first = await post(await network.journeyBody(school, { code: 'WL-01' }));
    expect(first.status).toBe(201);
    expect(await post(await network.journeyBody(school, { code: 'wl-01' }))).toMatchObject({
      status: 400,
      body: { code: ['A route with this code already exists.'] },
    });
    const other = await signedInAs(t);
    expect((await post(await network.journeyBody(other, { code: 'WL-01' }), other)).status).toBe(201);
    // Its own code is no clash when it is saved again.
    const again = await put(first.body.id, await network.journeyBody(school, { code: 'WL-01' }));
    expect(again.status).toBe(200);
  });

  it("answers 400 for another school's vehicle, attendant or period", async () => {
    const other = await signedInAs(t);
    const body = await network.journeyBody(school);
    const theirs = {
      default_vehicle: await network.vehicle(other),
      attendant: await network.employee(other),
      academic_period: await network.period(other),
    };
    expect(await post({ ...body, ...theirs })).toMatchObject({
      status: 400,
      body: { default_vehicle: ['Invalid vehicle.'] },
    });
    expect(await post({ ...body, attendant: theirs.attendant })).toMatchObject({
      status: 400,
      body: { attendant: ['Invalid attendant.'] },
    });
    expect(await post({ ...body, academic_period: theirs.academic_period })).toMatchObject({
      status: 400,
      body: { academic_period: ['Invalid academic period.'] },
    });
    expect(await post({ ...body, default_vehicle: 'KBZ', attendant: '12' })).toMatchObject({
      status: 400,
      body: { default_vehicle: ['Invalid vehicle.'], attendant: ['Invalid attendant.'] },
    });
  });

  it('filters by direction, academic period and status, and searches code and title', async () => {
    const period = await network.period(school);
    const to = await post(
      await network.journeyBody(school, { academic_period: period, title: 'Karen Loop' }),
    );
    const from = await post(
      await network.journeyBody(school, { academic_period: period, direction: 2, is_active: false }),
    );
    const ids = async (query: string) =>
      (await t.request('GET', `${PATH}?academic_period=${period}&${query}`, school.auth)).body.results.map(
        (row: { id: string }) => row.id,
      );
    expect(await ids('')).toEqual([to.body.id, from.body.id]);
    expect(await ids('direction=1')).toEqual([to.body.id]);
    expect(await ids('direction=2')).toEqual([from.body.id]);
    expect(await ids('is_active=false')).toEqual([from.body.id]);
    expect(await ids('search=karen')).toEqual([to.body.id]);
    expect(await ids(`search=${from.body.code.toLowerCase()}`)).toEqual([from.body.id]);
    expect((await t.request('GET', `${PATH}?direction=3`, school.auth)).status).toBe(400);
  });

  it('refuses new times that leave stops outside, naming them, and changes nothing', async () => {
    const body = await network.journeyBody(school, { start_time: '07:00', end_time: '08:00' });
    const journey = (await post(body)).body;
    await network.stop(school, journey.id, 'Main Gate', 1, '07:00');
    await network.stop(school, journey.id, 'Oak Road', 2, '07:20');
    await network.stop(school, journey.id, 'School', 3, '08:00');
    expect(await put(journey.id, { ...body, start_time: '07:30', end_time: '07:50' })).toMatchObject({
      status: 400,
      body: {
        start_time: ['Stops before 07:30: Main Gate at 07:00, Oak Road at 07:20. Change their times first.'],
        end_time: ['Stops after 07:50: School at 08:00. Change their times first.'],
      },
    });
    expect(await put(journey.id, { ...body, end_time: '07:59' })).toMatchObject({
      status: 400,
      body: { end_time: ['Stops after 07:59: School at 08:00. Change their times first.'] },
    });
    const read = await t.request('GET', journeysResource.itemPath(journey.id), school.auth);
    expect(read.body).toEqual({ ...journey, stop_count: 3 });
    // Times that still hold every stop, its ends included.
    expect((await put(journey.id, { ...body, start_time: '06:00', end_time: '08:00' })).status).toBe(200);
  });

  it('deletes a route with its stops and its riders’ assignments', async () => {
    const journey = await network.journey(school);
    const stop = await network.stop(school, journey.id, 'Main Gate', 1, '07:10');
    const student = await network.student(school);
    await network.assign(school, { student: student.id, journey: journey.id, pick: stop.id });
    expect((await t.request('DELETE', journeysResource.itemPath(journey.id), school.auth)).status).toBe(204);
    const db = t.database.db;
    expect(await db.$count(journeyStops, eq(journeyStops.journey_id, journey.id))).toBe(0);
    expect(await db.$count(studentJourneys, eq(studentJourneys.journey_id, journey.id))).toBe(0);
  });

  it('keeps a vehicle, period or attendant that routes use from deletion, naming the routes', async () => {
    const body = await network.journeyBody(school, { attendant: await network.employee(school) });
    await post(body);
    expect(
      await t.request('DELETE', vehiclesResource.itemPath(body.default_vehicle), school.auth),
    ).toMatchObject({
      status: 409,
      body: { detail: 'This vehicle cannot be deleted: it has 1 route.' },
    });
    const period = await t.request(
      'DELETE',
      `/schools/academic-periods/${body.academic_period}/`,
      school.auth,
    );
    expect(period).toMatchObject({ status: 409, body: { detail: expect.stringContaining('1 route.') } });
  });
});

describe('GET /transport/journeys/:id/load/', () => {
  it("counts each weekday's riders against the vehicle's capacity", async () => {
    const journey = await network.journey(school, { default_vehicle: await network.vehicle(school, 2) });
    const stop = await network.stop(school, journey.id, 'Main Gate', 1, '07:10');
    const rider = async (weekdays: number, is_active = true) =>
      network.assign(school, {
        student: (await network.student(school)).id,
        journey: journey.id,
        pick: stop.id,
        weekdays,
        is_active,
      });
    await rider(0b0011111); // Monday to Friday
    await rider(0b0000101); // Monday and Wednesday
    await rider(0b1000001); // Monday and Sunday
    await rider(0b1111111, false); // inactive: rides no day
    const load = await t.request('GET', journeyLoadPath(journey.id), school.auth);
    expect(load).toMatchObject({ status: 200, body: { capacity: 2, over_capacity: true } });
    expect(load.body.days).toEqual([
      { day_of_week: 1, day_name: 'Monday', riders: 3, over_capacity: true },
      { day_of_week: 2, day_name: 'Tuesday', riders: 1, over_capacity: false },
      { day_of_week: 3, day_name: 'Wednesday', riders: 2, over_capacity: false },
      { day_of_week: 4, day_name: 'Thursday', riders: 1, over_capacity: false },
      { day_of_week: 5, day_name: 'Friday', riders: 1, over_capacity: false },
      { day_of_week: 6, day_name: 'Saturday', riders: 0, over_capacity: false },
      { day_of_week: 7, day_name: 'Sunday', riders: 1, over_capacity: false },
    ]);
  });

  it('answers seven empty days for a route without riders, and 404 for no route of the school', async () => {
    const journey = await network.journey(school);
    const load = await t.request('GET', journeyLoadPath(journey.id), school.auth);
    expect(load.body).toMatchObject({ capacity: 40, over_capacity: false });
    expect(load.body.days.map((day: { riders: number }) => day.riders)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(await t.request('GET', journeyLoadPath(id), school.auth)).toMatchObject({
        status: 404,
        body: { detail: 'Route not found.' },
      });
    }
  });
});
