import { describe, expect, it } from 'vitest';
import { appWithSchool, signedInAs, type SignedIn } from '../../../test/factories';
import { tripFixtures } from '../trip-events/trips.test-helpers';

// GET /transport/run-sheet/ (issue 10 §6): the caller's trips of the school's today, whole, by start time.
const { t, school } = await appWithSchool();
const fixtures = tripFixtures(t);
const runSheet = (as: SignedIn) => t.request('GET', '/transport/run-sheet/', as.auth);
const idsOf = (body: { trips: { id: string }[] }) => body.trips.map((trip) => trip.id);

describe('the run sheet', () => {
  it("lists the driver's and the attendant's trips of today, each with its stops and riders", async () => {
    await fixtures.setTimeZone(school, 'Pacific/Kiritimati');
    const today = await fixtures.today(school);
    const driver = await fixtures.crew(school, 401);
    const attendant = await fixtures.crew(school, 402);
    const crew = { driver: driver.personId, attendant: attendant.personId };
    const afternoon = await fixtures.trip(school, {
      ...crew,
      journey: { start_time: '15:00', end_time: '16:00' },
    });
    const morning = await fixtures.trip(school, {
      driver: driver.personId,
      journey: { start_time: '06:30' },
    });
    const cancelled = await fixtures.trip(school, {
      ...crew,
      status: 4,
      journey: { start_time: '12:00', end_time: '13:00' },
    });
    // Tomorrow's, and another driver's: not on it.
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await fixtures.trip(school, { ...crew, date: tomorrow });
    await fixtures.trip(school, { driver: (await fixtures.crew(school, 401)).personId });

    const sheet = await runSheet(driver);
    expect(sheet.status).toBe(200);
    expect(sheet.body.date).toBe(today);
    expect(idsOf(sheet.body)).toEqual([morning.id, cancelled.id, afternoon.id]);
    const [first] = sheet.body.trips;
    expect(first).toMatchObject({
      journey_date: today,
      status_title: 'Scheduled',
      driver: driver.personId,
      journey_stops: morning.stops.map((stop, index) => ({
        id: stop.id,
        sequence: index + 1,
        bus_stop_title: stop.title,
        expected_time: stop.expected_time,
        arrived_at: null,
        pick_students: [],
      })),
    });
    expect(idsOf((await runSheet(attendant)).body)).toEqual([cancelled.id, afternoon.id]);
  });

  it('is empty for a manager who is no employee, and for a crew member of another school', async () => {
    const trip = await fixtures.trip(school, { driver: (await fixtures.crew(school, 401)).personId });
    expect(await runSheet(school)).toMatchObject({ status: 200, body: { trips: [] } });
    const elsewhere = await fixtures.crew(await signedInAs(t), 401);
    const sheet = await runSheet(elsewhere);
    expect(sheet.body.trips).toEqual([]);
    expect(JSON.stringify(sheet.body)).not.toContain(trip.id);
  });

  it('is for crews and managers only', async () => {
    const teacher = await fixtures.crew(school, 404);
    expect((await runSheet(teacher)).status).toBe(403);
  });
});
