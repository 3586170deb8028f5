import type { FamilyChild, FamilyTrip } from '@app/shared/family/family.schemas';

export const CHILD: FamilyChild = {
  id: 'c1',
  first_name: 'Amani',
  full_name: 'Amani Wanjiru',
  relationship: 1,
  is_primary: true,
  emergency_contact: true,
  trip_notifications: true,
};

/** A trip of the child as the family calls answer it: Route 7 to school, picked up at Mango Tree. */
export function familyTrip(patch: Partial<FamilyTrip> = {}): FamilyTrip {
  return {
    trip: 'trip-1',
    date: '2026-11-27',
    route_title: 'Route 7 Morning',
    direction: 1,
    status: 3,
    stop: {
      trip_stop: 'ts-1',
      title: 'Mango Tree',
      latitude: -1.29,
      longitude: 36.82,
      role: 'pickup',
      // 07:05 in Nairobi.
      expected_time: '2026-11-27T04:05:00Z',
      eta: null,
    },
    rider_status: 'picked_up',
    picked_up_at: '2026-11-27T04:12:00Z',
    dropped_off_at: null,
    marked_absent_at: null,
    will_not_ride: false,
    started_at: '2026-11-27T03:50:00Z',
    ended_at: '2026-11-27T05:00:00Z',
    ...patch,
  };
}

/** A Server-Sent Events body of these events, kept open as the server keeps a live stream. */
export function eventStream(events: { event: string; data: unknown }[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const { event, data } of events)
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
  });
}
