import type { TripDetail, TripRider, TripStop } from '@app/shared/trips/trip.schemas';
import { notRunYet } from '../../test/trip-fixtures.test-helpers';

/** A rider as the run sheet lists one. */
const rider = (student: string, student_name: string, status: TripRider['status'] = 'expected') => ({
  student,
  student_name,
  status,
});

const stop = (sequence: number, title: string, time: string, patch: Partial<TripStop> = {}): TripStop => ({
  id: `stop-${sequence}`,
  sequence,
  bus_stop: `bus-stop-${sequence}`,
  bus_stop_title: title,
  expected_time: time,
  latitude: -1.26,
  longitude: 36.8,
  arrived_at: null,
  departed_at: null,
  pickups: patch.pick_students?.length ?? 0,
  dropoffs: patch.drop_students?.length ?? 0,
  pick_students: [],
  drop_students: [],
  ...patch,
});

/** Today's morning pick-up: two stops with riders, then the school where they are dropped off. */
export function morningTrip(patch: Partial<TripDetail> = {}): TripDetail {
  const amina = rider('student-1', 'Amina Otieno');
  const brian = rider('student-2', 'Brian Kamau');
  const chloe = rider('student-3', 'Chloe Wanjiru');
  return {
    id: 'trip-1',
    journey: 'journey-1',
    journey_title: 'Westlands Morning',
    journey_code: 'R-12',
    journey_direction: 1,
    journey_direction_title: 'To School',
    journey_date: '2026-03-03',
    status: 1,
    status_title: 'Scheduled',
    detail: '',
    vehicle: 'vehicle-1',
    vehicle_registration_number: 'KDA 123A',
    vehicle_code: 'BUS-4',
    driver: 'employee-1',
    driver_name: 'Daniel Mwangi',
    ...notRunYet,
    vehicle_type: 'bus',
    vehicle_out_of_service: false,
    inspections: [],
    journey_stops: [
      stop(2, 'Westgate', '07:20:00', { pick_students: [chloe] }),
      stop(1, 'Sarit Centre', '07:10:00', { pick_students: [amina, brian] }),
      stop(3, 'Hillside School', '07:45:00', { drop_students: [amina, brian, chloe] }),
    ],
    ...patch,
  };
}
