import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { studentRestrictionsResource as resource } from '@app/shared/student-restrictions/student-restriction.schemas';
import { studentsResource } from '@app/shared/students/student.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { studentJourneys } from '../student-journeys/student-journeys.table';
import { tripStops } from '../trips/trip-stops.table';
import { STATUS, tripRoutes, type TripRoute } from './trip-riders.test-helpers';

// Issue 10 §7: a restriction's create, change and delete fix the expected riders of the Scheduled
// trips already generated in its dates, in the same transaction. The week of Monday 2026-12-07.
const { t, school } = await appWithSchool();
const routeWithTrips = tripRoutes(t);

const MON = '2026-12-07';
const TUE = '2026-12-08';
const WED = '2026-12-09';
const THU = '2026-12-10';
const FRI = '2026-12-11';

let route: TripRoute;
let amani: string;
let baraka: string;
let week: Record<string, string>;

beforeEach(async () => {
  route = await routeWithTrips(school);
  amani = await route.student('Amani');
  baraka = await route.student('Baraka');
  await route.assign(amani);
  await route.assign(baraka);
  week = {};
  for (const date of [MON, TUE, WED, THU, FRI]) week[date] = await route.trip(date, [amani, baraka]);
});

const restrict = async (body: Record<string, unknown>) => {
  const response = await t.request('POST', resource.path, {
    ...school.auth,
    body: { student: amani, event_type: 3, reason: 3, ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id as string;
};
const change = async (id: string, body: Record<string, unknown>) => {
  const response = await t.request('PUT', resource.itemPath(id), {
    ...school.auth,
    body: { student: amani, event_type: 3, reason: 3, ...body },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};
const remove = async (id: string) =>
  expect((await t.request('DELETE', resource.itemPath(id), school.auth)).status).toBe(204);

/** Changes the students' assignments as another screen would have meanwhile. */
const reassign = (students: string[], set: { weekdays?: number; is_active?: boolean }) =>
  t.database.db
    .update(studentJourneys)
    .set(set)
    .where(
      and(eq(studentJourneys.tenant_id, school.tenantId), inArray(studentJourneys.student_id, students)),
    );

/** The week's riders, day by day: who boards at the first stop and who leaves at the last. */
async function riders(side: 'pick' | 'drop') {
  const days: Record<string, string[]> = {};
  for (const [date, trip] of Object.entries(week)) days[date] = (await route.riders(trip))[side];
  return days;
}

describe('a restriction and the riders of Scheduled trips', () => {
  it('takes a new pick-up restriction out of the pick-ups of its dates only; drop-offs stay', async () => {
    await restrict({ start_date: TUE, end_date: WED });
    expect(await riders('pick')).toEqual({
      [MON]: [amani, baraka],
      [TUE]: [baraka],
      [WED]: [baraka],
      [THU]: [amani, baraka],
      [FRI]: [amani, baraka],
    });
    expect(Object.values(await riders('drop'))).toEqual(Array(5).fill([amani, baraka]));
  });

  it('puts the student back on the dates a changed range leaves and takes them off the new ones', async () => {
    const id = await restrict({ start_date: TUE, end_date: WED });
    await change(id, { start_date: WED, end_date: THU });
    expect(await riders('pick')).toEqual({
      [MON]: [amani, baraka],
      // Back, after the riders kept.
      [TUE]: [baraka, amani],
      [WED]: [baraka],
      [THU]: [baraka],
      [FRI]: [amani, baraka],
    });
  });

  it('moves the restriction between pick-ups and drop-offs when its event type changes', async () => {
    const id = await restrict({ start_date: TUE, end_date: TUE });
    await change(id, { event_type: 5, start_date: TUE, end_date: TUE });
    const tuesday = await route.riders(week[TUE]!);
    expect(tuesday).toEqual({ pick: [baraka, amani], drop: [baraka] });
  });

  it('moves it from one student to another when its student changes', async () => {
    const id = await restrict({ start_date: MON, end_date: MON });
    await change(id, { student: baraka, start_date: MON, end_date: MON });
    expect((await route.riders(week[MON]!)).pick).toEqual([amani]);
  });

  it('puts the student back when the restriction is deleted, on the days their schedule rides', async () => {
    const id = await restrict({ start_date: MON, end_date: FRI });
    expect(Object.values(await riders('pick'))).toEqual(Array(5).fill([baraka]));
    // Meanwhile Amani's schedule dropped Wednesday (bit 2): generation would leave them out then.
    await reassign([amani], { weekdays: 0b11011 });
    await remove(id);
    expect(await riders('pick')).toEqual({
      [MON]: [baraka, amani],
      [TUE]: [baraka, amani],
      [WED]: [baraka],
      [THU]: [baraka, amani],
      [FRI]: [baraka, amani],
    });
  });

  it('keeps the student out where another restriction still covers the date', async () => {
    const first = await restrict({ start_date: MON, end_date: WED });
    await restrict({ start_date: WED, end_date: THU, reason: 1 });
    await remove(first);
    expect(await riders('pick')).toEqual({
      [MON]: [baraka, amani],
      [TUE]: [baraka, amani],
      [WED]: [baraka],
      [THU]: [baraka],
      [FRI]: [amani, baraka],
    });
  });

  it('leaves out a student whose assignment is no longer active when the restriction goes', async () => {
    const id = await restrict({ start_date: MON, end_date: MON });
    await reassign([amani], { is_active: false });
    await remove(id);
    expect((await route.riders(week[MON]!)).pick).toEqual([baraka]);
  });

  it('touches only Scheduled trips: Active, Completed and Cancelled ones keep their riders', async () => {
    const saturday = '2026-12-12';
    const sunday = '2026-12-13';
    const monday = '2026-12-14';
    await reassign([amani, baraka], { weekdays: 0b1111111 });
    const others = {
      active: await route.trip(saturday, [amani, baraka], STATUS.active),
      completed: await route.trip(sunday, [amani, baraka], STATUS.completed),
      cancelled: await route.trip(monday, [amani, baraka], STATUS.cancelled),
    };
    const id = await restrict({ start_date: FRI, end_date: monday });
    expect((await route.riders(week[FRI]!)).pick).toEqual([baraka]);
    const unchanged = { pick: [amani, baraka], drop: [amani, baraka] };
    for (const trip of Object.values(others)) expect(await route.riders(trip)).toEqual(unchanged);
    // Not even to put back a student left out at generation.
    await t.database.db
      .update(tripStops)
      .set({ pick_students: [] })
      .where(eq(tripStops.trip_id, others.active));
    await remove(id);
    expect((await route.riders(week[FRI]!)).pick).toEqual([baraka, amani]);
    expect((await route.riders(others.active)).pick).toEqual([]);
  });

  it("changes nothing of another school's trips, even one naming the same student", async () => {
    const other = await signedInAs(t);
    const otherRoute = await routeWithTrips(other);
    const trip = await otherRoute.trip(MON, [amani]);
    const id = await restrict({ start_date: MON, end_date: FRI });
    expect((await route.riders(week[MON]!)).pick).toEqual([baraka]);
    expect(await otherRoute.riders(trip)).toEqual({ pick: [amani], drop: [amani] });
    await t.database.db.update(tripStops).set({ pick_students: [] }).where(eq(tripStops.trip_id, trip));
    await remove(id);
    expect((await otherRoute.riders(trip)).pick).toEqual([]);
  });

  it('keeps the trips as they are when a student with restrictions is deleted, and logs each restriction', async () => {
    const id = await restrict({ start_date: MON, end_date: MON });
    expect((await t.request('DELETE', studentsResource.itemPath(amani), school.auth)).status).toBe(204);
    expect((await t.request('GET', resource.itemPath(id), school.auth)).status).toBe(404);
    const log = await t.request(
      'GET',
      `/school/audit-log/?record_type=student-restriction&record_id=${id}`,
      school.auth,
    );
    expect(log.body.results.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'create']);
    expect((await route.riders(week[MON]!)).pick).toEqual([baraka]);
  });
});
