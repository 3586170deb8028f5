import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localize } from '@app/shared/i18n/localize';
import { PageHeading } from '../../components/page-heading';
import { SearchInput } from '../../components/search-input';
import { listCallQuery, useListParams, useSearchAndPage } from '../../lib/list-params';
import { usePermission } from '../auth';
import { recordTexts } from '../records/record-messages';
import { useDocumentDialogs } from './document-dialogs';
import { DocumentFilters } from './document-filters';
import { documentsPageQuerySchema } from './documents-page-query';
import { DocumentsList } from './documents-list';

const texts = recordTexts('documents');
// Fleet screens wait 1000 ms before searching, as vehicles and devices do.
const SEARCH_DEBOUNCE_MS = 1000;

/**
 * Fleet → Documents (issue 25 §3): every vehicle's and employee's documents, what expires first at
 * the top, with the filters of whose, which type and expiring within how many days; Add, Edit and
 * Delete with the file. List parameters live in the address (the dashboard links to it filtered).
 */
export function DocumentsPage() {
  const intl = useIntl();
  const { params, setParams } = useListParams(documentsPageQuerySchema);
  const query = listCallQuery(params);
  const canWrite = usePermission('fleet', 'write');
  const dialogs = useDocumentDialogs();
  const filtered =
    params.owner_kind !== undefined ||
    params.document_type !== undefined ||
    params.expiring_within_days !== undefined ||
    params.vehicle !== undefined ||
    params.employee !== undefined;

  const { search } = useSearchAndPage(setParams, query.search);
  const empty = emptyText({ searched: !!query.search, filtered, canWrite });

  return (
    <Stack gap="md">
      <PageHeading title={intl.formatMessage({ id: 'documents.title' })} />
      <Group justify="space-between" gap="sm">
        <SearchInput
          value={params.search ?? ''}
          onSearch={search}
          placeholder={intl.formatMessage({ id: 'documents.searchPlaceholder' })}
          wait={SEARCH_DEBOUNCE_MS}
        />
        {canWrite && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={dialogs.add}>
            <FormattedMessage id="documents.add" />
          </Button>
        )}
      </Group>
      <DocumentFilters />
      <DocumentsList
        label={intl.formatMessage({ id: 'documents.title' })}
        query={query}
        withOwner
        emptyMessage={localize(intl, empty)}
        height={400}
        onPageChange={(page) => setParams({ page })}
        onOrderingChange={(ordering) => setParams({ ordering, page: 1 })}
        onEdit={dialogs.edit}
        onDelete={dialogs.remove}
      />
      {dialogs.dialogs}
    </Stack>
  );
}

/** What an empty list says: nothing yet (and, to whom may add, to add the first), or nothing matches. */
function emptyText({
  searched,
  filtered,
  canWrite,
}: {
  searched: boolean;
  filtered: boolean;
  canWrite: boolean;
}) {
  if (searched && filtered) return texts.empty.searchAndFilters;
  if (searched) return texts.empty.search;
  if (filtered) return texts.empty.filters;
  return canWrite ? texts.empty.noneAddFirst : texts.empty.none;
}
