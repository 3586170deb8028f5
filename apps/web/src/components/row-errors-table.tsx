import { ScrollArea, Table } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedText } from '../i18n/localized-text';
import type { ApiError } from '../lib/api-error';

export type RowError = { row: number; column: string; message: string };

/**
 * The `rows.<row>.<field>` messages of a refused import, in row order, each column by its header in
 * the import's `columns`.
 */
export function rowErrorsOf(
  error: ApiError,
  columns: readonly { key: string; header: string }[],
): RowError[] {
  const headerOf = new Map<string, string>(columns.map((column) => [column.key, column.header]));
  const body = (error.body ?? {}) as Record<string, string[]>;
  const rows: RowError[] = [];
  for (const [key, messages] of Object.entries(body)) {
    const match = /^rows\.(\d+)\.(.+)$/.exec(key);
    if (!match) continue;
    for (const message of messages) {
      rows.push({ row: Number(match[1]), column: headerOf.get(match[2]!) ?? match[2]!, message });
    }
  }
  return rows.sort((a, b) => a.row - b.row);
}

/** Which rows to fix, and how: the row numbers a spreadsheet shows (the header is row 1). */
export function RowErrorsTable({ rows }: { rows: RowError[] }) {
  const intl = useIntl();
  return (
    <ScrollArea.Autosize mah={240} type="auto">
      <Table
        striped
        withRowBorders={false}
        fz="sm"
        aria-label={intl.formatMessage({ id: 'common.rowsToFix' })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="common.row" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="common.column" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="common.message" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((error, index) => (
            <Table.Tr key={index}>
              <Table.Td>{error.row}</Table.Td>
              <Table.Td>{error.column}</Table.Td>
              <Table.Td>
                <LocalizedText text={error.message} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
