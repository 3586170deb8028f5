import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { appWithSchool } from '../../../test/factories';
import { tripFixtures } from '../trip-events/trips.test-helpers';
import { tripEvents } from '../trip-events/trip-events.table';
import { tripStops } from '../trips/trip-stops.table';
import { DEFAULT_DETOUR, detourOf, MIN_SEGMENTS, recordedSegments, type RecordedSegment } from './detour';
import { BUS_SPEED } from './route-times';

// 0.01 degrees of latitude: about 1,112 m, whatever the longitude.
const STEP = 0.01;
const STEP_METRES = 1111.95;

/** A leg of about 1,112 m driven in the time a road `detour` times longer takes at the bus's speed. */
const leg = (detour: number, metres = STEP_METRES): RecordedSegment => ({
  seconds: (metres * detour) / BUS_SPEED,
  from_latitude: -1.3,
  from_longitude: 36.8,
  to_latitude: -1.3 + (STEP * metres) / STEP_METRES,
  to_longitude: 36.8,
});

describe('the detour factor from recorded legs', () => {
  it('is the median of the legs, time at the speed against the straight line', () => {
    // A bus held at a crossing: one leg far off moves the median not at all.
    const legs = (slower: number, faster: number) => [
      ...Array.from({ length: slower }, () => leg(1.4)),
      ...Array.from({ length: faster }, () => leg(1.6)),
      leg(9),
    ];
    expect(detourOf(legs(10, 11))).toEqual({ factor: expect.closeTo(1.6, 2), basis: 'recorded' });
    expect(detourOf(legs(12, 8))).toEqual({ factor: expect.closeTo(1.4, 2), basis: 'recorded' });
  });

  it('is the default with fewer than 20 legs, short legs not counted', () => {
    const short = Array.from({ length: 5 }, () => leg(1.5, 60));
    expect(detourOf(Array.from({ length: MIN_SEGMENTS - 1 }, () => leg(1.5)))).toEqual({
      factor: DEFAULT_DETOUR,
      basis: 'default',
    });
    expect(detourOf([...Array.from({ length: MIN_SEGMENTS - 1 }, () => leg(1.5)), ...short]).basis).toBe(
      'default',
    );
    expect(detourOf(Array.from({ length: MIN_SEGMENTS }, () => leg(1.5))).basis).toBe('recorded');
  });

  it('stays between 1.0 and 3.0', () => {
    expect(detourOf(Array.from({ length: 20 }, () => leg(4))).factor).toBe(3);
    expect(detourOf(Array.from({ length: 20 }, () => leg(0.5))).factor).toBe(1);
  });
});

describe("the school's recorded legs", async () => {
  const { t, school } = await appWithSchool();
  const trips = tripFixtures(t);

  it("reads each stop's departure and the next stop's arrival of the last 8 weeks, in one statement", async () => {
    // 22 stops 1,112 m apart north: 21 legs, each driven as a road 1.6 times the straight line.
    const times = Array.from({ length: 22 }, (_, i) => `06:${String(10 + i).padStart(2, '0')}:00`);
    const trip = await trips.trip(school, { times });
    const old = await trips.trip(school, { times: times.slice(0, 3) });
    for (const [i, stop] of trip.stops.entries()) {
      await t.database.db
        .update(tripStops)
        .set({ latitude: (-1.3 + i * STEP).toFixed(7), longitude: '36.8000000' })
        .where(eq(tripStops.id, stop.id));
    }
    const legSeconds = (STEP_METRES * 1.6) / BUS_SPEED;
    const start = Date.now() - 86_400_000;
    const event = (tripId: string, stop: string, type: number, at: number) => ({
      tenant_id: school.tenantId,
      trip_id: tripId,
      trip_stop_id: stop,
      event_type: type,
      event_time: new Date(at),
    });
    await t.database.db.insert(tripEvents).values(
      trip.stops.flatMap((stop, i) => {
        const departed = start + i * (legSeconds + 60) * 1000;
        const arrived = departed - 60_000;
        return [
          event(trip.id, stop.id, EVENT.arrived, arrived),
          event(trip.id, stop.id, EVENT.departed, departed),
        ];
      }),
    );
    // Nine weeks ago: not this term's roads.
    const longAgo = Date.now() - 63 * 86_400_000;
    await t.database.db
      .insert(tripEvents)
      .values([
        event(old.id, old.stops[0]!.id, EVENT.departed, longAgo),
        event(old.id, old.stops[1]!.id, EVENT.arrived, longAgo + 1000_000),
      ]);

    const segments = await recordedSegments(t.database.forSchool(school.tenantId), school.tenantId);
    expect(segments).toHaveLength(21);
    for (const segment of segments) expect(segment.seconds).toBeCloseTo(legSeconds, 0);
    expect(detourOf(segments)).toEqual({ factor: expect.closeTo(1.6, 2), basis: 'recorded' });
  });
});
