import { DAY_NAMES, scheduleOf, weekdayBits } from '@app/shared/common/weekdays';
import type { StudentJourney } from '@app/shared/student-journeys/student-journey.schemas';
import type { JourneyStop } from '@app/shared/journey-stops/journey-stop.schemas';

// A route of three stops and two riders, as the server reads them, for the modal's component tests.

export const JOURNEY = {
  id: '5a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  code: 'RT-01',
  title: 'Riverside Morning',
};
export const [GATE, MALL, SCHOOL] = ['6b2f', '7c3a', '8d4b'].map(
  (start) => `${start}3c4d-5e6f-4071-9b8c-0d1e2f3a4b5c`,
) as [string, string, string];
const stop = (id: string, sequence: number, title: string): JourneyStop => ({
  id,
  journey: JOURNEY.id,
  bus_stop: `${id.slice(0, -4)}ffff`,
  bus_stop_title: title,
  zone: '9e5c3c4d-5e6f-4071-9b8c-0d1e2f3a4b5c',
  zone_title: 'Riverside',
  latitude: -0.3 + sequence / 1000,
  longitude: 36.07 + sequence / 1000,
  sequence,
  expected_time: `07:${10 * sequence}:00`,
  pick_students: [],
  drop_students: [],
});
export const stops = [
  stop(SCHOOL, 3, 'Hillside School'),
  stop(GATE, 1, 'Kanyon Gate'),
  stop(MALL, 2, 'Mall'),
];

export const days = (...active: number[]) => scheduleOf(weekdayBits(active));
export const assignment = (id: string, name: string, points: Partial<StudentJourney>): StudentJourney => ({
  id,
  student: `${id.slice(0, -4)}aaaa`,
  student_name: name,
  admission_number: `ADM-${id.slice(0, 3)}`,
  grade_level: 'Grade 4',
  stream: 'North',
  journey: JOURNEY.id,
  journey_title: JOURNEY.title,
  journey_code: JOURNEY.code,
  direction: 1,
  direction_title: 'To School',
  is_active: true,
  sequence: 1,
  pick_point: null,
  pick_point_title: null,
  drop_point: null,
  drop_point_title: null,
  schedule: days(1, 2, 3, 4, 5),
  bus_schedule: days(1, 2, 3, 4, 5).map((day) => ({ ...day, day_name: DAY_NAMES[day.day_of_week - 1]! })),
  ...points,
});
export const neema = assignment('9e5c6f70-8192-4304-8ebf-3a4b5c6d7e8f', 'Neema Achieng', {
  pick_point: GATE,
  drop_point: SCHOOL,
});
export const juma = assignment('af6d7081-92a3-4415-9fc0-4b5c6d7e8f90', 'Juma Ouma', { pick_point: MALL });
export const zawadi = {
  id: 'b07e8192-a3b4-4526-8ad1-5c6d7e8f9a01',
  full_name: 'Zawadi Kamau',
  admission_number: 'Z7',
};
