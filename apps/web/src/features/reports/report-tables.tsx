import { Paper, Stack, Title } from '@mantine/core';
import { localize } from '@app/shared/i18n/localize';
import { ref } from '@app/shared/i18n/message-ref';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { REPORT_MESSAGES, type ReportTable as Table } from '@app/shared/reports/report.schemas';
import { DataTable } from '../../components/data-table';
import { Pager } from '../../components/pager';
import { useFormats } from '../../i18n/use-formats';
import { reportColumns } from './report-columns';

const total = (count: number) => ref('reports.rowCount', { count });
// About a row of the shared table (and its header): a short table takes only the room it needs (with
// space for a sideways scrollbar), a long one scrolls inside its box from about 12 rows on.
const ROW_HEIGHT = 48;
const SCROLLBAR = 14;
const MAX_HEIGHT = 600;

type Props = {
  table: Table;
  currency: string;
  /** The page of the paged table, and its size, as asked for. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** An older page stands in while the one asked for loads. */
  isStale: boolean;
};

/** One table of the report, cells as the PDF shows them; the paged one with its page buttons. */
export function ReportTable({ table, currency, page, pageSize, onPageChange, isStale }: Props) {
  const intl = useIntl();
  const { locale } = useFormats();
  const columns = useMemo(
    () => reportColumns(table.columns, currency, locale),
    [table.columns, currency, locale],
  );
  // Report rows have no id, and two may be alike: their place in the table is their key.
  const keys = useMemo(() => new Map(table.rows.map((row, index) => [row, String(index)])), [table.rows]);
  const height = Math.min(MAX_HEIGHT, ROW_HEIGHT * (Math.max(table.rows.length, 2) + 1) + SCROLLBAR);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {table.title}
      </Title>
      <Paper withBorder radius="md">
        <DataTable
          label={table.title}
          columns={columns}
          rows={table.rows}
          rowKey={(row) => keys.get(row)!}
          isLoading={false}
          isStale={table.paged && isStale}
          error={null}
          emptyMessage={localize(intl, REPORT_MESSAGES.noRows)}
          height={height}
          minWidth={Math.max(480, table.columns.length * 130)}
          // Wider than the page's column on a laptop (Fleet, per stop, Attendance): what each row is stays in view.
          stickyFirstColumn
        />
      </Paper>
      {table.paged && (
        <Pager
          page={page}
          pageSize={pageSize}
          count={table.count}
          onPageChange={onPageChange}
          total={total}
        />
      )}
    </Stack>
  );
}
