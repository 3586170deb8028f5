import { ActionIcon, Group, Table } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import classes from './data-table.module.css';
import type { Column } from './table-column';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

type Props<T> = {
  row: T;
  shown: Column<T>[];
  /** Columns that gave way to a narrow frame: their titles and values unfold under the row. */
  hidden: Column<T>[];
  /** The row as its reader knows it, in the name of its Show button. */
  name?: string | undefined;
  actions?: ReactNode;
};

/**
 * One row of the shared table. When columns gave way, a button in its first cell unfolds a line under it
 * with their titles and values, so every column stays within reach at any width.
 */
export function DataTableRow<T>({ row, shown, hidden, name, actions }: Props<T>) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const hasDetails = hidden.length > 0;
  const span = shown.length + (actions === undefined ? 0 : 1);
  return (
    <>
      <Table.Tr>
        {shown.map((column, index) => (
          <Table.Td key={column.key} ta={column.align} style={column.noWrap ? NO_WRAP : undefined}>
            {index === 0 && hasDetails ? (
              <Group gap={4} wrap="nowrap" align="flex-start">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={
                    name
                      ? intl.formatMessage({ id: 'common.moreDetailsOf' }, { name })
                      : intl.formatMessage({ id: 'common.moreDetails' })
                  }
                  aria-expanded={open}
                  aria-controls={open ? detailsId : undefined}
                  onClick={() => setOpen(!open)}
                >
                  {open ? (
                    <IconChevronDown size={16} aria-hidden />
                  ) : (
                    <IconChevronRight size={16} aria-hidden />
                  )}
                </ActionIcon>
                <div>{column.render(row)}</div>
              </Group>
            ) : (
              column.render(row)
            )}
          </Table.Td>
        ))}
        {actions !== undefined && (
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              {actions}
            </Group>
          </Table.Td>
        )}
      </Table.Tr>
      {hasDetails && open && (
        <Table.Tr id={detailsId}>
          <Table.Td colSpan={span}>
            <dl className={classes.fields}>
              {hidden.map((column) => (
                <Fragment key={column.key}>
                  <dt>{column.title}</dt>
                  <dd>{column.render(row)}</dd>
                </Fragment>
              ))}
            </dl>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
