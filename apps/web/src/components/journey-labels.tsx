import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { shortTime, type Journey } from '@app/shared/journeys/journey.schemas';

/** The directions' names by id, worded in the reader's language (the server's `direction_title` is English). */
export const DIRECTION_LABELS = { 1: 'routes.toSchool', 2: 'routes.fromSchool' } as const;

/** A direction's name key (the schema allows 1 and 2 only; the badge's colour reads it the same way). */
export const directionLabel = (direction: number) => DIRECTION_LABELS[direction === 1 ? 1 : 2];

/** "06:30 – 07:45": a route's time range as the tables and cards show it. */
export function timeRange(journey: Pick<Journey, 'start_time' | 'end_time'>): string {
  return `${shortTime(journey.start_time)} – ${shortTime(journey.end_time)}`;
}

/** The direction's title on blue for direction 1 (To School), green otherwise (spec part 2 §2). */
export function DirectionBadge({ journey }: { journey: Pick<Journey, 'direction'> }) {
  return (
    <Badge color={journey.direction === 1 ? 'blue' : 'green'} variant="light" tt="none">
      <FormattedMessage id={directionLabel(journey.direction)} />
    </Badge>
  );
}

/** A route as the user knows it, in button labels and the delete confirmation: "WL-01 Westlands Morning". */
export const journeyName = (journey: Pick<Journey, 'code' | 'title'>) => `${journey.code} ${journey.title}`;
