import {
  Group,
  ScrollArea,
  Table,
  UnstyledButton,
  useMantineTheme,
  type MantineBreakpoint,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardSort, DataCards } from './data-cards';
import classes from './data-table.module.css';
import { DataTableRow } from './data-table-row';
import { useFittingColumns } from './fitting-columns';
import { ListState, type ListStateProps } from './list-state';
import { sortOptions, type Column } from './table-column';

export type { Column } from './table-column';

type Props<T> = ListStateProps & {
  /** Names the table (or the card list) for assistive technology and tests. */
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  /** The row as its reader knows it ('Ann Wanjiru'), in the names of its own buttons. */
  rowName?: ((row: T) => string) | undefined;
  /**
   * The row's buttons (Edit, Delete): the last column 'Actions' of the table, the foot of a card. `compact`
   * asks for icons only (their names kept as labels and tooltips) when the table is short of room.
   */
  actions?: ((row: T, compact: boolean) => ReactNode) | undefined;
  actionsWidth?: number;
  /** True while older rows stand in for a page that is still loading (keepPreviousData). */
  isStale?: boolean;
  height: number;
  minHeight?: number;
  /**
   * A table that scrolls sideways below this width (a report's), instead of fitting its frame: without it,
   * columns give way to a narrow frame (`Column.giveWay`) and unfold under their rows.
   */
  minWidth?: number;
  /** The first column stays in view while the table scrolls sideways (a wide report's). */
  stickyFirstColumn?: boolean;
  /** Below this breakpoint (phones by default) each row becomes a card: nothing to scroll sideways. */
  stackBelow?: MantineBreakpoint;
  ordering?: string | undefined;
  onOrderingChange?: (ordering: string | undefined) => void;
};

/**
 * The shared list: a table with a sticky header inside a fixed-height scroll area, or stacked cards on a narrow
 * screen; with loading, empty and error (Retry) states.
 */
export function DataTable<T>(props: Props<T>) {
  const { label, columns, rows, rowKey, actions, isStale, ordering, onOrderingChange } = props;
  const intl = useIntl();
  const breakpoint = useMantineTheme().breakpoints[props.stackBelow ?? 'sm'];
  // Measured on the first render, so a phone never draws the table first.
  const stacked = useMediaQuery(`(width < ${breakpoint})`, undefined, { getInitialValueInEffect: false });
  const hasRows = !props.error && !!rows && rows.length > 0;
  const fitting = useFittingColumns(columns, rows, props.minWidth === undefined && !stacked);

  if (stacked) {
    const options = sortOptions(columns, intl);
    return (
      <>
        {onOrderingChange && options.length > 0 && (
          <CardSort options={options} ordering={ordering} onOrderingChange={onOrderingChange} />
        )}
        {hasRows ? (
          <DataCards
            label={label}
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            actions={actions}
            isStale={isStale}
          />
        ) : (
          <ListState {...props} />
        )}
      </>
    );
  }

  const span = fitting.shown.length + (actions ? 1 : 0);
  return (
    <ScrollArea
      h={props.height}
      mih={props.minHeight}
      type="auto"
      viewportRef={fitting.frameRef}
      // A table without buttons (a log) has nothing to focus inside: the region itself takes the focus, so
      // a keyboard can scroll it.
      viewportProps={actions ? undefined : { tabIndex: 0, role: 'region', 'aria-label': label }}
    >
      <Table
        aria-label={label}
        aria-busy={props.isLoading || isStale}
        striped
        highlightOnHover
        stickyHeader
        miw={props.minWidth}
        className={props.stickyFirstColumn ? classes.stickyFirst : undefined}
        verticalSpacing="sm"
        style={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {fitting.shown.map((column) => (
              <HeaderCell
                key={column.key}
                column={column}
                ordering={ordering}
                onOrderingChange={onOrderingChange}
              />
            ))}
            {actions && (
              <Table.Th w={fitting.compactActions ? undefined : (props.actionsWidth ?? 190)}>
                <FormattedMessage id="common.actions" />
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hasRows ? (
            rows.map((row) => (
              <DataTableRow
                key={rowKey(row)}
                row={row}
                shown={fitting.shown}
                hidden={fitting.hidden}
                name={props.rowName?.(row)}
                actions={actions ? (actions(row, fitting.compactActions) ?? null) : undefined}
              />
            ))
          ) : (
            <Table.Tr>
              <Table.Td colSpan={span}>
                <ListState {...props} />
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

type HeaderProps<T> = { column: Column<T> } & Pick<Props<T>, 'ordering' | 'onOrderingChange'>;

function HeaderCell<T>({ column, ordering, onOrderingChange }: HeaderProps<T>) {
  const { sortKey } = column;
  if (!sortKey || !onOrderingChange) {
    return (
      <Table.Th w={column.width} miw={column.minWidth} ta={column.align}>
        <span data-column-title>{column.title}</span>
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
    <Table.Th w={column.width} miw={column.minWidth} aria-sort={direction ?? 'none'}>
      <UnstyledButton onClick={() => onOrderingChange(next)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : 'flex-start'}>
          <span data-column-title>{column.title}</span>
          <Icon size={14} stroke={1.5} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
