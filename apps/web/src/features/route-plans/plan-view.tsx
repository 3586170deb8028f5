import { Alert, Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { localize } from '@app/shared/i18n/localize';
import type { RoutePlanApproved } from '@app/shared/route-plans/route-plan.schemas';
import { DirectionBadge } from '../../components/journey-labels';
import { ListState } from '../../components/list-state';
import { linkTo } from '../../i18n/message-links';
import { useFormats } from '../../i18n/use-formats';
import { ApiError, errorMessage } from '../../lib/api-error';
import { PlanStateBadge, PLANS_PATH } from './plan-labels';
import { PlanProgress } from './plan-progress';
import { PlanProposal } from './plan-proposal';
import { useRoutePlan } from './route-plans.api';

/** One plan: its heading, then what its state shows (progress, the proposal, or how it ended). */
export function PlanView({ id }: { id: string }) {
  const intl = useIntl();
  const formats = useFormats();
  const query = useRoutePlan(id);
  // What Approve made: the new routes' links (the plan itself does not keep them).
  const [approved, setApproved] = useState<RoutePlanApproved | null>(null);
  const plan = query.data;

  if (!plan) {
    const loadFailed = intl.formatMessage({ id: 'planRoutes.planLoadFailed' });
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <ListState
        isLoading={query.isLoading}
        error={
          query.isError
            ? notFound
              ? intl.formatMessage({ id: 'planRoutes.planNotFound' })
              : localize(intl, errorMessage(query.error, loadFailed))
            : null
        }
        errorTitle={loadFailed}
        onRetry={notFound ? undefined : () => void query.refetch()}
        isRetrying={query.isRefetching}
        emptyMessage={loadFailed}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Title order={2} size="h3">
          <FormattedMessage
            id="planRoutes.planHeading"
            values={{ date: formats.dateTime(plan.created_at, 'short') }}
          />
        </Title>
        <DirectionBadge journey={plan} />
        <PlanStateBadge state={plan.state} />
      </Group>
      {plan.state === 'running' && <PlanProgress plan={plan} />}
      {plan.state === 'failed' && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          title={intl.formatMessage({ id: 'planRoutes.failedTitle' })}
        >
          {plan.error ? localize(intl, plan.error) : intl.formatMessage({ id: 'planRoutes.failedUnknown' })}
        </Alert>
      )}
      {plan.state === 'cancelled' && (
        <Text role="status">
          <FormattedMessage id="planRoutes.cancelledText" values={linkTo(PLANS_PATH)} />
        </Text>
      )}
      {plan.state === 'approved' && <ApprovedNote approved={approved} />}
      {plan.proposal && (plan.state === 'ready' || plan.state === 'approved') && (
        <PlanProposal plan={plan} proposal={plan.proposal} onApproved={setApproved} />
      )}
    </Stack>
  );
}

/** An approved plan: where its routes are, with each new route's link when this screen approved it. */
function ApprovedNote({ approved }: { approved: RoutePlanApproved | null }) {
  const intl = useIntl();
  const listId = useId();
  return (
    <Alert
      color="green"
      icon={<IconCircleCheck size={18} />}
      title={intl.formatMessage({ id: 'planRoutes.approvedTitle' })}
    >
      <Stack gap="xs">
        <Text size="sm">
          <FormattedMessage id="planRoutes.approvedText" values={linkTo('/routes')} />
        </Text>
        {approved && (
          <>
            <Paper p={0} bg="transparent">
              <Text size="sm" fw={600} id={listId}>
                <FormattedMessage id="planRoutes.newRoutes" />
              </Text>
              <List size="sm" aria-labelledby={listId}>
                {approved.routes.map((route) => (
                  <List.Item key={route.id}>
                    <Anchor component={Link} to={`/routes/details/${route.id}`} size="sm">
                      {route.code}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Paper>
            <Text size="sm">
              <FormattedMessage id="planRoutes.retiredRoutes" values={{ count: approved.retired }} />
            </Text>
          </>
        )}
      </Stack>
    </Alert>
  );
}
