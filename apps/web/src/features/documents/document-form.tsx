import { Group, Radio, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';
import type { DocumentOwnerKind } from '@app/shared/documents/document-type.schemas';
import type { Document } from '@app/shared/documents/document.schemas';
import { DateField } from '../../components/date-field';
import { DocumentFileField } from './document-file-field';
import type { DocumentFormValues, DocumentOwner } from './document-form-values';
import { DocumentOwnerSelect } from './document-owner-select';
import { DocumentTypeSelect } from './document-type-select';

type Props = {
  form: UseFormReturnType<DocumentFormValues>;
  /** The edited document; null when adding. */
  document: Document | null;
  /** The owner a new document is given to, when the list is one owner's: then it is not asked. */
  owner: DocumentOwner | undefined;
};

const KIND_LABELS = { vehicle: 'documents.ownerVehicle', employee: 'documents.ownerEmployee' } as const;

/** A document's fields, for add and edit: whose, its type (of that kind), number, dates, notes, file. */
export function DocumentForm({ form, document, owner }: Props) {
  const intl = useIntl();
  const { values, errors } = form;
  const kind = values.owner_kind;
  const changeKind = (next: string) => {
    form.setValues({ owner_kind: next as DocumentOwnerKind, owner: '', document_type: '' });
    form.clearErrors();
  };
  const sameOwner = document && document.owner_kind === kind;
  return (
    <Stack gap="sm">
      {owner ? (
        <TextInput
          label={intl.formatMessage({ id: KIND_LABELS[owner.kind] })}
          value={owner.label}
          readOnly
          // The preset owner's refusal (gone meanwhile) is said all the same.
          error={errors.owner}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <Radio.Group
            label={intl.formatMessage({ id: 'documents.belongsTo' })}
            required
            value={kind}
            onChange={changeKind}
            error={errors.owner_kind}
          >
            <Group gap="md" mt={8}>
              <Radio value="vehicle" label={intl.formatMessage({ id: KIND_LABELS.vehicle })} />
              <Radio value="employee" label={intl.formatMessage({ id: KIND_LABELS.employee })} />
            </Group>
          </Radio.Group>
          {kind && (
            <DocumentOwnerSelect
              kind={kind}
              value={values.owner}
              onChange={(value) => form.setFieldValue('owner', value)}
              selected={
                sameOwner && values.owner ? { value: values.owner, label: document.owner_label } : undefined
              }
              error={errors.owner}
            />
          )}
        </SimpleGrid>
      )}
      <DocumentTypeSelect
        kind={kind}
        value={values.document_type}
        onChange={(value) => form.setFieldValue('document_type', value)}
        current={
          document && sameOwner
            ? { value: document.document_type, label: document.document_type_title }
            : undefined
        }
        error={errors.document_type}
      />
      <TextInput
        label={intl.formatMessage({ id: 'documents.documentNumber' })}
        {...form.getInputProps('number')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <DateField
          label={intl.formatMessage({ id: 'documents.issueDate' })}
          clearable
          value={values.issued_on}
          onChange={(value) => form.setFieldValue('issued_on', value)}
          error={errors.issued_on}
        />
        <DateField
          label={intl.formatMessage({ id: 'documents.expiryDate' })}
          required
          opensAt={values.issued_on || undefined}
          value={values.expires_on}
          onChange={(value) => form.setFieldValue('expires_on', value)}
          error={errors.expires_on}
        />
      </SimpleGrid>
      <Textarea
        label={intl.formatMessage({ id: 'documents.notes' })}
        rows={3}
        {...form.getInputProps('notes')}
      />
      <DocumentFileField form={form} stored={document?.file_name ?? null} />
    </Stack>
  );
}
