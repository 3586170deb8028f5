import { Alert, List, Text } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Proposal } from './plan-labels';

/** The pupils the plan could not place, and why a pupil is left out (the plan says it for all of them). */
export function UnplacedPupils({ pupils }: { pupils: Proposal['unplaced'] }) {
  const intl = useIntl();
  return (
    <Alert
      color="yellow"
      icon={<IconUserQuestion size={18} />}
      title={intl.formatMessage({ id: 'planRoutes.unplaced' }, { count: pupils.length })}
    >
      <Text size="sm" mb="xs">
        <FormattedMessage id="planRoutes.unplacedWhy" />
      </Text>
      <List size="sm">
        {pupils.map((pupil) => (
          <List.Item key={pupil.student}>{pupil.name}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
