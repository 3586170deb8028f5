import { Badge } from '@mantine/core';

/** Green 'Active' or red 'Inactive' (spec part 1 §2). */
export function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge color={isActive ? 'green' : 'red'} variant="light" tt="none">
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}
