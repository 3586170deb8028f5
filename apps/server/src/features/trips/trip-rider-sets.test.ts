import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithSchool } from '../../../test/factories';
import { tripEvents } from '../trip-events/trip-events.table';
import { tripFixtures } from '../trip-events/trips.test-helpers';
import { tripStops } from './trip-stops.table';
import { trips } from './trips.table';

// A trip's riders kept on it by triggers (migration 0012): the students of its Pickup, Dropoff and
// Student Absent events, each a sorted set, however the events are written; and its stops' expected
// riders, copied when it leaves Scheduled.
const { t, school } = await appWithSchool();
const fixtures = tripFixtures(t);

describe("a trip's recorded riders", () => {
  it('are the sorted, distinct students of its rider events, one by one or many at once', async () => {
    const trip = await fixtures.trip(school, { status: 2 });
    const other = await fixtures.trip(school, { status: 2, date: '2026-03-03' });
    const [a, b, c, d] = Array.from({ length: 4 }, () => crypto.randomUUID()).sort();
    const ridersOf = async (id: string) => {
      const [row] = await t.database.db
        .select({
          picked: trips.picked_up_students,
          dropped: trips.dropped_off_students,
          absent: trips.absent_students,
        })
        .from(trips)
        .where(eq(trips.id, id));
      return row!;
    };
    const event = (trip_id: string, event_type: number, student_id: string | null) => ({
      tenant_id: school.tenantId,
      trip_id,
      trip_stop_id: null,
      student_id,
      event_type,
      event_time: new Date('2026-03-02T04:15:00Z'),
    });

    expect(await ridersOf(trip.id)).toEqual({ picked: [], dropped: [], absent: [] });
    await t.database.db.insert(tripEvents).values(event(trip.id, 3, c!));
    await t.database.db.insert(tripEvents).values(event(trip.id, 3, a!));
    // Twice recorded: once a rider. An arrival or an event without a student adds nobody.
    await t.database.db.insert(tripEvents).values(event(trip.id, 3, c!));
    await t.database.db.insert(tripEvents).values([event(trip.id, 2, null), event(trip.id, 3, null)]);
    expect(await ridersOf(trip.id)).toEqual({ picked: [a, c], dropped: [], absent: [] });
    // Many in one statement, over two trips.
    await t.database.db
      .insert(tripEvents)
      .values([
        event(trip.id, 5, c!),
        event(trip.id, 5, a!),
        event(trip.id, 8, b!),
        event(trip.id, 3, b!),
        event(other.id, 3, d!),
        event(other.id, 8, a!),
      ]);
    expect(await ridersOf(trip.id)).toEqual({ picked: [a, b, c], dropped: [a, c], absent: [b] });
    expect(await ridersOf(other.id)).toEqual({ picked: [d], dropped: [], absent: [a] });
  });

  it("copy the stops' expected riders, sorted, when the trip leaves Scheduled, and again if they change", async () => {
    const trip = await fixtures.trip(school, { status: 1 });
    const [first, second] = trip.stops;
    const [a, b, c] = Array.from({ length: 3 }, () => crypto.randomUUID()).sort();
    const expectedOf = async () => {
      const [row] = await t.database.db
        .select({ picks: trips.expected_pick_students, drops: trips.expected_drop_students })
        .from(trips)
        .where(eq(trips.id, trip.id));
      return row!;
    };
    const setRiders = (stop: string, pick_students: string[], drop_students: string[]) =>
      t.database.db
        .update(tripStops)
        .set({ pick_students, drop_students })
        .where(and(eq(tripStops.trip_id, trip.id), eq(tripStops.id, stop)));
    const setStatus = (status: number) =>
      t.database.db.update(trips).set({ status }).where(eq(trips.id, trip.id));

    // Scheduled: its riders may still change, nothing is copied.
    await setRiders(first!.id, [c!, a!], []);
    await setRiders(second!.id, [b!], [a!, c!]);
    expect(await expectedOf()).toEqual({ picks: [], drops: [] });
    await setStatus(2);
    expect(await expectedOf()).toEqual({ picks: [a, b, c], drops: [a, c] });
    // Riders changed by hand on the running trip; an arrival changes none.
    await setRiders(second!.id, [], [c!]);
    await t.database.db
      .update(tripStops)
      .set({ arrived_at: new Date() })
      .where(eq(tripStops.trip_id, trip.id));
    expect(await expectedOf()).toEqual({ picks: [a, c], drops: [c] });
    // Completed from Active keeps them; a student expected at two stops is there twice.
    await setRiders(second!.id, [a!], [c!]);
    await setStatus(3);
    expect(await expectedOf()).toEqual({ picks: [a, a, c], drops: [c] });
  });
});
