import { Badge } from '@mantine/core';

// Interim until the shared TRIP_STATUSES (trips-core) is merged.
const STATUSES: Record<number, { label: string; color: string }> = {
  1: { label: 'Scheduled', color: 'blue' },
  2: { label: 'Active', color: 'orange' },
  3: { label: 'Completed', color: 'green' },
  4: { label: 'Cancelled', color: 'red' },
};

export function TripStatusBadge({ status }: { status: number }) {
  const known = STATUSES[status];
  return (
    <Badge color={known?.color ?? 'gray'} variant="light" size="lg" tt="none">
      {known?.label ?? `Status ${status}`}
    </Badge>
  );
}
