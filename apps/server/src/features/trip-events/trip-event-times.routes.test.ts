import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { tripFixtures } from './trips.test-helpers';

// Events out of time (issue 19): an event lies within its trip's day in the school's time zone, and
// no more than 5 minutes ahead; the trip's day decides, not today, so a run sheet's action recorded
// offline last evening and sent this morning is still taken.
const { t, school } = await appWithSchool();
const fixtures = tripFixtures(t);
const { postEvent: post, eventRows } = fixtures;
const key = () => crypto.randomUUID();
const dayFrom = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const offDay = (date: string) => {
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return { event_time: [`The event time must be on the trip's day, ${day}, in the school's time zone.`] };
};

describe('the time of an event', () => {
  it("refuses an event dated off the trip's day, status changes included, and changes nothing", async () => {
    const driver = await fixtures.crew(school, 401);
    const tomorrow = dayFrom(await fixtures.today(school), 1);
    const trip = await fixtures.trip(school, { date: tomorrow, driver: driver.personId });
    const started = { trip: trip.id, event_type: 1, odometer: 1200, client_key: key() };
    expect(await post(driver, { ...started, event_time: '2001-01-01T07:00:00Z' })).toMatchObject({
      status: 400,
      body: offDay(tomorrow),
    });
    // Sent without a time, it is dated now: today, not the trip's day.
    expect(await post(driver, started)).toMatchObject({ status: 400, body: offDay(tomorrow) });
    expect(await fixtures.row(trip.id)).toMatchObject({ status: 1, started_at: null, odometer_start: null });
    expect(await eventRows(trip.id)).toEqual([]);
  });

  it("takes an action recorded offline on yesterday's trip and sent today", async () => {
    const driver = await fixtures.crew(school, 401);
    const yesterday = dayFrom(await fixtures.today(school), -1);
    const trip = await fixtures.trip(school, { date: yesterday, status: 2, driver: driver.personId });
    const evening = `${yesterday}T17:40:00Z`;
    const arrived = { trip: trip.id, event_type: 2, journey_stop: trip.stops[2]!.id, client_key: key() };
    expect(await post(driver, { ...arrived, event_time: evening })).toMatchObject({
      status: 201,
      body: { event_time: `${yesterday}T17:40:00.000Z` },
    });
    const completed = {
      trip: trip.id,
      event_type: 7,
      odometer: 1300,
      empty_bus_checked: true,
      client_key: key(),
    };
    expect(await post(driver, { ...completed, event_time: `${yesterday}T23:59:59Z` })).toMatchObject({
      status: 201,
    });
    expect(await fixtures.row(trip.id)).toMatchObject({
      status: 3,
      ended_at: new Date(`${yesterday}T23:59:59Z`),
    });
    // Today is not that trip's day.
    expect(await post(driver, { trip: trip.id, event_type: 6, client_key: key() })).toMatchObject({
      status: 400,
      body: offDay(yesterday),
    });
    expect(await eventRows(trip.id)).toHaveLength(2);
  });

  it("reads the trip's day in the school's time zone", async () => {
    const nairobi = await signedInAs(t);
    await fixtures.setTimeZone(nairobi, 'Africa/Nairobi');
    const trip = await fixtures.trip(nairobi, { date: '2026-03-03', status: 2 });
    const incident = { trip: trip.id, event_type: 6 };
    // 01:30 on 3 March in Nairobi, still 2 March in UTC.
    expect(
      await post(nairobi, { ...incident, event_time: '2026-03-02T22:30:00Z', client_key: key() }),
    ).toMatchObject({ status: 201 });
    // 00:30 on 4 March in Nairobi, still 3 March in UTC.
    expect(
      await post(nairobi, { ...incident, event_time: '2026-03-03T21:30:00Z', client_key: key() }),
    ).toMatchObject({ status: 400, body: offDay('2026-03-03') });
    expect(await eventRows(trip.id)).toHaveLength(1);
  });

  it('lets the office cancel a trip ahead of its day, never after it', async () => {
    const today = await fixtures.today(school);
    const ahead = await fixtures.trip(school, { date: dayFrom(today, 2) });
    expect(
      await post(school, { trip: ahead.id, event_type: 9, notes: 'Strike', client_key: key() }),
    ).toMatchObject({ status: 201 });
    expect(await fixtures.row(ahead.id)).toMatchObject({ status: 4 });
    const past = dayFrom(today, -2);
    const gone = await fixtures.trip(school, { date: past });
    expect(await post(school, { trip: gone.id, event_type: 9, client_key: key() })).toMatchObject({
      status: 400,
      body: offDay(past),
    });
    expect(await fixtures.row(gone.id)).toMatchObject({ status: 1 });
  });
});
