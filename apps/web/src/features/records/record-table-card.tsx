import { Paper, Stack, Title } from '@mantine/core';
import type { Resource } from '@app/shared/common/resource';
import { DataTable, type Column } from '../../components/data-table';
import { errorMessage } from '../../lib/api-error';
import { useRecordList } from './records.api';

// A details screen's card lists a record's few others (a student's routes): one page holds them all.
const ALL = 500;

type Props<R> = {
  /** The card's heading ('Routes'). */
  title: string;
  /** The table's accessible name ('Routes of Baraka Mutua'). */
  label: string;
  resource: Resource;
  /** The list's filters (`{ student: id }`) and ordering. */
  query: Record<string, string>;
  columns: Column<R>[];
  rowKey: (record: R) => string;
  emptyMessage: string;
  loadError: string;
  height: number;
};

/**
 * A read-only table of records that belong to the one a details screen shows, fetched on every visit:
 * other screens change them.
 */
export function RecordTableCard<R>({ title, resource, query, loadError, ...table }: Props<R>) {
  const records = useRecordList<R>(resource, { ...query, page_size: ALL }, { refetchOnMount: 'always' });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <DataTable
          {...table}
          rows={records.data?.results}
          isLoading={records.isPending}
          isStale={records.isPlaceholderData}
          error={records.isError ? errorMessage(records.error, loadError) : null}
          onRetry={() => void records.refetch()}
          isRetrying={records.isFetching}
          minHeight={100}
        />
      </Stack>
    </Paper>
  );
}
