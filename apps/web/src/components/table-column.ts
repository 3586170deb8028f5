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

/** The column header of the row actions (spec part 1 §2: "Actions (Edit, Delete)"). */
export const ACTIONS_TITLE = 'Actions';

/** The orderings a list offers: each sortable column ascending and descending. */
export function sortOptions<T>(columns: Column<T>[]): { value: string; label: string }[] {
  return columns.flatMap(({ sortKey, title }) =>
    sortKey
      ? [
          { value: sortKey, label: `${title}, ascending` },
          { value: `-${sortKey}`, label: `${title}, descending` },
        ]
      : [],
  );
}
