import { Badge } from '@mantine/core';
import { shortTime, type Journey } from '@app/shared/journeys/journey.schemas';

/** "06:30 – 07:45": a route's time range as the tables and cards show it. */
export function timeRange(journey: Pick<Journey, 'start_time' | 'end_time'>): string {
  return `${shortTime(journey.start_time)} – ${shortTime(journey.end_time)}`;
}

/** The direction's title on blue for direction 1 (To School), green otherwise (spec part 2 §2). */
export function DirectionBadge({ journey }: { journey: Pick<Journey, 'direction' | 'direction_title'> }) {
  return (
    <Badge color={journey.direction === 1 ? 'blue' : 'green'} variant="light" tt="none">
      {journey.direction_title}
    </Badge>
  );
}

/** A route as the user knows it, in button labels and the delete confirmation: "WL-01 Westlands Morning". */
export const journeyName = (journey: Pick<Journey, 'code' | 'title'>) => `${journey.code} ${journey.title}`;
