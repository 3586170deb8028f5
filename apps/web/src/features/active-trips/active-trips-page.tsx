import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable } from '../../components/data-table';
import { StopsMap } from '../../components/map/stops-map';
import { PageHeading } from '../../components/page-heading';
import { ViewTripButton } from '../../components/trip-labels';
import { errorMessage } from '../../lib/api-error';
import { countOf } from '../../lib/plural';
import { clockTime } from '../../lib/trip-times';
import { useSchoolTimeZone } from '../auth';
import { activeTripColumns } from './active-trip-columns';
import { REFRESH_MS, useActiveTrips } from './active-trips.api';

/**
 * Active Trips (issue 10 §4): the trips under way now, what each did last, its next stop and how late it
 * is, and a map of where each bus last reported from (labelled by route code; drawn without tiles too).
 * It asks the server again every 30 s by itself.
 */
export function ActiveTripsPage() {
  const timeZone = useSchoolTimeZone();
  const active = useActiveTrips();
  const rows = active.data?.results;
  const columns = useMemo(() => activeTripColumns(timeZone), [timeZone]);
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
      <PageHeading title="Active Trips" />
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {rows ? `${countOf(rows.length, 'trip')} under way` : ' '}
        </Text>
        <Text size="xs" c="dimmed">
          Refreshes every {REFRESH_MS / 1000} seconds
          {active.dataUpdatedAt > 0 &&
            ` · updated ${clockTime(new Date(active.dataUpdatedAt).toISOString(), timeZone)}`}
        </Text>
      </Group>
      <Paper withBorder radius="md">
        <DataTable
          label="Active Trips"
          columns={columns}
          rows={rows}
          rowKey={({ trip }) => trip.id}
          actions={({ trip }) => (
            <ViewTripButton trip={trip} name={trip.journey_code} screen="Active Trips" />
          )}
          actionsWidth={140}
          isLoading={active.isPending}
          errorTitle="Failed to load trips"
          error={active.isError ? errorMessage(active.error, 'Failed to fetch trips') : null}
          onRetry={() => void active.refetch()}
          isRetrying={active.isFetching}
          emptyMessage="No trips are under way right now"
          height={420}
          minHeight={180}
        />
      </Paper>
      {rows && rows.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            Last Known Positions
          </Title>
          <StopsMap
            stops={positions}
            height={380}
            ariaLabel="Map of the active trips' last known positions, labelled by route code"
          />
          {unplaced > 0 && (
            <Text size="xs" c="dimmed" mt="xs">
              {countOf(unplaced, 'trip')} not on the map: no position recorded yet.
            </Text>
          )}
        </Paper>
      )}
    </Stack>
  );
}
