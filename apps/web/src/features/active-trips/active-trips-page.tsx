import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localize } from '@app/shared/i18n/localize';
import type { ActiveTrip } from '@app/shared/trip-status/trip-status.schemas';
import { DataTable } from '../../components/data-table';
import { LiveStatusText } from '../../components/live-labels';
import { StopsMap } from '../../components/map/stops-map';
import { PageHeading } from '../../components/page-heading';
import { ViewTripButton } from '../../components/trip-labels';
import { errorMessage } from '../../lib/api-error';
import { useLivePositions, useRefetchOnNewTrip, type LiveData } from '../../lib/use-live-positions';
import { useNow } from '../../lib/use-now';
import { useFormats } from '../../i18n/use-formats';
import { activeTripColumns, type ActiveTripRow } from './active-trip-columns';
import { useActiveTrips } from './active-trips.api';

/** Keeps the line's height before the count is known. */
const BLANK = ' ';

/** How often 'last seen 2 minutes ago' is counted again. */
const CLOCK_MS = 5_000;

/**
 * Active Trips (issue 10 §4): the trips under way now, what each did last, its next stop with its ETA and
 * how late it is, and a map of where each bus is (labelled by route code; drawn without tiles too). The
 * list comes from the API; each row's bus, ETA and lateness then come live from the server's stream
 * (issue 22 §4), pushed rather than asked for.
 */
export function ActiveTripsPage() {
  const intl = useIntl();
  const formats = useFormats();
  const title = intl.formatMessage({ id: 'activeTrips.title' });
  const active = useActiveTrips();
  const live = useLivePositions();
  const now = useNow(CLOCK_MS);
  const listed = active.data?.results;
  const tripIds = useMemo(() => listed && new Set(listed.map(({ trip }) => trip.id)), [listed]);
  useRefetchOnNewTrip(live, tripIds, active.refetch);
  const rows = useMemo(() => listed?.map((row) => withLive(row, live)), [listed, live]);
  const columns = useMemo(() => activeTripColumns(formats, intl, now), [formats, intl, now]);
  const positions = useMemo(
    () =>
      (rows ?? []).flatMap(({ trip, position, heard }) => {
        const where = heard ?? position;
        return where
          ? [{ id: trip.id, latitude: where.latitude, longitude: where.longitude, label: trip.journey_code }]
          : [];
      }),
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
        <LiveStatusText status={live.status} />
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

/** A row with its bus's latest position on this trip and the trip's latest estimates, as heard live. */
function withLive(row: ActiveTrip, live: LiveData): ActiveTripRow {
  const position = live.positions.get(row.trip.vehicle);
  return {
    ...row,
    heard: position?.trip === row.trip.id ? position : null,
    eta: live.etas.get(row.trip.id) ?? null,
  };
}
