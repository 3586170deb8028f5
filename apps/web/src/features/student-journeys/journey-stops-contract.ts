import { defineResource } from '@app/shared/common/resource';

/**
 * Route stops as the modal reads them, per the contract of issue 9 (GET /transport/journey-stops/
 * ?journey=). Their shared schemas come with the routes work: at the merge, this file gives way to
 * `journeyStopsResource` and `JourneyStop` of packages/shared/src/journey-stops.
 */
export const journeyStopsResource = defineResource({
  name: 'journey-stops',
  path: '/transport/journey-stops/',
  orderingFields: ['sequence'],
});

/** A student boarding or leaving at a stop: `id` is the assignment's. */
type StopRider = { id: string; student: string; student_name: string };

export type JourneyStop = {
  id: string;
  journey: string;
  bus_stop: string;
  bus_stop_title: string;
  sequence: number;
  expected_time: string;
  pick_students: StopRider[];
  drop_students: StopRider[];
};
