import { HttpResponse } from 'msw';
import type { TripEvent } from '@app/shared/trip-events/trip-event.schemas';
import type { ActiveTrip } from '@app/shared/trip-status/trip-status.schemas';
import type { Trip, TripDetail } from '@app/shared/trips/trip.schemas';

// Trips of the trip screens' component tests, as the server reads them.

export const tripId = (n: number) => `7a000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * What a trip that has not run yet holds: no attendant, notes or odometer, neither started nor ended,
 * no empty-bus check.
 */
export const notRunYet = {
  attendant: null,
  attendant_name: null,
  notes: '',
  odometer_start: null,
  odometer_end: null,
  started_at: null,
  ended_at: null,
  empty_bus_checked_at: null,
  empty_bus_latitude: null,
  empty_bus_longitude: null,
  document_override_reason: null,
  document_override_by: null,
  document_override_by_name: null,
  document_override_at: null,
} satisfies Partial<Trip>;

export const scheduled: Trip = {
  id: tripId(1),
  journey: '5b1d6a7e-3f57-4a8e-9d5b-0c6f1a2b3c4d',
  journey_title: 'Westlands Morning',
  journey_code: 'WL-01',
  journey_direction: 1,
  journey_direction_title: 'To School',
  journey_date: '2026-03-05',
  status: 1,
  status_title: 'Scheduled',
  detail: '',
  vehicle: '7c2e8b9f-4a68-4b9f-8e6c-1d7a2b3c4d5e',
  vehicle_registration_number: 'KBZ 412A',
  vehicle_code: 'BUS-01',
  driver: '1f0e8b9f-4a68-4b9f-8e6c-1d7a2b3c4d01',
  driver_name: 'Peter Mwangi',
  ...notRunYet,
};

export const afternoon: Trip = {
  ...scheduled,
  id: tripId(2),
  journey_title: 'Karen Afternoon',
  journey_code: 'KR-02',
  journey_direction: 2,
  journey_direction_title: 'From School',
  status: 3,
  status_title: 'Completed',
  vehicle_registration_number: 'KCA 100B',
  vehicle_code: 'BUS-02',
  driver: null,
  driver_name: null,
  odometer_start: 12480,
  odometer_end: 12512,
  // 16:05 in Nairobi, where the driver confirmed that no child was left on board.
  empty_bus_checked_at: '2026-03-05T13:05:00Z',
  empty_bus_latitude: -1.3192034,
  empty_bus_longitude: 36.7073161,
};

export const withStops = (trip: Trip): TripDetail => ({
  ...trip,
  // Issue 25 §1: a bus in service, not inspected yet.
  vehicle_type: 'bus',
  vehicle_out_of_service: false,
  inspections: [],
  journey_stops: [
    {
      id: 'ts-1',
      sequence: 1,
      bus_stop: 'bs-1',
      bus_stop_title: 'Sarit Centre',
      expected_time: '06:40:00',
      latitude: -1.26,
      longitude: 36.8,
      // 06:43 in Nairobi.
      arrived_at: '2026-03-05T03:43:10Z',
      departed_at: null,
      pickups: 3,
      dropoffs: 0,
      pick_students: [],
      drop_students: [],
    },
    {
      id: 'ts-2',
      sequence: 2,
      bus_stop: 'bs-2',
      bus_stop_title: 'Hillside School',
      expected_time: '07:30:00',
      latitude: -1.28,
      longitude: 36.82,
      arrived_at: null,
      departed_at: null,
      pickups: 0,
      dropoffs: 3,
      pick_students: [],
      drop_students: [],
    },
  ],
});

export const started: TripEvent = {
  id: 'ev-1',
  trip: tripId(1),
  event_type: 1,
  event_type_display: 'Trip Started',
  journey_stop: null,
  journey_stop_title: null,
  student: null,
  student_name: null,
  notes: 'Left the depot',
  event_time: '2026-03-05T03:30:00Z',
  latitude: -1.2920659,
  longitude: 36.8219462,
  recorded_by_name: 'Ann Bee',
  automatic: false,
};

export const pickup: TripEvent = {
  ...started,
  id: 'ev-2',
  event_type: 3,
  event_type_display: 'Pickup',
  journey_stop: 'ts-1',
  journey_stop_title: 'Sarit Centre',
  student: 's1',
  student_name: 'Baraka Mutua',
  notes: '',
  event_time: '2026-03-05T03:44:00Z',
  latitude: null,
  longitude: null,
};

/** Arrived at the first stop, recorded from the bus's positions. */
export const arrivedAutomatically: TripEvent = {
  ...started,
  id: 'ev-3',
  event_type: 2,
  event_type_display: 'Arrived at Stop',
  journey_stop: 'ts-1',
  journey_stop_title: 'Sarit Centre',
  notes: '',
  event_time: '2026-03-05T03:43:00Z',
  recorded_by_name: null,
  automatic: true,
};

export const activeTrip = (trip: Trip, changes: Partial<ActiveTrip> = {}): ActiveTrip => ({
  trip: { ...trip, status: 2, status_title: 'Active' },
  last_event: started,
  next_stop: { id: 'ts-2', sequence: 2, bus_stop_title: 'Hillside School', expected_time: '07:30:00' },
  minutes_late: 0,
  position: { latitude: -1.2920659, longitude: 36.8219462, at: '2026-03-05T03:30:00Z' },
  ...changes,
});

/** A list answer of the platform's shape. */
export const page = <T>(results: T[], count = results.length) =>
  HttpResponse.json({ count, next: null, previous: null, results });
