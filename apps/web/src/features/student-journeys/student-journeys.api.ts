import {
  studentJourneysResource,
  type StudentJourney,
  type StudentJourneyInput,
} from '@app/shared/student-journeys/student-journey.schemas';
import type { ScheduleDay } from '@app/shared/common/weekdays';
import { recordKeys, useDeleteRecord, useRecordList, useSaveRecord } from '../records/records.api';
import { journeyStopsResource } from '@app/shared/journey-stops/journey-stop.schemas';

// A route carries a busload or two of riders: one page holds them all.
const ALL_RIDERS = 500;

/**
 * The route's riders per weekday against its vehicle's capacity (GET /transport/journeys/{id}/load/),
 * as the route details keep it: under the routes' own key.
 */
const journeyLoadKey = (journeyId: string) => ['journeys', 'load', journeyId] as const;

/** The route's active assignments, each with its student, points and weekdays. */
export function useRouteAssignments(journeyId: string) {
  return useRecordList<StudentJourney>(studentJourneysResource, {
    journey: journeyId,
    is_active: 'true',
    page_size: ALL_RIDERS,
  });
}

/**
 * Adding, changing and removing a route's assignments: the route details' stops (their pick-up and
 * drop-off lists) and its load per weekday are fetched again after each.
 */
export function useAssignmentWrites(journeyId: string) {
  const options = { alsoInvalidates: [recordKeys(journeyStopsResource).all, journeyLoadKey(journeyId)] };
  return {
    save: useSaveRecord<StudentJourneyInput, StudentJourney>(studentJourneysResource, options),
    remove: useDeleteRecord(studentJourneysResource, options),
  };
}

/** The whole input of an assignment as read, with another schedule: what a change of weekdays sends. */
export function withSchedule(assignment: StudentJourney, schedule: ScheduleDay[]): StudentJourneyInput {
  const { student, journey, is_active, sequence, pick_point, drop_point } = assignment;
  return { student, journey, is_active, sequence, pick_point, drop_point, schedule };
}
