import type { StudentJourneyInput } from '@app/shared/student-journeys/student-journey.schemas';
import { addVehicles, type School } from './fleet-support';
import { post } from './personnel-support';

// A route network made through the API for the browser tests that need a route to work on.

type Id = { id: string };

/** Lakeview Morning (LV-AM), to school 06:30 to 07:45, on bus KCE 321R (BUS-21), with three stops in order. */
export async function routeWithStops(school: School, period: string, seats = 33) {
  const [vehicle] = await addVehicles(school, [
    { registration_number: 'KCE 321R', code: 'BUS-21', max_capacity: seats, is_active: true },
  ]);
  const zone = await post<Id>(school, '/transport/zones/', { title: 'Lakeview' });
  const places = [
    ['Kanyon Gate', -0.3031, 36.0801, '06:40'],
    ['Milimani Mall', -0.295, 36.0702, '06:55'],
    ['Hillside School', -0.2851, 36.0603, '07:20'],
  ] as const;
  const route = await post<Id>(school, '/transport/journeys/', {
    title: 'Lakeview Morning',
    code: 'LV-AM',
    direction: 1,
    start_time: '06:30',
    end_time: '07:45',
    default_vehicle: vehicle!.id,
    academic_period: period,
    is_active: true,
  });
  const stops: Id[] = [];
  for (const [index, [title, latitude, longitude, expected_time]] of places.entries()) {
    const busStop = await post<Id>(school, '/transport/bus-stops/', {
      zone: zone.id,
      title,
      latitude,
      longitude,
    });
    stops.push(
      await post<Id>(school, '/transport/journey-stops/', {
        journey: route.id,
        bus_stop: busStop.id,
        sequence: index + 1,
        expected_time,
      }),
    );
  }
  return { route, stops, vehicle: vehicle! };
}

/** Every day of the week, weekends too: a ride a test can run on any day. */
export const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day_of_week: day, is_active: true }));

/** A student riding the route (active, first of their routes), on school days unless a schedule is given. */
export function addRide(
  school: School,
  ride: Pick<StudentJourneyInput, 'student' | 'journey' | 'pick_point' | 'drop_point' | 'schedule'>,
) {
  return post(school, '/transport/student-journeys/', { is_active: true, sequence: 1, ...ride });
}
