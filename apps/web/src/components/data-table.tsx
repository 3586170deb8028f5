import { Alert, Center, Group, Loader, ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type Column<T> = {
  /** Unique per table. */
  key: string;
  /** Header text, word for word from the spec. */
  title: string;
  render: (row: T) => ReactNode;
  /** The `ordering` value that sorts ascending by this column; descending is the same with a leading '-'. */
  sortKey?: string;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
};

type Props<T> = {
  /** Names the table for assistive technology and tests. */
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  isLoading: boolean;
  /** True while older rows stand in for a page that is still loading (keepPreviousData). */
  isStale?: boolean;
  /** The message of a failed load; shown instead of the rows. */
  error: string | null;
  emptyMessage: string;
  height: number;
  minHeight?: number;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  ordering?: string | undefined;
  onOrderingChange?: (ordering: string | undefined) => void;
};

/** Shared list table: sticky header inside a fixed-height scroll area, with loading, empty and error states. */
export function DataTable<T>(props: Props<T>) {
  const { label, columns, rows, rowKey, isLoading, isStale, error, emptyMessage, height, minHeight } = props;
  const { minWidth = 640 } = props;
  return (
    <ScrollArea h={height} mih={minHeight} type="auto">
      <Table
        aria-label={label}
        aria-busy={isLoading || isStale}
        striped
        highlightOnHover
        stickyHeader
        miw={minWidth}
        verticalSpacing="sm"
        style={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <HeaderCell
                key={column.key}
                column={column}
                ordering={props.ordering}
                onOrderingChange={props.onOrderingChange}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {error ? (
            <StateRow span={columns.length}>
              <Alert color="red" icon={<IconAlertCircle size={18} />} title="Could not load the list">
                {error}
              </Alert>
            </StateRow>
          ) : rows && rows.length > 0 ? (
            rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta={column.align}>
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          ) : isLoading ? (
            <StateRow span={columns.length}>
              <Center py="xl">
                <Loader size="sm" aria-label="Loading" />
              </Center>
            </StateRow>
          ) : (
            <StateRow span={columns.length}>
              <Text c="dimmed" ta="center" py="xl">
                {emptyMessage}
              </Text>
            </StateRow>
          )}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function StateRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span}>{children}</Table.Td>
    </Table.Tr>
  );
}

type HeaderProps<T> = { column: Column<T> } & Pick<Props<T>, 'ordering' | 'onOrderingChange'>;

function HeaderCell<T>({ column, ordering, onOrderingChange }: HeaderProps<T>) {
  const { sortKey } = column;
  if (!sortKey || !onOrderingChange) {
    return (
      <Table.Th w={column.width} ta={column.align}>
        {column.title}
      </Table.Th>
    );
  }
  const direction =
    ordering === sortKey ? 'ascending' : ordering === `-${sortKey}` ? 'descending' : undefined;
  // Cycle: unsorted -> ascending -> descending -> unsorted (the server's default order).
  const next = direction === undefined ? sortKey : direction === 'ascending' ? `-${sortKey}` : undefined;
  const Icon =
    direction === 'ascending' ? IconChevronUp : direction === 'descending' ? IconChevronDown : IconSelector;
  return (
    <Table.Th w={column.width} aria-sort={direction ?? 'none'}>
      <UnstyledButton onClick={() => onOrderingChange(next)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : 'flex-start'}>
          <span>{column.title}</span>
          <Icon size={14} stroke={1.5} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
