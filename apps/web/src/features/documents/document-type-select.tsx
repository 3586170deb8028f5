import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  documentTypesResource,
  type DocumentOwnerKind,
  type DocumentType,
} from '@app/shared/documents/document-type.schemas';
import { useRecordList } from '../records/records.api';

type Props = {
  /** Whose documents: only the types for that kind are offered (none before it is chosen). */
  kind: DocumentOwnerKind | '';
  value: string;
  onChange: (value: string) => void;
  /** The edited document's type, offered even when it has been retired since. */
  current: { value: string; label: string } | undefined;
  error?: ReactNode;
};

/** A document's type: the school's active types for the owner's kind (a school has a handful). */
export function DocumentTypeSelect({ kind, value, onChange, current, error }: Props) {
  const intl = useIntl();
  const types = useRecordList<DocumentType>(
    documentTypesResource,
    { applies_to: kind || undefined, is_active: 'true', page_size: 500, ordering: 'title' },
    { enabled: kind !== '' },
  );
  const options = (types.data?.results ?? []).map((type) => ({ value: type.id, label: type.title }));
  const data =
    current && !options.some((option) => option.value === current.value) ? [current, ...options] : options;
  return (
    <Select
      label={intl.formatMessage({ id: 'documents.documentType' })}
      placeholder={intl.formatMessage({ id: 'documents.chooseType' })}
      required
      searchable
      disabled={kind === ''}
      data={kind === '' ? [] : data}
      value={value || null}
      onChange={(chosen) => onChange(chosen ?? '')}
      nothingFoundMessage={intl.formatMessage({
        id: types.isPending ? 'records.loadingOptions' : 'documents.noTypes',
      })}
      error={error ?? (types.isError ? intl.formatMessage({ id: 'documents.typesLoadError' }) : undefined)}
    />
  );
}
