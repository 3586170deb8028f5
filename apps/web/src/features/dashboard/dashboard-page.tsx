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
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localize } from '@app/shared/i18n/localize';
import { ENDING_WITHIN_DAYS, ON_TIME_DAYS } from '@app/shared/dashboard/dashboard.schemas';
import { ON_TIME_MINUTES } from '@app/shared/trips/trip.schemas';
import { ListState } from '../../components/list-state';
import { NoAccessPage } from '../../components/no-access-page';
import { PageHeading } from '../../components/page-heading';
import { useFormats } from '../../i18n/use-formats';
import { errorMessage } from '../../lib/api-error';
import { usePermission } from '../auth';
import { ACTIVE_TRIPS, incidentsOn, performanceOf, PERSONNEL, tripsOn } from './dashboard-links';
import { REFRESH_MS, useDashboard } from './dashboard.api';
import { DashboardTile } from './dashboard-tile';
import { EndingAssignments, namesOf, rateText, StatusLinks } from './dashboard-tiles';
import { ExpiringDocumentsTile } from './expiring-documents-tile';

// The chart's code (recharts) is most of the dashboard's: loaded apart, so the figures show first.
const OnTimeChart = lazy(async () => ({ default: (await import('./on-time-chart')).OnTimeChart }));

const NO_ACCESS_TITLE = 'shell.dashboard';
/** The chart's height, kept while its code loads so that nothing moves. */
const CHART_HEIGHT = 140;

/**
 * The dashboard (issue 11 §2, in place of the spec's placeholder page): the school's day at a glance, each
 * tile leading to its screen filtered as it counts. One call, made again every minute. Profiles of
 * the office only: drivers and attendants land on their run sheet, others have no figures to see.
 */
export function DashboardPage() {
  const canRead = usePermission('transport');
  return canRead ? <Operations /> : <NoAccessPage title={NO_ACCESS_TITLE} />;
}

function Operations() {
  const intl = useIntl();
  const formats = useFormats();
  const query = useDashboard();
  const dashboard = query.data;
  // Documents are the fleet's: shown to the profiles that may read it.
  const canReadFleet = usePermission('fleet');
  const seconds = REFRESH_MS / 1000;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="baseline">
        <PageHeading title={intl.formatMessage({ id: 'dashboard.title' })} />
        <Text size="sm" c="dimmed">
          {dashboard ? (
            <FormattedMessage
              id="dashboard.dateAndRefresh"
              values={{ date: formats.date(dashboard.date, 'full'), seconds }}
            />
          ) : (
            <FormattedMessage id="dashboard.refreshesEvery" values={{ seconds }} />
          )}
        </Text>
      </Group>
      {!dashboard ? (
        <ListState
          isLoading={query.isPending}
          error={
            query.isError
              ? localize(intl, errorMessage(query.error, intl.formatMessage({ id: 'dashboard.fetchFailed' })))
              : null
          }
          errorTitle={intl.formatMessage({ id: 'dashboard.loadFailed' })}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
          emptyMessage=""
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <DashboardTile
            title={intl.formatMessage({ id: 'dashboard.tripsToday' })}
            icon={<IconCalendarEvent size={18} />}
            to={tripsOn(dashboard.date)}
            value={dashboard.trips_by_status.reduce((sum, { count }) => sum + count, 0)}
          >
            <StatusLinks dashboard={dashboard} />
          </DashboardTile>
          <DashboardTile
            title={intl.formatMessage({ id: 'dashboard.inProgress' })}
            icon={<IconBus size={18} />}
            to={ACTIVE_TRIPS}
            value={dashboard.in_progress.count}
            caption={
              dashboard.in_progress.count > 0
                ? namesOf(intl, dashboard.in_progress.journey_codes, dashboard.in_progress.count)
                : intl.formatMessage({ id: 'dashboard.noTripUnderWay' })
            }
            covering
          />
          <DashboardTile
            title={intl.formatMessage({ id: 'dashboard.incidentsToday' })}
            icon={<IconAlertTriangle size={18} />}
            to={incidentsOn(dashboard.date)}
            value={dashboard.incidents}
            caption={intl.formatMessage(
              { id: 'dashboard.incidentsReported' },
              { count: dashboard.incidents },
            )}
            covering
          />
          <DashboardTile
            title={intl.formatMessage({ id: 'dashboard.vehiclesWithoutDriver' })}
            icon={<IconSteeringWheel size={18} />}
            to={PERSONNEL}
            value={dashboard.vehicles_without_driver.count}
            caption={
              dashboard.vehicles_without_driver.count > 0
                ? namesOf(
                    intl,
                    dashboard.vehicles_without_driver.codes,
                    dashboard.vehicles_without_driver.count,
                  )
                : intl.formatMessage({ id: 'dashboard.everyVehicleHasDriver' })
            }
            covering
          />
          <DashboardTile
            title={intl.formatMessage({ id: 'dashboard.ridersExpected' })}
            icon={<IconUsers size={18} />}
            to={tripsOn(dashboard.date)}
            value={dashboard.riders_expected}
            caption={intl.formatMessage({ id: 'dashboard.ridersExpectedCaption' })}
            covering
          />
          <DashboardTile
            title={intl.formatMessage({ id: 'dashboard.onTimeRate' })}
            icon={<IconClockCheck size={18} />}
            to={performanceOf(dashboard.on_time, dashboard.date)}
            value={rateText(intl, formats, dashboard.on_time.rate)}
            caption={intl.formatMessage(
              { id: 'dashboard.onTimeCaption' },
              {
                onTime: dashboard.on_time.on_time,
                arrivals: dashboard.on_time.arrivals,
                minutes: ON_TIME_MINUTES,
                days: ON_TIME_DAYS,
              },
            )}
          >
            <Suspense fallback={<Box h={CHART_HEIGHT} />}>
              <OnTimeChart days={dashboard.on_time.days} height={CHART_HEIGHT} />
            </Suspense>
          </DashboardTile>
          <DashboardTile
            title={intl.formatMessage({ id: 'dashboard.assignmentsEndingSoon' })}
            icon={<IconUserCheck size={18} />}
            to={PERSONNEL}
            value={dashboard.assignment_ends.count}
            caption={intl.formatMessage(
              { id: 'dashboard.assignmentsEndingCaption' },
              { days: ENDING_WITHIN_DAYS },
            )}
          >
            <EndingAssignments ends={dashboard.assignment_ends} />
          </DashboardTile>
          {canReadFleet && <ExpiringDocumentsTile />}
        </SimpleGrid>
      )}
    </Stack>
  );
}
