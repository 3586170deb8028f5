import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ref } from '@app/shared/i18n/message-ref';
import {
  RESTRICTION_IMPORT_COLUMNS,
  RESTRICTION_IMPORT_MESSAGES as m,
} from '@app/shared/student-restrictions/student-restriction.schemas';
import { ImportFileForm, refusalOf, useFileForm } from '../../components/import-file-form';
import { rowErrorsOf } from '../../components/row-errors-table';
import type { ApiError } from '../../lib/api-error';
import { notifySuccess } from '../../lib/notify';
import { downloadRestrictionTemplate, useImportRestrictions } from './restriction-import.api';

const FAILED = ref('restrictions.importFailed');

const fileMessage = (value: File | null) =>
  !value ? ref('restrictions.fileRequired') : /\.csv$/i.test(value.name) ? null : m.fileType;

/** 'Import CSV' (spec part 2 §7): restrictions from a CSV file, all or nothing, the rows to fix listed. */
export function ImportRestrictionsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: 'restrictions.importTitle' })}
      size="lg"
      centered
    >
      {opened && <ImportRestrictionsForm onClose={onClose} />}
    </Modal>
  );
}

function ImportRestrictionsForm({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const upload = useImportRestrictions();
  const form = useFileForm(fileMessage);

  const submit = form.onSubmit(({ file }) => {
    setRefusal(null);
    upload.mutate(file!, {
      onSuccess: (result) => {
        notifySuccess(ref('restrictions.importedSuccess', { count: result.imported }));
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
      intro={intl.formatMessage({ id: 'restrictions.importIntro' })}
      templates={[
        {
          label: intl.formatMessage({ id: 'restrictions.templateCsv' }),
          download: downloadRestrictionTemplate,
        },
      ]}
      file={{
        description: intl.formatMessage({ id: 'restrictions.fileHint' }),
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
