import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { auditLogQuerySchema, type AuditLogQuery } from '@app/shared/audit-log/audit-log.schemas';
import { DataTable } from '../../components/data-table';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { errorMessage } from '../../lib/api-error';
import { useListParams } from '../../lib/list-params';
import { useSchoolTimeZone } from '../auth';
import { auditColumns } from './audit-columns';
import { AuditLogFilters } from './audit-log-filters';
import { useAuditLog } from './audit-log.api';

const NOUN = { one: 'entry', other: 'entries' };
const FILTERS = ['record_type', 'record_id', 'user', 'date_from', 'date_to'] as const;

/**
 * Audit Log (DESIGN §8, Administrators only): every change of people's records, newest first, who made it
 * and what each field was and became; filtered by record type, person and dates (the school's days).
 * Nothing here changes the log: nothing can.
 */
export function AuditLogPage() {
  const timeZone = useSchoolTimeZone();
  const { params, setParams } = useListParams(auditLogQuerySchema);
  const query = params as AuditLogQuery;
  const log = useAuditLog({ ...query });
  const filtered = FILTERS.some((filter) => query[filter] !== undefined);

  const changeFilters = useCallback(
    (changes: Partial<AuditLogQuery>) => setParams({ ...changes, page: 1 }),
    [setParams],
  );
  const columns = useMemo(
    () =>
      auditColumns(timeZone, {
        withRecord: true,
        onRecord: (entry) =>
          setParams({ record_type: entry.record_type, record_id: entry.record_id, page: 1 }),
      }),
    [timeZone, setParams],
  );
  const recordLabel = query.record_id ? log.data?.results[0]?.record_label : undefined;
  const reset = useCallback(
    () =>
      setParams({ record_type: null, user: null, date_from: null, date_to: null, record_id: null, page: 1 }),
    [setParams],
  );
  const changePage = useCallback((page: number) => setParams({ page }), [setParams]);

  return (
    <Stack gap="md">
      <PageHeading title="Audit Log" />
      <Text size="sm" c="dimmed">
        Every change to employees, students, guardians, their links and trip restrictions, as it was made.
        Dates and times are the school&apos;s ({timeZone}).
      </Text>
      <AuditLogFilters filters={query} onChange={changeFilters} onReset={reset} />
      {query.record_id && (
        <Group gap="xs">
          <Text size="sm">Only the changes of {recordLabel ?? 'one record'}.</Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setParams({ record_id: null, page: 1 })}
          >
            Show every record
          </Anchor>
        </Group>
      )}
      <Paper withBorder radius="md">
        <DataTable
          label="Audit Log"
          columns={columns}
          rows={log.data?.results}
          rowKey={(entry) => entry.id}
          isLoading={log.isPending}
          isStale={log.isPlaceholderData}
          error={log.isError ? errorMessage(log.error, 'Failed to load the audit log') : null}
          onRetry={() => void log.refetch()}
          isRetrying={log.isFetching}
          emptyMessage={filtered ? 'No changes match these filters.' : 'No changes recorded yet.'}
          height={600}
          minHeight={180}
        />
      </Paper>
      <Pager
        page={query.page}
        pageSize={query.page_size}
        count={log.data?.count}
        onPageChange={changePage}
        noun={NOUN}
      />
    </Stack>
  );
}
