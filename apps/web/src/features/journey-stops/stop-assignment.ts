import type { JourneyStop } from '@app/shared/journey-stops/journey-stop.schemas';
import type { IntlShape } from 'react-intl';

/** Which riders of a stop are being assigned: those boarding there (pick) or leaving there (drop). */
export type AssignPoint = 'pick' | 'drop';
export type AssignTarget = { stop: JourneyStop; point: AssignPoint };

/** The riders of a stop at a point. */
export const ridersAt = (stop: JourneyStop, point: AssignPoint) =>
  point === 'pick' ? stop.pick_students : stop.drop_students;

/** "2 pick-ups", "1 drop-off". */
export function ridersCount(intl: IntlShape, stop: JourneyStop, point: AssignPoint): string {
  const count = ridersAt(stop, point).length;
  return intl.formatMessage(
    { id: point === 'pick' ? 'routeStops.pickUpCount' : 'routeStops.dropOffCount' },
    { count },
  );
}
