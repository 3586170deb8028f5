import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithSchool } from '../../../test/factories';
import { tripEvents } from '../trip-events/trip-events.table';
import { tripFixtures } from '../trip-events/trips.test-helpers';
import { tripStops } from './trip-stops.table';

// A trip stop's arrived_at (migration 0011): the first Arrived at Stop event recorded there, kept by
// a trigger on trip_events however the events are written (one by one, or many in one statement).
const { t, school } = await appWithSchool();
const fixtures = tripFixtures(t);

describe("a trip stop's first arrival", () => {
  it('is the earliest Arrived at Stop event of that stop, and only of that stop', async () => {
    const trip = await fixtures.trip(school, { status: 2 });
    const [first, second] = trip.stops;
    const arrivalOf = async (stop: string) => {
      const [row] = await t.database.db
        .select({ arrived_at: tripStops.arrived_at })
        .from(tripStops)
        .where(and(eq(tripStops.trip_id, trip.id), eq(tripStops.id, stop)));
      return row!.arrived_at?.toISOString() ?? null;
    };
    const event = (trip_stop_id: string, event_type: number, at: string) => ({
      tenant_id: school.tenantId,
      trip_id: trip.id,
      trip_stop_id,
      event_type,
      event_time: new Date(at),
    });

    // A departure or a pickup is no arrival.
    await t.database.db.insert(tripEvents).values(event(first!.id, 4, '2026-03-02T04:20:00Z'));
    expect(await arrivalOf(first!.id)).toBeNull();
    await t.database.db.insert(tripEvents).values(event(first!.id, 2, '2026-03-02T04:15:00Z'));
    expect(await arrivalOf(first!.id)).toBe('2026-03-02T04:15:00.000Z');
    // A later tap keeps the first; an earlier one sent late (offline) replaces it.
    await t.database.db.insert(tripEvents).values(event(first!.id, 2, '2026-03-02T04:18:00Z'));
    expect(await arrivalOf(first!.id)).toBe('2026-03-02T04:15:00.000Z');
    await t.database.db.insert(tripEvents).values(event(first!.id, 2, '2026-03-02T04:12:00Z'));
    expect(await arrivalOf(first!.id)).toBe('2026-03-02T04:12:00.000Z');
    // Many in one statement: the earliest of them.
    await t.database.db
      .insert(tripEvents)
      .values([event(second!.id, 2, '2026-03-02T04:31:00Z'), event(second!.id, 2, '2026-03-02T04:29:00Z')]);
    expect(await arrivalOf(second!.id)).toBe('2026-03-02T04:29:00.000Z');
    expect(await arrivalOf(trip.stops[2]!.id)).toBeNull();
  });
});
