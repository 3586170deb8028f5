import { Group, Pagination, Text } from '@mantine/core';
import { localize } from '@app/shared/i18n/localize';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

type Props = {
  page: number;
  pageSize: number;
  /** Total records of the list (the server's `count`); undefined while the first page loads. */
  count: number | undefined;
  onPageChange: (page: number) => void;
  /**
   * The count line's total, a whole phrase in the reader's language: a message or a ref of the screen's
   * (`{count, plural, one {# trip} other {# trips}}`).
   */
  total: (count: number) => string;
};

/** The count line and, for lists longer than a page, the page buttons. */
export function Pager({ page, pageSize, count, onPageChange, total: totalOf }: Props) {
  const intl = useIntl();
  const pages = count === undefined ? 0 : Math.max(1, Math.ceil(count / pageSize));

  // After deleting the last record of the last page, or from an old link, go to the last page that exists.
  useEffect(() => {
    if (count !== undefined && count > 0 && page > pages) onPageChange(pages);
  }, [count, page, pages, onPageChange]);

  if (!count) return null;
  const total = localize(intl, totalOf(count));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, count);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {pages > 1 && first <= count ? (
          <FormattedMessage
            id="common.showingRange"
            values={{ first: String(first), last: String(last), total }}
          />
        ) : (
          total
        )}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          size="sm"
          withEdges
          getControlProps={(control) => ({
            'aria-label': intl.formatMessage({ id: 'common.pagerControl' }, { control }),
          })}
        />
      )}
    </Group>
  );
}
