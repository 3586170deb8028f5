import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { queryRows } from '../../db/query-rows';
import { demoWeeks } from './demo-trips';
import { seedDemo } from './seed-demo';

describe('the demo trips', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemo(t.database.db);
  });
  afterAll(() => t.close());

  /** Rows of a query on this test database, where the Demo School is the only school. */
  function demoRows<T extends object>(query: ReturnType<typeof sql>): Promise<T[]> {
    return queryRows<T>(t.database.db, query);
  }

  /** The school's today and the demo's two weeks (the past one and the current one). */
  async function demoDates() {
    const [row] = await demoRows<{ today: string }>(
      sql`select (now() at time zone time_zone)::date::text as today from tenants`,
    );
    return { today: row!.today, ...demoWeeks(row!.today) };
  }

  it('generates two weeks of trips: each active route on each school day its period covers', async () => {
    const { pastMonday, thisFriday } = await demoDates();
    const [missing] = await demoRows<{ wanted: number; trips: number; weekend: number; outside: number }>(sql`
      select (select count(*) from journeys j join academic_periods p on p.id = j.academic_period_id
                cross join generate_series(${pastMonday}::date, ${thisFriday}::date, interval '1 day') d
               where j.is_active and extract(isodow from d) < 6 and d::date between p.start_date and p.end_date)::int as wanted,
             (select count(*) from trips)::int as trips,
             (select count(*) from trips where extract(isodow from journey_date) > 5)::int as weekend,
             (select count(*) from trips where journey_date not between ${pastMonday} and ${thisFriday})::int as outside`);
    expect(missing).toEqual({ wanted: 200, trips: 200, weekend: 0, outside: 0 });
  });

  it('completes the past trips but one cancelled, with odometers counting up per vehicle; later ones stay scheduled', async () => {
    const { today } = await demoDates();
    const trips = await demoRows<{
      id: string;
      vehicle: string;
      past: boolean;
      status: number;
      odometer_start: number | null;
      odometer_end: number | null;
      started_at: string | null;
      ended_at: string | null;
      checked_at: string | null;
      checked_where: boolean;
      cancel_notes: string | null;
      events: number;
    }>(sql`
      select t.id, t.vehicle_id as vehicle, t.journey_date < ${today}::date as past, t.status,
             t.odometer_start, t.odometer_end, t.started_at::text, t.ended_at::text,
             t.empty_bus_checked_at::text as checked_at, t.empty_bus_latitude is not null as checked_where,
             (select e.notes from trip_events e where e.trip_id = t.id and e.event_type = 9) as cancel_notes,
             (select count(*) from trip_events e where e.trip_id = t.id)::int as events
        from trips t order by t.vehicle_id, t.started_at`);
    const past = trips.filter((trip) => trip.past);
    expect(past.length).toBeGreaterThanOrEqual(100);
    const cancelled = past.filter((trip) => trip.status === 4);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({ odometer_start: null, started_at: null, events: 1 });
    expect(cancelled[0]!.cancel_notes).not.toBe('');
    const completed = past.filter((trip) => trip.status === 3);
    expect(completed).toHaveLength(past.length - 1);
    let previous = new Map<string, number>();
    for (const trip of completed) {
      expect(trip.started_at! < trip.ended_at!).toBe(true);
      // Every demo driver confirmed the empty-bus check when completing, where they were.
      expect(trip).toMatchObject({ checked_at: trip.ended_at, checked_where: true });
      const km = trip.odometer_end! - trip.odometer_start!;
      expect(km).toBeGreaterThanOrEqual(5);
      expect(km).toBeLessThanOrEqual(40);
      expect(trip.odometer_start!).toBeGreaterThan(previous.get(trip.vehicle) ?? 0);
      previous = previous.set(trip.vehicle, trip.odometer_end!);
    }
    const later = trips.filter((trip) => !trip.past);
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((trip) => trip.status === 1 || trip.status === 2)).toBe(true);
  });

  it("records each completed trip's events in order: started, each stop, its riders but the absent, completed", async () => {
    const events = await demoRows<{
      trip: string;
      direction: number;
      event_type: number;
      stop: string | null;
      student: string | null;
      at: string;
      on_stop: boolean;
      client_key: string | null;
    }>(sql`
      select e.trip_id as trip, j.direction, e.event_type, e.trip_stop_id as stop, e.student_id as student,
             to_char(e.event_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at,
             e.trip_stop_id is null or (e.latitude = b.latitude and e.longitude = b.longitude) as on_stop,
             e.client_key
        from trip_events e join trips t on t.id = e.trip_id join journeys j on j.id = t.journey_id
        left join trip_stops s on s.id = e.trip_stop_id left join bus_stops b on b.id = s.bus_stop_id
       where t.status = 3 order by e.trip_id, e.event_time, e.id`);
    const stops = await demoRows<{ id: string; trip: string; picks: string[]; drops: string[] }>(sql`
      select s.id, s.trip_id as trip, s.pick_students as picks, s.drop_students as drops
        from trip_stops s join trips t on t.id = s.trip_id where t.status = 3 order by s.trip_id, s.sequence`);
    expect(events.every((event) => event.on_stop && event.client_key === null)).toBe(true);
    const ofTrip = (trip: string) => events.filter((event) => event.trip === trip);
    const trips = [...new Set(stops.map((stop) => stop.trip))];
    let absents = 0;
    for (const trip of trips) {
      const own = ofTrip(trip);
      const tripStops = stops.filter((stop) => stop.trip === trip);
      expect(own[0]!.event_type, trip).toBe(1);
      expect(own.at(-1)!.event_type, trip).toBe(7);
      expect(new Set(own.map((event) => event.at)).size, trip).toBe(own.length);
      const count = (type: number) => own.filter((event) => event.event_type === type).length;
      expect([count(2), count(4)], trip).toEqual([tripStops.length, tripStops.length]);
      // Each stop's events sit between its arrival and its departure (an incident may follow on the
      // road), stops in their order.
      const visited = own.filter((event) => event.stop).map((event) => event.stop);
      expect([...new Set(visited)], trip).toEqual(tripStops.map((stop) => stop.id));
      for (const stop of tripStops) {
        const at = own
          .filter((event) => event.stop === stop.id && event.event_type !== 6)
          .map((event) => event.event_type);
        expect(at[0], trip).toBe(2);
        expect(at.at(-1), trip).toBe(4);
        const picked = own.filter((event) => event.stop === stop.id && [3, 8].includes(event.event_type));
        expect(picked.map((event) => event.student).sort()).toEqual([...stop.picks].sort());
      }
      const expectedPicks = tripStops.reduce((sum, stop) => sum + stop.picks.length, 0);
      expect(count(3), trip).toBe(expectedPicks - count(8));
      if (own[0]!.direction === 2) expect(count(3) + count(8), trip).toBe(0);
      absents += count(8);
    }
    expect(absents).toBeGreaterThanOrEqual(3);
    expect(absents).toBeLessThan(60);
    // An absent pupil is not dropped off that afternoon; everyone else expected is.
    const [drops] = await demoRows<{ expected: number; dropped: number; absent_dropped: number }>(sql`
      select (select count(*) from trip_stops s join trips t on t.id = s.trip_id, unnest(s.drop_students)
               where t.status = 3)::int as expected,
             (select count(*) from trip_events where event_type = 5)::int as dropped,
             (select count(*) from trip_events d join trips t on t.id = d.trip_id
                join trip_events a on a.event_type = 8 and a.student_id = d.student_id
                join trips ta on ta.id = a.trip_id and ta.journey_date = t.journey_date
               where d.event_type = 5)::int as absent_dropped`);
    expect(drops!.absent_dropped).toBe(0);
    expect(drops!.dropped).toBeLessThanOrEqual(drops!.expected);
    expect(drops!.dropped).toBeGreaterThan(drops!.expected - 60);
  });

  it('has two incidents with notes and some stops reached 6 to 15 minutes late, most within 3', async () => {
    const incidents = await demoRows<{ notes: string }>(
      sql`select notes from trip_events where event_type = 6`,
    );
    expect(incidents).toHaveLength(2);
    expect(incidents.every((incident) => incident.notes.length > 10)).toBe(true);
    const lateness = await demoRows<{ minutes: number }>(sql`
      select extract(epoch from e.event_time - ((t.journey_date + s.expected_time) at time zone 'Africa/Nairobi'))::int / 60 as minutes
        from trip_events e join trips t on t.id = e.trip_id join trip_stops s on s.id = e.trip_stop_id
       where e.event_type = 2`);
    expect(lateness.every((stop) => stop.minutes >= 0 && stop.minutes <= 30)).toBe(true);
    const late = lateness.filter((stop) => stop.minutes >= 6).length;
    expect(late).toBeGreaterThan(5);
    expect(late).toBeLessThan(lateness.length / 5);
  });

  it('adds a few restrictions, both kinds, and leaves those students out of the riders on those dates', async () => {
    const restrictions = await demoRows<{
      student: string;
      event_type: number;
      start_date: string;
      end_date: string;
    }>(sql`
      select student_id as student, event_type, start_date::text, end_date::text from student_restrictions`);
    expect(restrictions.length).toBeGreaterThanOrEqual(4);
    expect(new Set(restrictions.map((r) => r.event_type))).toEqual(new Set([3, 5]));
    const [held] = await demoRows<{ riding: number; elsewhere: number }>(sql`
      select count(*) filter (where t.journey_date between r.start_date and r.end_date)::int as riding,
             count(*) filter (where t.journey_date not between r.start_date and r.end_date)::int as elsewhere
        from student_restrictions r join trips t on true
        join trip_stops s on s.trip_id = t.id
         and r.student_id = any(case when r.event_type = 3 then s.pick_students else s.drop_students end)`);
    expect(held).toMatchObject({ riding: 0 });
    expect(held!.elsewhere).toBeGreaterThan(0);
  });
});
