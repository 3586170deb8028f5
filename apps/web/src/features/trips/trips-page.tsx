import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localize } from '@app/shared/i18n/localize';
import { ref } from '@app/shared/i18n/message-ref';
import { useLocation, useNavigationType } from 'react-router';
import type { z } from 'zod';
import { tripListQuerySchema, tripsResource, type Trip } from '@app/shared/trips/trip.schemas';
import { DataTable } from '../../components/data-table';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { ViewTripButton } from '../../components/trip-labels';
import { errorMessage } from '../../lib/api-error';
import { useListParams } from '../../lib/list-params';
import { usePermission } from '../auth';
import { useRecordList } from '../records/records.api';
import { schoolToday } from '../../lib/school-today';
import { useFormats } from '../../i18n/use-formats';
import { GenerateTripsModal } from './generate-trips-modal';
import { tripColumns, tripDate } from './trip-columns';
import { TripFilters } from './trip-filters';

const total = (count: number) => ref('trips.count', { count });

/** Keeps the line's height before the count is known. */
const BLANK = ' ';

type TripListQuery = z.output<typeof tripListQuerySchema>;

/**
 * Trip Management (spec part 2 §2): the school's trips by status and dates, paged by the server, each
 * opening its details; Generate Trips makes them from the routes. Filters and page live in the address.
 * It opens on the school's today and what comes after, by date (the oldest trips are rarely wanted),
 * written into the address so that a link or Back shows the same list.
 */
export function TripsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'trips.title' });
  const formats = useFormats();
  const columns = useMemo(() => tripColumns(intl, formats), [intl, formats]);
  const { params, setParams } = useListParams(tripListQuerySchema);
  const today = schoolToday(formats.timeZone);
  const opening = useMemo(() => ({ start_date: today, ordering: 'journey_date' as const }), [today]);
  // Arriving on the bare address (a link, a reload, Back), not emptied by this screen's own filters.
  const { search } = useLocation();
  const navigation = useNavigationType();
  const bare = search === '' && navigation !== 'REPLACE';
  useEffect(() => {
    if (bare) setParams(opening);
  }, [bare, opening, setParams]);
  // The opening list is asked for at once, not after the address has been written.
  const query = (bare ? { ...params, ...opening } : params) as TripListQuery;
  const trips = useRecordList<Trip>(tripsResource, { ...query });
  const canWrite = usePermission('transport', 'write');
  const [generating, setGenerating] = useState(false);

  const changeFilters = useCallback(
    (changes: Partial<TripListQuery>) => setParams({ ...changes, page: 1 }),
    [setParams],
  );
  const reset = useCallback(
    () => setParams({ status: null, end_date: null, page: 1, ...opening }),
    [setParams, opening],
  );
  const isOpeningView = query.status === undefined && query.start_date === today && !query.end_date;
  const changePage = useCallback((page: number) => setParams({ page }), [setParams]);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <PageHeading title={title} />
        {canWrite && (
          <Button
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            aria-haspopup="dialog"
            onClick={() => setGenerating(true)}
          >
            <FormattedMessage id="trips.generateTrips" />
          </Button>
        )}
      </Group>
      <TripFilters filters={query} onChange={changeFilters} onReset={isOpeningView ? undefined : reset} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {trips.data ? <FormattedMessage id="trips.found" values={{ count: trips.data.count }} /> : BLANK}
      </Text>
      <Paper withBorder radius="md">
        <DataTable
          label={intl.formatMessage({ id: 'trips.tableLabel' })}
          columns={columns}
          rows={trips.data?.results}
          rowKey={(trip) => trip.id}
          actions={(trip) => (
            <ViewTripButton
              trip={trip}
              name={intl.formatMessage(
                { id: 'trips.tripOnDate' },
                { code: trip.journey_code, date: tripDate(formats, trip) },
              )}
              screen={title}
            />
          )}
          actionsWidth={140}
          isLoading={trips.isPending}
          isStale={trips.isPlaceholderData}
          errorTitle={intl.formatMessage({ id: 'trips.loadFailed' })}
          error={
            trips.isError
              ? localize(intl, errorMessage(trips.error, intl.formatMessage({ id: 'trips.fetchFailed' })))
              : null
          }
          onRetry={() => void trips.refetch()}
          isRetrying={trips.isFetching}
          emptyMessage={intl.formatMessage({ id: 'trips.empty' })}
          height={600}
          minHeight={180}
          ordering={query.ordering}
          onOrderingChange={(ordering) => setParams({ ordering, page: 1 })}
        />
      </Paper>
      <Pager
        page={query.page}
        pageSize={query.page_size}
        count={trips.data?.count}
        onPageChange={changePage}
        total={total}
      />
      <GenerateTripsModal opened={generating} onClose={() => setGenerating(false)} />
    </Stack>
  );
}
