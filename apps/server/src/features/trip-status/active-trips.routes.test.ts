import { describe, expect, it } from 'vitest';
import { appWithSchool, signedInAs, type SignedIn } from '../../../test/factories';
import { calmZone, tripFixtures } from '../trip-events/trips.test-helpers';

// GET /transport/trips/active/ (issue 10 §4): today's trips in progress with their last event, next
// stop, minutes late against it and last known position, in the school's time zone.
const { t, school } = await appWithSchool();
const fixtures = tripFixtures(t);
const active = (as: SignedIn) => t.request('GET', '/transport/trips/active/', as.auth);
const event = (trip: string, body: Record<string, unknown>) =>
  fixtures.postEvent(school, { trip, client_key: crypto.randomUUID(), ...body });

// "20 minutes ago" and "in 20 minutes" are today.
const zone = calmZone();
/** The school's wall-clock time `minutes` from now, HH:MM:SS. */
const clock = (minutes: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + minutes * 60_000));

describe('active trips', () => {
  it('says where each trip in progress is, how late, and what happened last', async () => {
    await fixtures.setTimeZone(school, zone);
    const today = await fixtures.today(school);
    // Stops an hour ago, 10 minutes ago and in 30 minutes; the first one done.
    const late = await fixtures.trip(school, {
      status: 2,
      times: [clock(-60), clock(-10), clock(30)],
      journey: { code: 'A-LATE' },
    });
    const [first, second] = late.stops;
    await event(late.id, {
      event_type: 2,
      journey_stop: first!.id,
      latitude: -1.25,
      longitude: 36.8,
      event_time: new Date(Date.now() - 120_000).toISOString(),
    });
    const departed = await event(late.id, {
      event_type: 4,
      journey_stop: first!.id,
      event_time: new Date(Date.now() - 60_000).toISOString(),
    });
    // Early: its first stop is 15 and a half minutes away, and nothing happened yet.
    const early = await fixtures.trip(school, {
      status: 2,
      times: [clock(15.5)],
      journey: { code: 'B-EARLY' },
    });
    // Every stop done: no next stop, so no lateness.
    const done = await fixtures.trip(school, { status: 2, times: [clock(-5)], journey: { code: 'C-DONE' } });
    await event(done.id, { event_type: 2, journey_stop: done.stops[0]!.id });
    // Not in progress today: not listed.
    await fixtures.trip(school, { status: 1 });
    await fixtures.trip(school, { status: 3 });
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await fixtures.trip(school, { status: 2, date: yesterday });

    const answer = await active(school);
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((row: { trip: { id: string } }) => row.trip.id)).toEqual([
      late.id,
      early.id,
      done.id,
    ]);
    const [lateRow, earlyRow, doneRow] = answer.body.results;
    expect(lateRow).toMatchObject({
      trip: { id: late.id, journey_code: 'A-LATE', status: 2, status_title: 'Active', journey_date: today },
      last_event: {
        id: departed.body.id,
        event_type_display: 'Departed Stop',
        journey_stop_title: first!.title,
      },
      next_stop: {
        id: second!.id,
        sequence: 2,
        bus_stop_title: second!.title,
        expected_time: second!.expected_time,
      },
      minutes_late: 10,
      position: { latitude: -1.25, longitude: 36.8 },
    });
    expect(Date.parse(lateRow.position.at)).toBeLessThan(Date.parse(departed.body.event_time));
    expect(earlyRow).toMatchObject({
      last_event: null,
      next_stop: { sequence: 1 },
      minutes_late: -15,
      position: null,
    });
    expect(doneRow).toMatchObject({ last_event: { event_type: 2 }, next_stop: null, minutes_late: null });
  });

  it("shows nothing of another school's trips, and only to the office", async () => {
    const elsewhere = await signedInAs(t);
    await fixtures.trip(elsewhere, { status: 2 });
    const own = await signedInAs(t);
    expect(await active(own)).toMatchObject({ status: 200, body: { results: [] } });
    const driver = await fixtures.crew(elsewhere, 401);
    expect((await active(driver)).status).toBe(403);
  });
});
