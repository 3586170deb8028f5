import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBus,
  IconCalendarEvent,
  IconClockCheck,
  IconSteeringWheel,
  IconUserCheck,
  IconUsers,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { ENDING_WITHIN_DAYS, ON_TIME_DAYS } from '@app/shared/dashboard/dashboard.schemas';
import { ON_TIME_MINUTES } from '@app/shared/trips/trip.schemas';
import { ListState } from '../../components/list-state';
import { NoAccessPage } from '../../components/no-access-page';
import { PageHeading } from '../../components/page-heading';
import { errorMessage } from '../../lib/api-error';
import { countOf } from '../../lib/plural';
import { usePermission } from '../auth';
import { ACTIVE_TRIPS, incidentsOn, performanceOf, PERSONNEL, tripsOn } from './dashboard-links';
import { REFRESH_MS, useDashboard } from './dashboard.api';
import { DashboardTile } from './dashboard-tile';
import { EndingAssignments, namesOf, rateText, StatusLinks } from './dashboard-tiles';

// The chart's code (recharts) is most of the dashboard's: loaded apart, so the figures show first.
const OnTimeChart = lazy(async () => ({ default: (await import('./on-time-chart')).OnTimeChart }));

const TITLE = 'Dashboard';
/** The chart's height, kept while its code loads so that nothing moves. */
const CHART_HEIGHT = 140;

/**
 * The dashboard (issue 11 §2, in place of the spec's placeholder page): the school's day at a glance, each
 * tile leading to its screen filtered as it counts. One call, made again every minute. Profiles of
 * the office only: drivers and attendants land on their run sheet, others have no figures to see.
 */
export function DashboardPage() {
  const canRead = usePermission('transport');
  return canRead ? <Operations /> : <NoAccessPage title="shell.dashboard" />;
}

function Operations() {
  const query = useDashboard();
  const dashboard = query.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="baseline">
        <PageHeading title={TITLE} />
        <Text size="sm" c="dimmed">
          {dashboard ? `${dayjs(dashboard.date).format('dddd, MMMM D, YYYY')} · ` : ''}
          Refreshes every {REFRESH_MS / 1000} seconds
        </Text>
      </Group>
      {!dashboard ? (
        <ListState
          isLoading={query.isPending}
          error={query.isError ? errorMessage(query.error, 'Failed to fetch the dashboard') : null}
          errorTitle="Failed to load the dashboard"
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
          emptyMessage=""
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <DashboardTile
            title="Trips today"
            icon={<IconCalendarEvent size={18} />}
            to={tripsOn(dashboard.date)}
            value={dashboard.trips_by_status.reduce((sum, { count }) => sum + count, 0)}
          >
            <StatusLinks dashboard={dashboard} />
          </DashboardTile>
          <DashboardTile
            title="In progress"
            icon={<IconBus size={18} />}
            to={ACTIVE_TRIPS}
            value={dashboard.in_progress.count}
            caption={
              dashboard.in_progress.count > 0
                ? namesOf(dashboard.in_progress.journey_codes, dashboard.in_progress.count)
                : 'No trip is under way right now'
            }
            covering
          />
          <DashboardTile
            title="Incidents today"
            icon={<IconAlertTriangle size={18} />}
            to={incidentsOn(dashboard.date)}
            value={dashboard.incidents}
            caption={`${countOf(dashboard.incidents, 'incident')} reported today`}
            covering
          />
          <DashboardTile
            title="Vehicles without a driver"
            icon={<IconSteeringWheel size={18} />}
            to={PERSONNEL}
            value={dashboard.vehicles_without_driver.count}
            caption={
              dashboard.vehicles_without_driver.count > 0
                ? namesOf(dashboard.vehicles_without_driver.codes, dashboard.vehicles_without_driver.count)
                : 'Every active vehicle has a driver today'
            }
            covering
          />
          <DashboardTile
            title="Riders expected"
            icon={<IconUsers size={18} />}
            to={tripsOn(dashboard.date)}
            value={dashboard.riders_expected}
            caption="Students on today's trips that are not cancelled"
            covering
          />
          <DashboardTile
            title="On-time rate"
            icon={<IconClockCheck size={18} />}
            to={performanceOf(dashboard.on_time, dashboard.date)}
            value={rateText(dashboard.on_time.rate)}
            caption={`${dashboard.on_time.on_time} of ${countOf(dashboard.on_time.arrivals, 'arrival')} within ${ON_TIME_MINUTES} minutes, last ${ON_TIME_DAYS} days`}
          >
            <Suspense fallback={<Box h={CHART_HEIGHT} />}>
              <OnTimeChart days={dashboard.on_time.days} height={CHART_HEIGHT} />
            </Suspense>
          </DashboardTile>
          <DashboardTile
            title="Assignments ending soon"
            icon={<IconUserCheck size={18} />}
            to={PERSONNEL}
            value={dashboard.assignment_ends.count}
            caption={`Driver assignments ending within ${ENDING_WITHIN_DAYS} days`}
          >
            <EndingAssignments ends={dashboard.assignment_ends} />
          </DashboardTile>
        </SimpleGrid>
      )}
    </Stack>
  );
}
