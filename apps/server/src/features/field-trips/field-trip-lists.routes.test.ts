import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/build-test-app';
import { signedInAs } from '../../../test/factories';
import { addDays, fieldTripFixtures } from './field-trips.test-helpers';

// The field trips' list and the month's calendar (issue 25 §4): the office sees every one, a
// teacher their own; filters, search, orderings, awaiting the caller's decision.
const t = await startTestApp();
afterAll(() => t.close());
const fixtures = fieldTripFixtures(t);
const school = await signedInAs(t);
await fixtures.defaultSteps(school);
const today = await fixtures.today(school);
const teacher = await fixtures.teacher(school);
const colleague = await fixtures.teacher(school, 400);
const manager = await fixtures.office(school);
const officer = await fixtures.office(school, 403);

const park = await fixtures.requested(teacher, { title: 'Park visit', trip_date: addDays(today, 3) });
const museum = await fixtures.requested(teacher, {
  title: 'Museum visit',
  destination: 'Nakuru Museum',
  trip_date: addDays(today, 40),
  departs_at: '09:00',
});
const farm = await fixtures.requested(colleague, {
  title: 'Farm visit',
  destination: 'Egerton farm',
  trip_date: addDays(today, 3),
  departs_at: '07:00',
});
// The head teacher's step approved: the farm visit waits for the transport manager.
await fixtures.decide(school, farm.id, 'approved');

const titles = (response: { body: { results: { title: string }[] } }) =>
  response.body.results.map((trip) => trip.title);

describe('the list of field trips', () => {
  it('shows the office every field trip, latest day first, and a teacher their own', async () => {
    for (const office of [school, manager, officer])
      expect(titles(await fixtures.list(office))).toEqual(['Museum visit', 'Farm visit', 'Park visit']);
    expect(await fixtures.list(teacher)).toMatchObject({ status: 200, body: { count: 2 } });
    expect(titles(await fixtures.list(teacher))).toEqual(['Museum visit', 'Park visit']);
    expect(titles(await fixtures.list(colleague))).toEqual(['Farm visit']);
    // Another's request answers as one that does not exist.
    expect(await fixtures.read(colleague, park.id)).toMatchObject({
      status: 404,
      body: { detail: 'Field trip not found.' },
    });
    expect((await fixtures.read(manager, park.id)).status).toBe(200);
  });

  it('filters by status, dates and search, and orders by the fields asked for', async () => {
    expect(titles(await fixtures.list(school, '?status=approved'))).toEqual([]);
    expect(titles(await fixtures.list(school, `?date_from=${addDays(today, 4)}`))).toEqual(['Museum visit']);
    expect(titles(await fixtures.list(school, `?date_to=${addDays(today, 3)}&ordering=trip_date`))).toEqual([
      'Farm visit',
      'Park visit',
    ]);
    expect(titles(await fixtures.list(school, '?search=nakuru'))).toEqual(['Museum visit', 'Park visit']);
    expect(titles(await fixtures.list(school, '?search=crew2'))).toEqual(['Farm visit']);
    expect(titles(await fixtures.list(school, '?ordering=title'))).toEqual([
      'Farm visit',
      'Museum visit',
      'Park visit',
    ]);
    const page = await fixtures.list(school, '?page_size=2&ordering=-created_at');
    expect(page.body).toMatchObject({ count: 3, previous: null });
    expect(page.body.next).toContain('page=2');
    expect(titles(page)).toEqual(['Farm visit', 'Museum visit']);
    expect(await fixtures.list(school, '?status=lost&date_from=soon&awaiting_me=yes')).toMatchObject({
      status: 400,
      body: {
        status: ['Unknown status'],
        date_from: ['Enter a date as YYYY-MM-DD'],
        awaiting_me: ['Unknown status'],
      },
    });
  });

  it("lists what awaits the caller's decision: their role's step, any step for an administrator", async () => {
    expect(titles(await fixtures.list(school, '?awaiting_me=true'))).toEqual([
      'Museum visit',
      'Farm visit',
      'Park visit',
    ]);
    expect(titles(await fixtures.list(manager, '?awaiting_me=true'))).toEqual(['Farm visit']);
    expect(titles(await fixtures.list(manager, '?awaiting_me=false'))).toEqual([
      'Museum visit',
      'Park visit',
    ]);
    expect(titles(await fixtures.list(officer, '?awaiting_me=true'))).toEqual([]);
    expect(titles(await fixtures.list(teacher, '?awaiting_me=true'))).toEqual([]);
    const rows = (await fixtures.list(manager)).body.results;
    expect(rows.map((trip: { can_decide: boolean }) => trip.can_decide)).toEqual([false, true, false]);
    expect(rows[1]).toMatchObject({
      current_step_title: 'Transport manager',
      current_step_role: 200,
      can_edit: false,
      vehicle_labels: [],
    });
    expect(rows[0]).not.toHaveProperty('approvals');
    expect(rows[0]).not.toHaveProperty('requested_by');
  });
});

describe('the calendar of a month', () => {
  it('shows the field trips of the month the caller may see, by day and departure', async () => {
    const month = addDays(today, 3).slice(0, 7);
    const calendar = await fixtures.calendar(school, month);
    expect(calendar.status).toBe(200);
    expect(calendar.body.month).toBe(month);
    const expected = ['Farm visit', 'Park visit'];
    // The museum visit, 40 days on, is always in a later month.
    expect(calendar.body.trips.map((trip: { title: string }) => trip.title)).toEqual(expected);
    expect(calendar.body.trips[0]).toMatchObject({ id: farm.id, departs_at: '07:00:00', can_decide: true });
    expect(
      (await fixtures.calendar(teacher, month)).body.trips.map((trip: { id: string }) => trip.id),
    ).toEqual([park.id]);
    const later = await fixtures.calendar(teacher, addDays(today, 40).slice(0, 7));
    expect(later.body.trips.map((trip: { id: string }) => trip.id)).toContain(museum.id);
    expect((await fixtures.calendar(school, '1999-01')).body.trips).toEqual([]);
  });

  it('answers a month that is not YYYY-MM with its message', async () => {
    for (const month of ['2026-13', '2026-1', 'May', ''])
      expect(await fixtures.calendar(school, month), month).toMatchObject({
        status: 400,
        body: { month: ['Month must be given as YYYY-MM'] },
      });
    const driver = await signedInAs(t, { role: 401, tenantId: school.tenantId });
    expect((await fixtures.calendar(driver, '2026-05')).status).toBe(403);
  });
});
