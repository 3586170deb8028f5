import { Group, Select } from '@mantine/core';
import { useIntl } from 'react-intl';
import { documentTypesResource, type DocumentType } from '@app/shared/documents/document-type.schemas';
import { useListParams } from '../../lib/list-params';
import { useRecordList } from '../records/records.api';
import { ownerKindsOptions } from './document-labels';
import { documentsPageQuerySchema, EXPIRING_CHOICES } from './documents-page-query';

/**
 * The Documents list's filters, kept in the address like the search and page (the list reads them
 * from there): whose documents, of which type (the kind's types only), and expiring within how many
 * days, the expired included.
 */
export function DocumentFilters() {
  const intl = useIntl();
  const { params, setParams } = useListParams(documentsPageQuerySchema);
  const kind = params.owner_kind;
  const types = useRecordList<DocumentType>(documentTypesResource, {
    applies_to: kind,
    page_size: 500,
    ordering: 'title',
  });
  const common = { clearable: true, w: 240, maw: '100%' } as const;
  return (
    <Group gap="sm" align="flex-end">
      <Select
        {...common}
        label={intl.formatMessage({ id: 'documents.owner' })}
        placeholder={intl.formatMessage({ id: 'documents.allOwners' })}
        data={ownerKindsOptions(intl)}
        clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'documents.clearOwnerFilter' }) }}
        value={kind ?? null}
        // A type of the other kind would match nothing: choosing whose starts the type afresh.
        onChange={(value) => setParams({ owner_kind: value, document_type: null, page: 1 })}
      />
      <Select
        {...common}
        label={intl.formatMessage({ id: 'documents.documentType' })}
        placeholder={intl.formatMessage({
          id: types.isError ? 'documents.typesLoadError' : 'documents.allTypes',
        })}
        data={(types.data?.results ?? []).map((type) => ({ value: type.id, label: type.title }))}
        searchable
        nothingFoundMessage={intl.formatMessage({ id: 'documents.noTypes' })}
        clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'documents.clearTypeFilter' }) }}
        value={params.document_type ?? null}
        onChange={(value) => setParams({ document_type: value, page: 1 })}
      />
      <Select
        {...common}
        // Its choices are the longest: "Expired or expiring within 30 days" shown whole.
        w={300}
        label={intl.formatMessage({ id: 'documents.expiringFilter' })}
        placeholder={intl.formatMessage({ id: 'documents.anyExpiry' })}
        data={EXPIRING_CHOICES.map((days) => ({
          value: String(days),
          label:
            days === 0
              ? intl.formatMessage({ id: 'documents.expiredOrToday' })
              : intl.formatMessage({ id: 'documents.expiringWithin' }, { days }),
        }))}
        clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'documents.clearExpiringFilter' }) }}
        value={params.expiring_within_days === undefined ? null : String(params.expiring_within_days)}
        onChange={(value) => setParams({ expiring_within_days: value, page: 1 })}
      />
    </Group>
  );
}
