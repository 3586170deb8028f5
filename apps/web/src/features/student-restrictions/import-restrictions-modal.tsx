import { Alert, Anchor, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import {
  RESTRICTION_IMPORT_COLUMNS,
  RESTRICTION_IMPORT_MESSAGES as m,
} from '@app/shared/student-restrictions/student-restriction.schemas';
import { STUDENT_IMPORT_MESSAGES } from '@app/shared/students/student-import.schemas';
import { ApiError, errorMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { RowErrorsTable, rowErrorsOf } from '../student-import/row-errors-table';
import { downloadRestrictionTemplate, useImportRestrictions } from './restriction-import.api';

const FAILED = 'Failed to import restrictions';

const validate = {
  file: (value: File | null) =>
    !value ? STUDENT_IMPORT_MESSAGES.fileRequired : /\.csv$/i.test(value.name) ? null : m.fileType,
};

/** 'Import CSV' (spec part 2 §7): restrictions from a CSV file, all or nothing, the rows to fix listed. */
export function ImportRestrictionsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Import Restrictions" size="lg" centered>
      {opened && <ImportRestrictionsForm onClose={onClose} />}
    </Modal>
  );
}

function ImportRestrictionsForm({ onClose }: { onClose: () => void }) {
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const upload = useImportRestrictions();
  const form = useForm<{ file: File | null }>({ initialValues: { file: null }, validate });

  const submit = form.onSubmit(({ file }) => {
    setRefusal(null);
    upload.mutate(file!, {
      onSuccess: (result) => {
        notifySuccess(`Restrictions imported successfully: ${m.imported(result.imported)}`);
        onClose();
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        if (Object.keys(fields).length === 0) return notifyError(errorMessage(error, FAILED));
        form.setErrors({ file: fields.file });
        setRefusal(error as ApiError);
      },
    });
  });

  const rowErrors = refusal ? rowErrorsOf(refusal, RESTRICTION_IMPORT_COLUMNS) : [];
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          One restriction per row, the student by admission number. Every row is checked before anything is
          saved: if any row is wrong, nothing is imported and the rows to fix are listed.
        </Text>
        <Group gap="xs">
          <IconFileSpreadsheet size={18} aria-hidden />
          <Text size="sm">Template:</Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() =>
              void downloadRestrictionTemplate().catch(() => notifyError('Failed to download the template'))
            }
          >
            CSV
          </Anchor>
        </Group>
        <FileInput
          label="File"
          description=".csv, with a header row"
          required
          data-autofocus
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the file' }}
          accept=".csv,text/csv"
          placeholder="Choose a file"
          // The picker's placeholder is text, not a native placeholder: it must be readable (4.5:1).
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          {...form.getInputProps('file')}
        />
        {rowErrors.length > 0 && (
          <Alert color="red" title="Nothing was imported">
            <RowErrorsTable rows={rowErrors} />
          </Alert>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={upload.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={upload.isPending}>
          Import
        </Button>
      </Group>
    </form>
  );
}
