import { Select, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  documentTypeInputSchema,
  documentTypeListQuerySchema,
  documentTypesResource,
  type DocumentOwnerKind,
  type DocumentType,
} from '@app/shared/documents/document-type.schemas';
import { StatusBadge } from '../../components/status-badge';
import { StatusSelect } from '../../components/status-select';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { recordTexts } from '../records/record-messages';
import { ownerKindsOptions } from './document-labels';

type Values = { title: string; applies_to: DocumentOwnerKind | ''; is_active: boolean };

const screenOf = (intl: IntlShape): RecordScreen<DocumentType, Values> => {
  const kinds = ownerKindsOptions(intl);
  const kindName = (kind: DocumentOwnerKind) => kinds.find((option) => option.value === kind)?.label ?? kind;
  return {
    resource: documentTypesResource,
    // The types are the fleet's (the API's area): who keeps the documents keeps their types.
    area: 'fleet',
    title: intl.formatMessage({ id: 'documentTypes.title' }),
    listQuerySchema: documentTypeListQuerySchema,
    searchDebounceMs: 500,
    columns: [
      {
        key: 'title',
        title: intl.formatMessage({ id: 'documentTypes.typeTitle' }),
        sortKey: 'title',
        render: (type) => type.title,
      },
      {
        key: 'applies_to',
        title: intl.formatMessage({ id: 'documentTypes.appliesTo' }),
        sortKey: 'applies_to',
        render: (type) => kindName(type.applies_to),
      },
      {
        key: 'document_count',
        title: intl.formatMessage({ id: 'documentTypes.documentCount' }),
        align: 'right',
        render: (type) => type.document_count,
      },
      {
        key: 'is_active',
        title: intl.formatMessage({ id: 'common.status' }),
        render: (type) => <StatusBadge isActive={type.is_active} />,
      },
    ],
    name: (type) => type.title,
    // A type in use is refused by the server (409), whose reason the confirmation's toast shows.
    texts: recordTexts('documentTypes'),
    form: {
      schema: documentTypeInputSchema as never,
      initialValues: (type) => ({
        title: type?.title ?? '',
        applies_to: type?.applies_to ?? '',
        is_active: type?.is_active ?? true,
      }),
      fields: (form) => (
        <Stack gap="sm">
          <TextInput
            label={intl.formatMessage({ id: 'documentTypes.typeTitle' })}
            required
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Select
            label={intl.formatMessage({ id: 'documentTypes.appliesTo' })}
            placeholder={intl.formatMessage({ id: 'documentTypes.chooseAppliesTo' })}
            required
            data={kinds}
            value={form.values.applies_to || null}
            onChange={(value) => form.setFieldValue('applies_to', (value ?? '') as Values['applies_to'])}
            error={form.errors.applies_to}
            allowDeselect={false}
          />
          <StatusSelect required {...form.getInputProps('is_active')} />
        </Stack>
      ),
    },
  };
};

/** School Setup → Document Types (issue 25 §3): the kinds of documents kept, for vehicles or employees. */
export function DocumentTypesPage() {
  const intl = useIntl();
  const screen = useMemo(() => screenOf(intl), [intl]);
  return <RecordListPage screen={screen} />;
}
