import { Button, Paper, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Page } from '@app/shared/common/list';
import { localize } from '@app/shared/i18n/localize';
import type { RoutePlan } from '@app/shared/route-plans/route-plan.schemas';
import { DataTable, type Column } from '../../components/data-table';
import { DirectionBadge } from '../../components/journey-labels';
import { useFormats } from '../../i18n/use-formats';
import { errorMessage } from '../../lib/api-error';
import { PlanStateBadge, planScreenPath } from './plan-labels';

/** The school's last plans (date, direction, state, buses), each opened by its button. */
export function RecentPlans({ plans }: { plans: UseQueryResult<Page<RoutePlan>> }) {
  const intl = useIntl();
  const formats = useFormats();
  const columns = useMemo<Column<RoutePlan>[]>(
    () => [
      {
        key: 'created_at',
        title: intl.formatMessage({ id: 'planRoutes.started' }),
        noWrap: true,
        render: (plan) => formats.dateTime(plan.created_at, 'short'),
      },
      {
        key: 'direction',
        title: intl.formatMessage({ id: 'routes.direction' }),
        render: (plan) => <DirectionBadge journey={plan} />,
      },
      {
        key: 'state',
        title: intl.formatMessage({ id: 'planRoutes.state' }),
        render: (plan) => <PlanStateBadge state={plan.state} />,
      },
      {
        key: 'buses',
        title: intl.formatMessage({ id: 'planRoutes.buses' }),
        align: 'right',
        render: (plan) =>
          plan.proposal ? (
            formats.number(plan.proposal.totals.buses)
          ) : (
            <Text span size="sm" c="dimmed">
              <FormattedMessage id="planRoutes.noProposal" />
            </Text>
          ),
      },
    ],
    [intl, formats],
  );
  const name = (plan: RoutePlan) => formats.dateTime(plan.created_at, 'short');
  const loadFailed = intl.formatMessage({ id: 'planRoutes.plansLoadFailed' });

  return (
    <Paper withBorder radius="md">
      <Title order={2} size="h4" p="md" pb={0}>
        <FormattedMessage id="planRoutes.recentPlans" />
      </Title>
      <DataTable
        label={intl.formatMessage({ id: 'planRoutes.recentPlansLabel' })}
        columns={columns}
        rows={plans.data?.results}
        rowKey={(plan) => plan.id}
        rowName={name}
        actions={(plan) => (
          <Button
            component={Link}
            to={planScreenPath(plan.id)}
            size="xs"
            variant="light"
            rightSection={<IconArrowRight size={14} aria-hidden />}
            aria-label={intl.formatMessage({ id: 'planRoutes.openPlan' }, { date: name(plan) })}
          >
            <FormattedMessage id="planRoutes.open" />
          </Button>
        )}
        actionsWidth={110}
        isLoading={plans.isLoading}
        error={plans.isError ? localize(intl, errorMessage(plans.error, loadFailed)) : null}
        errorTitle={loadFailed}
        onRetry={() => void plans.refetch()}
        isRetrying={plans.isRefetching}
        emptyMessage={intl.formatMessage({ id: 'planRoutes.noPlans' })}
        height={Math.min(400, 56 + Math.max(2, plans.data?.results.length ?? 0) * 56)}
        minHeight={140}
      />
    </Paper>
  );
}
