import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

export type Column<T> = {
  /** Unique per table. */
  key: string;
  /** Header text, word for word from the spec. */
  title: string;
  render: (row: T) => ReactNode;
  /** The `ordering` value that sorts ascending by this column; descending is the same with a leading '-'. */
  sortKey?: string;
  width?: number | string;
  /**
   * The least width (px) the column keeps: a frame too narrow to give it that makes other columns give
   * way, instead of squeezing it to a word a line (a log's changes).
   */
  minWidth?: number;
  align?: 'left' | 'right' | 'center';
  /** A value that reads wrong broken over lines (a code, a date): kept whole, so columns give way first. */
  noWrap?: boolean;
  /**
   * How soon the column gives way when the table is too wide for its frame (its value then unfolds under
   * the row): the highest first, the rightmost first among equals. Default 1; 0 never gives way, nor does
   * the first column.
   */
  giveWay?: number;
};

/** The orderings a list offers: each sortable column ascending and descending. */
export function sortOptions<T>(
  columns: Column<T>[],
  intl: Pick<IntlShape, 'formatMessage'>,
): { value: string; label: string }[] {
  return columns.flatMap(({ sortKey, title }) =>
    sortKey
      ? [
          { value: sortKey, label: intl.formatMessage({ id: 'common.sortAscending' }, { column: title }) },
          {
            value: `-${sortKey}`,
            label: intl.formatMessage({ id: 'common.sortDescending' }, { column: title }),
          },
        ]
      : [],
  );
}
