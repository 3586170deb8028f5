import { Paper, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuditRecordType } from '@app/shared/audit-log/audit-log.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { DataTable } from '../../components/data-table';
import { Pager } from '../../components/pager';
import { errorMessage } from '../../lib/api-error';
import { useFormats } from '../../i18n/use-formats';
import { usePermission } from '../auth';
import { auditColumns } from './audit-columns';
import { useAuditLog } from './audit-log.api';

const total = (count: number) => ref('auditLog.changeCount', { count });
const PAGE_SIZE = 20;

type Props = {
  recordType: AuditRecordType;
  recordId: string;
  /** Names the list for assistive technology: 'History of Ann Wanjiru'. */
  label: string;
};

/** One record's audit trail, newest first: who changed what and when (a student's details, an employee's History). */
export function RecordHistory({ recordType, recordId, label }: Props) {
  const intl = useIntl();
  const formats = useFormats();
  const [page, setPage] = useState(1);
  const log = useAuditLog({ record_type: recordType, record_id: recordId, page, page_size: PAGE_SIZE });
  const columns = useMemo(() => auditColumns(intl, formats, { withRecord: false }), [intl, formats]);
  return (
    <Stack gap="sm">
      <DataTable
        label={label}
        columns={columns}
        rows={log.data?.results}
        rowKey={(entry) => entry.id}
        isLoading={log.isPending}
        isStale={log.isPlaceholderData}
        error={
          log.isError
            ? errorMessage(log.error, intl.formatMessage({ id: 'auditLog.historyLoadError' }))
            : null
        }
        onRetry={() => void log.refetch()}
        isRetrying={log.isFetching}
        emptyMessage={intl.formatMessage({ id: 'auditLog.noChanges' })}
        height={420}
        minHeight={160}
      />
      <Pager page={page} pageSize={PAGE_SIZE} count={log.data?.count} onPageChange={setPage} total={total} />
    </Stack>
  );
}

/**
 * A record's history as a card of its details screen, for those who may read the audit log (it holds
 * old and new values of people's records: Administrators only, DESIGN §8); nothing for the others.
 */
export function RecordHistoryCard({ recordType, recordId, name }: Omit<Props, 'label'> & { name: string }) {
  const intl = useIntl();
  const canRead = usePermission('audit', 'read');
  if (!canRead) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        <FormattedMessage id="auditLog.historyTitle" />
      </Title>
      <RecordHistory
        recordType={recordType}
        recordId={recordId}
        label={intl.formatMessage({ id: 'auditLog.historyOf' }, { name })}
      />
    </Paper>
  );
}
