import { HttpResponse } from 'msw';
import type { JourneyStop } from '@app/shared/journey-stops/journey-stop.schemas';
import type { Journey } from '@app/shared/journeys/journey.schemas';

// Records of the route screens' component tests, as the server reads them.

export const westlands: Journey = {
  id: '5b1d6a7e-3f57-4a8e-9d5b-0c6f1a2b3c4d',
  title: 'Westlands Morning',
  code: 'WL-01',
  direction: 1,
  direction_title: 'To School',
  start_time: '06:30:00',
  end_time: '07:45:00',
  default_vehicle: '7c2e8b9f-4a68-4b9f-8e6c-1d7a2b3c4d5e',
  default_vehicle_details: {
    id: '7c2e8b9f-4a68-4b9f-8e6c-1d7a2b3c4d5e',
    registration_number: 'KBZ 412A',
    code: 'BUS-01',
    max_capacity: 40,
    is_active: true,
  },
  attendant: '1f0e8b9f-4a68-4b9f-8e6c-1d7a2b3c4d5e',
  attendant_name: 'Grace Atieno',
  academic_period: '2a0e8b9f-4a68-4b9f-8e6c-1d7a2b3c4d5e',
  academic_period_title: 'Term 1 2026',
  is_active: true,
  stop_count: 3,
};

export const karen: Journey = {
  ...westlands,
  id: '6c2d7b8f-4a68-4b9f-8e6c-1d7a2b3c4d5e',
  title: 'Karen Afternoon',
  code: 'KR-02',
  direction: 2,
  direction_title: 'From School',
  start_time: '15:30:00',
  end_time: '16:45:00',
  attendant: null,
  attendant_name: null,
  is_active: false,
};

/** The id of bus stop `n` (the form checks it is an id). */
export const busStopId = (n: number) => `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A stop of Westlands Morning: `n` in its id, sequence and time. */
export function stopOf(
  n: number,
  title: string,
  riders: { pick?: string[]; drop?: string[] } = {},
): JourneyStop {
  const rider = (name: string, index: number) => ({
    id: `a${n}${index}`,
    student: `s${index}`,
    student_name: name,
  });
  return {
    id: `stop-${n}`,
    journey: westlands.id,
    bus_stop: busStopId(n),
    bus_stop_title: title,
    zone: 'zone-1',
    zone_title: 'Westlands',
    latitude: -1.26 - n / 100,
    longitude: 36.8 + n / 100,
    sequence: n,
    expected_time: `06:${30 + n * 5}:00`,
    pick_students: (riders.pick ?? []).map(rider),
    drop_students: (riders.drop ?? []).map(rider),
  };
}

/** A list answer of these rows. */
export const page = <T>(results: T[]) =>
  HttpResponse.json({ count: results.length, next: null, previous: null, results });
