import { Badge } from '@mantine/core';
import { TRIP_STATUSES } from '@app/shared/trips/trip.schemas';

/** Scheduled blue, Active orange, Completed green, Cancelled red. */
export function TripStatusBadge({ status }: { status: number }) {
  const known = TRIP_STATUSES.find((entry) => entry.id === status);
  return (
    <Badge color={known?.color ?? 'gray'} variant="light" size="lg" tt="none">
      {known?.label ?? `Status ${status}`}
    </Badge>
  );
}
