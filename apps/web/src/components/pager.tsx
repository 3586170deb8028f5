import { Group, Pagination, Text } from '@mantine/core';
import { useEffect } from 'react';

type Props = {
  page: number;
  pageSize: number;
  /** Total records of the list (the server's `count`); undefined while the first page loads. */
  count: number | undefined;
  onPageChange: (page: number) => void;
  /** How to name the records in the count line. */
  noun: { one: string; other: string };
};

/** The count line and, for lists longer than a page, the page buttons. */
export function Pager({ page, pageSize, count, onPageChange, noun }: Props) {
  const pages = count === undefined ? 0 : Math.max(1, Math.ceil(count / pageSize));

  // After deleting the last record of the last page, or from an old link, go to the last page that exists.
  useEffect(() => {
    if (count !== undefined && count > 0 && page > pages) onPageChange(pages);
  }, [count, page, pages, onPageChange]);

  if (!count) return null;
  const total = `${count} ${count === 1 ? noun.one : noun.other}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, count);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {pages > 1 && first <= count ? `Showing ${first}–${last} of ${total}` : total}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          size="sm"
          withEdges
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Group>
  );
}
