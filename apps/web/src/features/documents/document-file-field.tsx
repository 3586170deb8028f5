import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconFile, IconTrash } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DOCUMENT_FILE_TYPES } from '@app/shared/documents/document.schemas';
import type { DocumentFormValues } from './document-form-values';

type Props = {
  form: UseFormReturnType<DocumentFormValues>;
  /** The stored file's name, or null when the document has none (or is new). */
  stored: string | null;
};

/**
 * A document's file in its form, as a person's photo is in theirs: a picker for PDF, JPEG or PNG (a
 * wrong type or size said at once), the stored file named, and removing it on save.
 */
export function DocumentFileField({ form, stored }: Props) {
  const intl = useIntl();
  const { file, remove_file: isRemoving } = form.values;
  const keepsStored = !!stored && !file && !isRemoving;
  return (
    <Stack gap={6}>
      <FileInput
        label={intl.formatMessage({ id: 'documents.file' })}
        description={intl.formatMessage({ id: 'documents.fileHint' })}
        placeholder={intl.formatMessage({
          id: stored && !isRemoving ? 'documents.chooseNewFile' : 'common.chooseFile',
        })}
        accept={DOCUMENT_FILE_TYPES.join(',')}
        leftSection={<IconFile size={16} aria-hidden />}
        // The picker's placeholder is text, not a native placeholder: it must be readable (4.5:1).
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        clearable
        clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'documents.clearChosenFile' }) }}
        value={file}
        onChange={(chosen) => {
          form.setFieldValue('file', chosen);
          // A new file replaces the stored one anyway.
          if (chosen) form.setFieldValue('remove_file', false);
          form.clearFieldError('file');
        }}
        error={form.errors.file}
      />
      {keepsStored && (
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            <FormattedMessage id="documents.currentFile" values={{ name: stored }} />
          </Text>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => form.setFieldValue('remove_file', true)}
          >
            <FormattedMessage id="documents.removeFile" />
          </Button>
        </Group>
      )}
      {stored && isRemoving && !file && (
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            <FormattedMessage id="documents.fileRemovedOnSave" />
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => form.setFieldValue('remove_file', false)}>
            <FormattedMessage id="documents.keepFile" />
          </Button>
        </Group>
      )}
    </Stack>
  );
}
