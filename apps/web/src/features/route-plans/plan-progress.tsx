import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconPlayerStop } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RoutePlan } from '@app/shared/route-plans/route-plan.schemas';
import { useFormats } from '../../i18n/use-formats';
import { errorMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCancelPlan } from './route-plans.api';

/**
 * A plan while the engine searches: how far through its time it is (a progress bar that assistive
 * technology reads as a value), and Cancel. The screen asks for the plan every second meanwhile.
 */
export function PlanProgress({ plan }: { plan: RoutePlan }) {
  const intl = useIntl();
  const formats = useFormats();
  const cancel = useCancelPlan(plan.id);
  const share = Math.min(1, Math.max(0, plan.progress));
  const percent = Math.round(share * 100);
  const label = formats.number(percent, { unit: 'percent', maxDigits: 0 });

  const onCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => notifySuccess('planRoutes.cancelled'),
      onError: (error) => notifyError(errorMessage(error, 'planRoutes.cancelFailed')),
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Progress.Root size={24} radius="sm">
          <Progress.Section
            value={percent}
            animated
            aria-label={intl.formatMessage({ id: 'planRoutes.progressLabel' })}
            aria-valuetext={label}
          >
            <Progress.Label fz="sm">{label}</Progress.Label>
          </Progress.Section>
        </Progress.Root>
        <Text size="sm">
          <FormattedMessage
            id="planRoutes.searching"
            values={{ elapsed: Math.round(share * plan.seconds), seconds: plan.seconds }}
          />
        </Text>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="planRoutes.runningHint" />
        </Text>
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlayerStop size={16} aria-hidden />}
            loading={cancel.isPending}
            onClick={onCancel}
          >
            <FormattedMessage id="planRoutes.cancelPlan" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
