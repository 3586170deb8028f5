import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

/** Green 'Active' or red 'Inactive' (spec part 1 §2). */
export function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge color={isActive ? 'green' : 'red'} variant="light" tt="none">
      <FormattedMessage id={isActive ? 'common.active' : 'common.inactive'} />
    </Badge>
  );
}
