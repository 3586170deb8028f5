import { Group, Paper, Select, Stack, Switch } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { APPROVER_ROLE_IDS } from '@app/shared/field-trips/field-trip-codes';
import {
  fieldTripListQuerySchema,
  fieldTripsResource,
  type FieldTrip,
} from '@app/shared/field-trips/field-trip.schemas';
import { localize } from '@app/shared/i18n/localize';
import { ref } from '@app/shared/i18n/message-ref';
import { DataTable } from '../../components/data-table';
import { Pager } from '../../components/pager';
import { SearchInput } from '../../components/search-input';
import { useFormats } from '../../i18n/use-formats';
import { errorMessage } from '../../lib/api-error';
import { listCallQuery, useListParams, useSearchAndPage } from '../../lib/list-params';
import { useCurrentRole } from '../auth';
import { useRecordList } from '../records/records.api';
import { fieldTripColumns } from './field-trip-columns';
import { statusOptions } from './field-trip-labels';

const SEARCH_DEBOUNCE_MS = 500;
const total = (count: number) => ref('fieldTripScreens.tripCount', { count });

/**
 * The field trips as a list: searched, filtered by status and by "waiting for my decision" (to whom
 * may decide a step), paged and ordered by the server; each opens its own screen. In the address.
 */
export function FieldTripList() {
  const intl = useIntl();
  const formats = useFormats();
  const role = useCurrentRole();
  const { params, setParams } = useListParams(fieldTripListQuerySchema);
  const query = listCallQuery(params);
  const list = useRecordList<FieldTrip>(fieldTripsResource, query);
  const columns = useMemo(() => fieldTripColumns(intl, formats), [intl, formats]);
  const mayDecide = role !== null && (APPROVER_ROLE_IDS as readonly number[]).includes(role);
  const filtered = params.status !== undefined || params.awaiting_me !== undefined;

  const { search, changePage } = useSearchAndPage(setParams, query.search);
  const failure = list.isError
    ? localize(intl, errorMessage(list.error, intl.formatMessage({ id: 'fieldTripScreens.tripsLoadError' })))
    : null;
  const empty = query.search
    ? 'fieldTripScreens.emptyTripsSearch'
    : filtered
      ? 'fieldTripScreens.emptyTripsFilters'
      : 'fieldTripScreens.emptyTrips';

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <SearchInput
          value={params.search ?? ''}
          onSearch={search}
          placeholder={intl.formatMessage({ id: 'fieldTripScreens.searchTrips' })}
          wait={SEARCH_DEBOUNCE_MS}
        />
        <Select
          label={intl.formatMessage({ id: 'common.status' })}
          placeholder={intl.formatMessage({ id: 'fieldTripScreens.allStatuses' })}
          data={statusOptions(intl)}
          clearable
          clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'fieldTripScreens.clearStatus' }) }}
          w={200}
          maw="100%"
          value={params.status ?? null}
          onChange={(value) => setParams({ status: value, page: 1 })}
        />
        {mayDecide && (
          <Switch
            label={intl.formatMessage({ id: 'fieldTripScreens.awaitingMe' })}
            checked={params.awaiting_me === 'true'}
            onChange={(event) =>
              setParams({ awaiting_me: event.currentTarget.checked ? 'true' : null, page: 1 })
            }
            mb={8}
          />
        )}
      </Group>
      <Paper withBorder radius="md">
        <DataTable
          label={intl.formatMessage({ id: 'fieldTripScreens.title' })}
          columns={columns}
          rows={list.data?.results}
          rowKey={(trip) => trip.id}
          isLoading={list.isPending}
          isStale={list.isPlaceholderData}
          error={failure}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
          emptyMessage={intl.formatMessage({ id: empty })}
          height={500}
          minHeight={180}
          ordering={params.ordering}
          onOrderingChange={(ordering) => setParams({ ordering, page: 1 })}
        />
      </Paper>
      <Pager
        page={params.page}
        pageSize={params.page_size}
        count={list.data?.count}
        onPageChange={changePage}
        total={total}
      />
    </Stack>
  );
}
