import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_PATHS } from '@app/shared/family/family.schemas';
import { appWithSchool } from '../../../test/factories';
import { studentRestrictionRows } from '../student-restrictions/student-restrictions.table';
import { tripRoutes, type TripRoute } from '../student-restrictions/trip-riders.test-helpers';
import { call, familyFixtures, type TestGuardian } from './family.test-helpers';

// "Will not ride" (issue 23 §2): the family's day off is the office's restriction, reported by the
// guardian, so the trips already generated and the run sheet leave the child out.
const { t, school } = await appWithSchool();
const f = familyFixtures(t);
let mother: TestGuardian;
let amani: string;
let route: TripRoute;
/** A day counted from the school's today. */
let day: (offset: number) => string;

beforeAll(async () => {
  ({ day } = await f.calendar(school));
  mother = await f.guardian(school);
  // A rider of a route to school (boarding at Kanisa, leaving at School) every day of the week.
  route = await tripRoutes(t)(school);
  amani = await route.student('Amani');
  await route.assign(amani, { weekdays: 127 });
  await f.link(school, amani, mother.guardian);
});
const restrictionsOf = (student: string) =>
  t.database.db.select().from(studentRestrictionRows).where(eq(studentRestrictionRows.student_id, student));

describe('POST /family/children/{id}/absences/', () => {
  it('stores the morning as a one-day pick-up restriction reported by the guardian, and the trip leaves the child out', async () => {
    const trip = await route.trip(day(1), [amani]);
    const response = await call(t, mother, 'POST', FAMILY_PATHS.absences(amani), {
      date: day(1),
      part: 'morning',
    });
    expect(response).toMatchObject({
      status: 201,
      body: { id: expect.any(String), date: day(1), part: 'morning' },
    });
    expect(await restrictionsOf(amani)).toEqual([
      expect.objectContaining({
        event_type: 3,
        start_date: day(1),
        end_date: day(1),
        reported_by_guardian: true,
        reason: 2,
      }),
    ]);
    // Out of the pick-ups, still among the drop-offs at school (the afternoon was not said).
    expect(await route.riders(trip)).toEqual({ pick: [], drop: [amani] });
    const trips = await call(t, mother, 'GET', `${FAMILY_PATHS.childTrips(amani)}?date=${day(1)}`);
    expect(trips.body.trips).toEqual([
      expect.objectContaining({
        trip,
        will_not_ride: true,
        stop: expect.objectContaining({ title: 'Kanisa', role: 'pickup' }),
      }),
    ]);
  });

  it('lists the days from today on, both parts as one, and refuses a day already said', async () => {
    const both = await call(t, mother, 'POST', FAMILY_PATHS.absences(amani), { date: day(2), part: 'both' });
    expect(both).toMatchObject({ status: 201, body: { date: day(2), part: 'both' } });
    const again = await call(t, mother, 'POST', FAMILY_PATHS.absences(amani), {
      date: day(2),
      part: 'afternoon',
    });
    expect(again).toMatchObject({
      status: 400,
      body: { date: ['The school already knows this child will not ride then'] },
    });
    const list = await call(t, mother, 'GET', FAMILY_PATHS.absences(amani));
    expect(list).toMatchObject({
      status: 200,
      body: {
        results: [
          { date: day(1), part: 'morning' },
          { id: both.body.id, date: day(2), part: 'both' },
        ],
      },
    });
  });

  it('answers 400 with field messages for a bad date or part, and for a day gone by', async () => {
    const post = (body: unknown) => call(t, mother, 'POST', FAMILY_PATHS.absences(amani), body);
    expect(await post({})).toMatchObject({
      status: 400,
      body: { date: ['Date is required'], part: ['Choose morning, afternoon or both'] },
    });
    expect(await post({ date: '2026-02-30', part: 'evening' })).toMatchObject({
      status: 400,
      body: { date: [expect.stringContaining('February')], part: ['Choose morning, afternoon or both'] },
    });
    expect(await post({ date: day(-1), part: 'both' })).toMatchObject({
      status: 400,
      body: { date: ['Choose today or a later date'] },
    });
  });
});

describe('DELETE /family/children/{id}/absences/{absence}/', () => {
  it('takes the day back: its restrictions go and the child rides again', async () => {
    const trip = await route.trip(day(3), [amani]);
    const made = await call(t, mother, 'POST', FAMILY_PATHS.absences(amani), {
      date: day(3),
      part: 'afternoon',
    });
    expect(await route.riders(trip)).toEqual({ pick: [amani], drop: [] });
    const before = (await restrictionsOf(amani)).length;
    const gone = await call(t, mother, 'DELETE', FAMILY_PATHS.absence(amani, made.body.id));
    expect(gone.status).toBe(204);
    expect(await restrictionsOf(amani)).toHaveLength(before - 1);
    expect(await route.riders(trip)).toEqual({ pick: [amani], drop: [amani] });
    expect(await call(t, mother, 'DELETE', FAMILY_PATHS.absence(amani, made.body.id))).toMatchObject({
      status: 404,
      body: { detail: 'Absence not found.' },
    });
  });

  it("answers 404 for another family's child or absence, and changes nothing", async () => {
    const other = await f.guardian(school);
    const zawadi = (await f.people.student(school, { first_name: 'Zawadi' })).id;
    await f.link(school, zawadi, other.guardian);
    const theirs = await call(t, other, 'POST', FAMILY_PATHS.absences(zawadi), {
      date: day(4),
      part: 'both',
    });
    expect(theirs.status).toBe(201);
    expect((await call(t, mother, 'GET', FAMILY_PATHS.absences(zawadi))).status).toBe(404);
    expect(
      (await call(t, mother, 'POST', FAMILY_PATHS.absences(zawadi), { date: day(5), part: 'both' })).status,
    ).toBe(404);
    expect((await call(t, mother, 'DELETE', FAMILY_PATHS.absence(zawadi, theirs.body.id))).status).toBe(404);
    // Their absence named through one's own child is not one's own either.
    expect((await call(t, mother, 'DELETE', FAMILY_PATHS.absence(amani, theirs.body.id))).status).toBe(404);
    expect(await restrictionsOf(zawadi)).toHaveLength(2);
  });
});
