import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localize } from '@app/shared/i18n/localize';
import { DataTable } from '../../components/data-table';
import { StopsMap } from '../../components/map/stops-map';
import { PageHeading } from '../../components/page-heading';
import { ViewTripButton } from '../../components/trip-labels';
import { errorMessage } from '../../lib/api-error';
import { useFormats } from '../../i18n/use-formats';
import { activeTripColumns } from './active-trip-columns';
import { REFRESH_MS, useActiveTrips } from './active-trips.api';

/** Keeps the line's height before the count is known. */
const BLANK = ' ';

/**
 * Active Trips (issue 10 §4): the trips under way now, what each did last, its next stop and how late it
 * is, and a map of where each bus last reported from (labelled by route code; drawn without tiles too).
 * It asks the server again every 30 s by itself.
 */
export function ActiveTripsPage() {
  const intl = useIntl();
  const formats = useFormats();
  const title = intl.formatMessage({ id: 'activeTrips.title' });
  const active = useActiveTrips();
  const rows = active.data?.results;
  const columns = useMemo(() => activeTripColumns(formats, intl), [formats, intl]);
  const positions = useMemo(
    () =>
      (rows ?? []).flatMap(({ trip, position }) =>
        position
          ? [
              {
                id: trip.id,
                latitude: position.latitude,
                longitude: position.longitude,
                label: trip.journey_code,
              },
            ]
          : [],
      ),
    [rows],
  );
  const unplaced = (rows?.length ?? 0) - positions.length;

  return (
    <Stack gap="md">
      <PageHeading title={title} />
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {rows ? <FormattedMessage id="activeTrips.underWay" values={{ count: rows.length }} /> : BLANK}
        </Text>
        <Text size="xs" c="dimmed">
          {active.dataUpdatedAt > 0 ? (
            <FormattedMessage
              id="activeTrips.refreshesUpdated"
              values={{
                seconds: REFRESH_MS / 1000,
                time: formats.time(active.dataUpdatedAt),
              }}
            />
          ) : (
            <FormattedMessage id="activeTrips.refreshes" values={{ seconds: REFRESH_MS / 1000 }} />
          )}
        </Text>
      </Group>
      <Paper withBorder radius="md">
        <DataTable
          label={title}
          columns={columns}
          rows={rows}
          rowKey={({ trip }) => trip.id}
          actions={({ trip }) => <ViewTripButton trip={trip} name={trip.journey_code} screen={title} />}
          actionsWidth={140}
          isLoading={active.isPending}
          errorTitle={intl.formatMessage({ id: 'activeTrips.loadFailed' })}
          error={
            active.isError
              ? localize(
                  intl,
                  errorMessage(active.error, intl.formatMessage({ id: 'activeTrips.fetchFailed' })),
                )
              : null
          }
          onRetry={() => void active.refetch()}
          isRetrying={active.isFetching}
          emptyMessage={intl.formatMessage({ id: 'activeTrips.empty' })}
          height={420}
          minHeight={180}
        />
      </Paper>
      {rows && rows.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            <FormattedMessage id="activeTrips.lastKnownPositions" />
          </Title>
          <StopsMap
            stops={positions}
            height={380}
            ariaLabel={intl.formatMessage({ id: 'activeTrips.mapLabel' })}
          />
          {unplaced > 0 && (
            <Text size="xs" c="dimmed" mt="xs">
              <FormattedMessage id="activeTrips.notOnMap" values={{ count: unplaced }} />
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}
