import { Modal } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  RESTRICTION_IMPORT_COLUMNS,
  RESTRICTION_IMPORT_MESSAGES as m,
} from '@app/shared/student-restrictions/student-restriction.schemas';
import { STUDENT_IMPORT_MESSAGES } from '@app/shared/students/student-import.schemas';
import { ImportFileForm, refusalOf } from '../../components/import-file-form';
import { rowErrorsOf } from '../../components/row-errors-table';
import type { ApiError } from '../../lib/api-error';
import { notifySuccess } from '../../lib/notify';
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
        const refused = refusalOf(error, FAILED);
        if (!refused) return;
        form.setErrors({ file: refused.fieldErrors.file });
        setRefusal(refused);
      },
    });
  });

  return (
    <ImportFileForm
      onSubmit={submit}
      intro="One restriction per row, the student by admission number."
      templates={[{ label: 'CSV', download: downloadRestrictionTemplate }]}
      file={{
        description: '.csv, with a header row',
        accept: '.csv,text/csv',
        autoFocus: true,
        input: form.getInputProps('file'),
      }}
      rowErrors={refusal ? rowErrorsOf(refusal, RESTRICTION_IMPORT_COLUMNS) : []}
      pending={upload.isPending}
      onClose={onClose}
    />
  );
}
