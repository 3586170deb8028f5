import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { Area } from '@app/shared/accounts/permissions';
import type { Resource } from '@app/shared/common/resource';
import { localize } from '@app/shared/i18n/localize';
import { DataTable, type Column } from '../../components/data-table';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { SearchInput } from '../../components/search-input';
import { errorMessage } from '../../lib/api-error';
import { listCallQuery, useListParams, useSearchAndPage } from '../../lib/list-params';
import { usePermission } from '../auth';
import { RecordDeleteModal } from './record-delete-modal';
import { idOf, RecordFormModal, type RecordFormDeclaration } from './record-form-modal';
import type { RecordEmptyTexts, RecordTexts } from './record-messages';
import { DEFAULT_ROW_ACTIONS, useRowActions, type RowAction } from './record-row-actions';
import { useRecordList } from './records.api';

/** A record type's screen, declared: what differs from one type to the next, and nothing else. */
export type RecordScreen<R, V extends Record<string, unknown>, O = unknown> = {
  resource: Resource;
  area: Area;
  title: string;
  /** The table's accessible name, when it is not the title ('Vehicles' under 'Vehicles Management'). */
  tableLabel?: string;
  /** The list query schema shared with the server (search, page, ordering, filters). */
  listQuerySchema: z.ZodObject;
  /** Debounce of the search box (spec: 500 ms for most screens, 1000 ms for fleet). */
  searchDebounceMs: number;
  columns: Column<R>[];
  /** The record as the user knows it, in button labels and the delete confirmation. */
  name: (record: R) => string;
  /** Add button, search hint, load error, count, empty list, titles and toasts: `recordTexts(namespace)`. */
  texts: RecordTexts;
  form: RecordFormDeclaration<R, V, O>;
  /** The row's buttons in order; Edit and Delete when not given. */
  rowActions?: readonly RowAction<R>[];
  /** The load failure as the spec words it ('Error loading journeys: ...'); the message alone when not given. */
  loadErrorText?: (message: string) => string;
  /** Table heights of the spec (350 to 600 px). */
  height?: number;
  /** Buttons before Add ('Import Students', 'Link Student & Guardian'), each shown to whom it may serve. */
  headerActions?: ReactNode;
  /**
   * Controls that narrow the list by the list query schema's own filters; they keep their values in
   * the address (`useListParams`), which the list call reads them from.
   */
  filters?: ReactNode;
};

// The list query's own keys: whatever else its schema names is a filter.
const LIST_KEYS = new Set(['search', 'page', 'page_size', 'ordering']);

/**
 * The list screen every record type uses: search (debounced, sent above one character), Add, the
 * table with ordering, empty, loading and error states, the pager, and the row buttons (Edit and
 * Delete unless the screen names others) for profiles that may use them. List parameters live in the
 * address bar.
 */
export function RecordListPage<R, V extends Record<string, unknown>, O = unknown>({
  screen,
}: {
  screen: RecordScreen<R, V, O>;
}) {
  const intl = useIntl();
  const { resource, texts } = screen;
  const { params, setParams } = useListParams(screen.listQuerySchema);
  const typed = params as { search?: string; page: number; page_size: number; ordering?: string };
  const query = listCallQuery(typed);
  const list = useRecordList<R>(resource, query);
  const [formTarget, setFormTarget] = useState<{ record: R | null } | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const canWrite = usePermission(screen.area, 'write');
  const filtered = Object.keys(screen.listQuerySchema.shape).some(
    (key) => !LIST_KEYS.has(key) && (params as Record<string, unknown>)[key] !== undefined,
  );

  const { search, changePage } = useSearchAndPage(setParams, query.search);

  const failure = list.isError ? localize(intl, errorMessage(list.error, texts.loadError)) : null;

  const actions = useRowActions({
    actions: screen.rowActions ?? DEFAULT_ROW_ACTIONS,
    area: screen.area,
    name: screen.name,
    onEdit: (record) => setFormTarget({ record }),
    onDelete: setDeleting,
  });

  return (
    <Stack gap="md">
      <PageHeading title={screen.title} />
      <Group justify="space-between" gap="sm">
        <SearchInput
          value={typed.search ?? ''}
          onSearch={search}
          placeholder={localize(intl, texts.searchPlaceholder)}
          wait={screen.searchDebounceMs}
        />
        <Group gap="sm">
          {screen.headerActions}
          {canWrite && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setFormTarget({ record: null })}
            >
              {localize(intl, texts.addLabel)}
            </Button>
          )}
        </Group>
      </Group>
      {screen.filters}
      <Paper withBorder radius="md">
        <DataTable
          label={screen.tableLabel ?? screen.title}
          columns={screen.columns}
          rows={list.data?.results}
          rowKey={(record) => idOf(resource, record)}
          rowName={screen.name}
          actions={actions?.render}
          actionsWidth={actions?.width}
          isLoading={list.isPending}
          isStale={list.isPlaceholderData}
          error={failure && (screen.loadErrorText?.(failure) ?? failure)}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
          emptyMessage={localize(
            intl,
            emptyText(texts.empty, { searched: !!query.search, filtered, canWrite }),
          )}
          height={screen.height ?? 400}
          minHeight={180}
          ordering={typed.ordering}
          onOrderingChange={(ordering) => setParams({ ordering, page: 1 })}
        />
      </Paper>
      <Pager
        page={typed.page}
        pageSize={typed.page_size}
        count={list.data?.count}
        onPageChange={changePage}
        total={texts.count}
      />
      <RecordFormModal
        resource={resource}
        target={formTarget}
        onClose={() => setFormTarget(null)}
        titles={texts.titles}
        messages={texts.messages}
        {...screen.form}
      />
      <RecordDeleteModal
        resource={resource}
        record={deleting}
        name={screen.name}
        messages={texts.messages}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

function emptyText(
  empty: RecordEmptyTexts,
  { searched, filtered, canWrite }: { searched: boolean; filtered: boolean; canWrite: boolean },
): string {
  if (searched && filtered) return empty.searchAndFilters;
  if (searched) return empty.search;
  if (filtered) return empty.filters;
  return canWrite ? empty.noneAddFirst : empty.none;
}
