import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { auditLogQuerySchema, type AuditLogQuery } from '@app/shared/audit-log/audit-log.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { DataTable } from '../../components/data-table';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { errorMessage } from '../../lib/api-error';
import { useListParams } from '../../lib/list-params';
import { useFormats } from '../../i18n/use-formats';
import { useSchoolTimeZone } from '../auth';
import { auditColumns } from './audit-columns';
import { AuditLogFilters } from './audit-log-filters';
import { useAuditLog } from './audit-log.api';

const total = (count: number) => ref('auditLog.entryCount', { count });
const FILTERS = ['record_type', 'record_id', 'user', 'date_from', 'date_to'] as const;

/**
 * Audit Log (DESIGN §8, Administrators only): every change of people's records, newest first, who made it
 * and what each field was and became; filtered by record type, person and dates (the school's days).
 * Nothing here changes the log: nothing can.
 */
export function AuditLogPage() {
  const intl = useIntl();
  const timeZone = useSchoolTimeZone();
  const formats = useFormats();
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
      auditColumns(intl, formats, {
        withRecord: true,
        onRecord: (entry) =>
          setParams({ record_type: entry.record_type, record_id: entry.record_id, page: 1 }),
      }),
    [intl, formats, setParams],
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
      <PageHeading title={intl.formatMessage({ id: 'auditLog.title' })} />
      <Text size="sm" c="dimmed">
        <FormattedMessage id="auditLog.intro" values={{ timeZone }} />
      </Text>
      <AuditLogFilters filters={query} onChange={changeFilters} onReset={reset} />
      {query.record_id && (
        <Group gap="xs">
          <Text size="sm">
            {recordLabel ? (
              <FormattedMessage id="auditLog.onlyChangesOf" values={{ record: recordLabel }} />
            ) : (
              <FormattedMessage id="auditLog.onlyChangesOfOneRecord" />
            )}
          </Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setParams({ record_id: null, page: 1 })}
          >
            <FormattedMessage id="auditLog.showEveryRecord" />
          </Anchor>
        </Group>
      )}
      <Paper withBorder radius="md">
        <DataTable
          label={intl.formatMessage({ id: 'auditLog.title' })}
          columns={columns}
          rows={log.data?.results}
          rowKey={(entry) => entry.id}
          isLoading={log.isPending}
          isStale={log.isPlaceholderData}
          error={
            log.isError ? errorMessage(log.error, intl.formatMessage({ id: 'auditLog.loadError' })) : null
          }
          onRetry={() => void log.refetch()}
          isRetrying={log.isFetching}
          emptyMessage={
            filtered
              ? intl.formatMessage({ id: 'auditLog.noMatches' })
              : intl.formatMessage({ id: 'auditLog.noChangesYet' })
          }
          height={600}
          minHeight={180}
        />
      </Paper>
      <Pager
        page={query.page}
        pageSize={query.page_size}
        count={log.data?.count}
        onPageChange={changePage}
        total={total}
      />
    </Stack>
  );
}
