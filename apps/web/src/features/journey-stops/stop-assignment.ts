import type { JourneyStop } from '@app/shared/journey-stops/journey-stop.schemas';
import { countOf } from '../../lib/plural';

/** Which riders of a stop are being assigned: those boarding there (pick) or leaving there (drop). */
export type AssignPoint = 'pick' | 'drop';
export type AssignTarget = { stop: JourneyStop; point: AssignPoint };

/** The riders of a stop at a point. */
export const ridersAt = (stop: JourneyStop, point: AssignPoint) =>
  point === 'pick' ? stop.pick_students : stop.drop_students;

/** "2 pick-ups", "1 drop-off". */
export function ridersCount(stop: JourneyStop, point: AssignPoint): string {
  const count = ridersAt(stop, point).length;
  const noun = point === 'pick' ? 'pick-up' : 'drop-off';
  return countOf(count, noun);
}
