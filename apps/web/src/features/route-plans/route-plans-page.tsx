import { Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { PLANS_PATH } from './plan-labels';
import { PlanStartForm } from './plan-start-form';
import { PlanView } from './plan-view';
import { RecentPlans } from './recent-plans';
import { RoadTimesCard } from './road-times-card';
import { useRoutePlans } from './route-plans.api';

/**
 * Plan Routes (issue 24 §2): /transport/route-plans starts a plan of one direction, lists the recent
 * ones and keeps the school's road times; /transport/route-plans/:planId follows one while it runs and shows its proposal beside
 * today's routes, to approve or download. Nothing changes until a person approves.
 */
export function RoutePlansPage() {
  const intl = useIntl();
  const { planId } = useParams();
  const title = intl.formatMessage({ id: 'planRoutes.title' });
  return (
    <Stack gap="md">
      <PageHeading title={title} />
      {planId ? (
        <>
          <Group>
            <Anchor component={Link} to={PLANS_PATH} size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                <IconArrowLeft size={14} aria-hidden />
                <FormattedMessage id="planRoutes.allPlans" />
              </Group>
            </Anchor>
          </Group>
          {/* A new plan's screen starts afresh: no choice of the last one's Approve modal carries over. */}
          <PlanView key={planId} id={planId} />
        </>
      ) : (
        <PlansStart />
      )}
    </Stack>
  );
}

function PlansStart() {
  const plans = useRoutePlans();
  return (
    <>
      <PlanStartForm plans={plans.data?.results} />
      <RecentPlans plans={plans} />
      <RoadTimesCard />
    </>
  );
}
