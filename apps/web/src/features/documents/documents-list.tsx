import { Paper, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { documentsResource, type Document } from '@app/shared/documents/document.schemas';
import { localize } from '@app/shared/i18n/localize';
import { DataTable } from '../../components/data-table';
import { Pager } from '../../components/pager';
import { useFormats } from '../../i18n/use-formats';
import { errorMessage } from '../../lib/api-error';
import { DEFAULT_ROW_ACTIONS, useRowActions } from '../records/record-row-actions';
import { useRecordList } from '../records/records.api';
import { documentColumns } from './document-columns';
import { documentName } from './document-labels';

/** What a list of documents asks the server: the page, the order, the search and the filters. */
export type DocumentsQuery = Record<string, string | number | undefined> & {
  page: number;
  page_size: number;
  ordering?: string | undefined;
};

type Props = {
  /** The table's accessible name. */
  label: string;
  query: DocumentsQuery;
  onPageChange: (page: number) => void;
  onOrderingChange: (ordering: string | undefined) => void;
  /** False where every row is one owner's (a vehicle's own list): the column would say it each time. */
  withOwner: boolean;
  emptyMessage: string;
  height: number;
  onEdit: (document: Document) => void;
  onDelete: (document: Document) => void;
};

/**
 * The documents' table and pager, for the Documents screen and for one owner's documents: what
 * expires first comes first, each with its days left and its file; Edit and Delete to who may write.
 */
export function DocumentsList({ label, query, withOwner, emptyMessage, height, ...props }: Props) {
  const intl = useIntl();
  const formats = useFormats();
  const list = useRecordList<Document>(documentsResource, query);
  const columns = useMemo(() => documentColumns(intl, formats, { withOwner }), [intl, formats, withOwner]);
  const actions = useRowActions({
    actions: DEFAULT_ROW_ACTIONS,
    area: 'fleet',
    name: (document: Document) => documentName(intl, document),
    onEdit: props.onEdit,
    onDelete: props.onDelete,
  });
  const failure = list.isError
    ? localize(intl, errorMessage(list.error, intl.formatMessage({ id: 'documents.loadError' })))
    : null;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md">
        <DataTable
          label={label}
          columns={columns}
          rows={list.data?.results}
          rowKey={(document) => document.id}
          rowName={(document) => documentName(intl, document)}
          actions={actions?.render}
          actionsWidth={actions?.width}
          isLoading={list.isPending}
          isStale={list.isPlaceholderData}
          error={failure}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
          emptyMessage={emptyMessage}
          height={height}
          minHeight={180}
          ordering={query.ordering}
          onOrderingChange={props.onOrderingChange}
        />
      </Paper>
      <Pager
        page={query.page}
        pageSize={query.page_size}
        count={list.data?.count}
        onPageChange={props.onPageChange}
        total={(count) => intl.formatMessage({ id: 'documents.count' }, { count })}
      />
    </Stack>
  );
}
