import { Box, Group, NativeSelect, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import classes from './data-table.module.css';
import type { Column } from './table-column';
import { useIntl } from 'react-intl';

type Props<T> = {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  actions?: ((row: T, compact: boolean) => ReactNode) | undefined;
  isStale?: boolean | undefined;
};

/**
 * The rows of a list as stacked cards, for screens too narrow for the table: the first column heads each
 * card, the others follow as label and value, and the actions sit at the foot, so nothing scrolls sideways.
 */
export function DataCards<T>({ label, columns, rows, rowKey, actions, isStale }: Props<T>) {
  const [first, ...rest] = columns;
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={isStale}
      className={classes.cards}
      style={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {rows.map((row) => (
        <li key={rowKey(row)} className={classes.card}>
          {first && <Text fw={600}>{first.render(row)}</Text>}
          <dl className={classes.fields}>
            {rest.map((column) => (
              <Fragment key={column.key}>
                <dt>{column.title}</dt>
                <dd>{column.render(row)}</dd>
              </Fragment>
            ))}
          </dl>
          {actions && (
            <Group gap="xs" mt="sm">
              {actions(row, false)}
            </Group>
          )}
        </li>
      ))}
    </Box>
  );
}

type SortProps = {
  options: { value: string; label: string }[];
  ordering: string | undefined;
  onOrderingChange: (ordering: string | undefined) => void;
};

/** The cards have no column headers to click: a select offers the same orderings. */
export function CardSort({ options, ordering, onOrderingChange }: SortProps) {
  const intl = useIntl();
  if (options.length === 0) return null;
  return (
    <NativeSelect
      label={intl.formatMessage({ id: 'common.sortBy' })}
      size="xs"
      px="md"
      pt="sm"
      data={[{ value: '', label: intl.formatMessage({ id: 'common.defaultOrder' }) }, ...options]}
      value={ordering ?? ''}
      onChange={(event) => onOrderingChange(event.currentTarget.value || undefined)}
    />
  );
}
