import { Modal, Progress, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { localize } from '@app/shared/i18n/localize';
import { ref } from '@app/shared/i18n/message-ref';
import {
  academicPeriodsResource,
  type AcademicPeriod,
} from '@app/shared/academic-periods/academic-period.schemas';
import { streamsResource, type Stream } from '@app/shared/streams/stream.schemas';
import {
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MESSAGES as m,
} from '@app/shared/students/student-import.schemas';
import { ImportFileForm, refusalOf } from '../../components/import-file-form';
import { rowErrorsOf } from '../../components/row-errors-table';
import type { ApiError } from '../../lib/api-error';
import { notifySuccess } from '../../lib/notify';
import { useRecordList } from '../records/records.api';
import { downloadTemplate, useImportStudents } from './student-import.api';

const FAILED = ref('studentImport.importFailed');
const OPTIONS = { page_size: 500 };

type Values = { academic_period_id: string; stream_id: string; file: File | null };

const message = {
  academic_period_id: (value: string) => (value ? null : m.periodRequired),
  stream_id: (value: string) => (value ? null : m.streamRequired),
  file: (value: File | null) =>
    !value ? m.fileRequired : /\.(csv|xlsx)$/i.test(value.name) ? null : m.fileType,
};

/** 'Import Students' (spec part 2 §5, §7): a roll file enrolled into one period and stream, all or nothing. */
export function ImportStudentsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: 'studentImport.title' })}
      size="lg"
      centered
    >
      {opened && <ImportStudentsForm onClose={onClose} />}
    </Modal>
  );
}

function ImportStudentsForm({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const worded = (text: string | null) => (text === null ? null : localize(intl, text));
  const periods = useRecordList<AcademicPeriod>(academicPeriodsResource, {
    ...OPTIONS,
    ordering: '-start_date',
  });
  const streams = useRecordList<Stream>(streamsResource, { ...OPTIONS, ordering: 'grade_level_title' });
  const [sent, setSent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const upload = useImportStudents(setSent);
  const form = useForm<Values>({
    initialValues: { academic_period_id: '', stream_id: '', file: null },
    validate: {
      academic_period_id: (value) => worded(message.academic_period_id(value)),
      stream_id: (value) => worded(message.stream_id(value)),
      file: (value) => worded(message.file(value)),
    },
  });
  const optionsFailed =
    periods.isError || streams.isError
      ? intl.formatMessage({ id: 'studentImport.formOptionsLoadError' })
      : undefined;

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    setSent(0);
    upload.mutate(
      { academicPeriodId: values.academic_period_id, streamId: values.stream_id, file: values.file! },
      {
        onSuccess: (result) => {
          notifySuccess(ref('studentImport.importedSuccess', { count: result.imported }));
          onClose();
        },
        onError: (error) => {
          setSent(null);
          const refused = refusalOf(error, FAILED);
          if (!refused) return;
          const fields = refused.fieldErrors;
          form.setErrors({
            academic_period_id: fields.academic_period_id,
            stream_id: fields.stream_id,
            file: fields.file,
          });
          setRefusal(refused);
        },
      },
    );
  });

  return (
    <ImportFileForm
      onSubmit={submit}
      templates={[
        {
          label: intl.formatMessage({ id: 'studentImport.templateXlsx' }),
          download: () => downloadTemplate('xlsx'),
        },
        {
          label: intl.formatMessage({ id: 'studentImport.templateCsv' }),
          download: () => downloadTemplate('csv'),
        },
      ]}
      file={{
        description: intl.formatMessage({ id: 'studentImport.fileHint' }),
        accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        input: form.getInputProps('file'),
      }}
      progress={
        sent !== null && (
          <Stack gap={4} aria-live="polite">
            <Progress
              value={sent < 1 ? sent * 100 : 100}
              animated={sent >= 1}
              striped={sent >= 1}
              aria-label={intl.formatMessage({ id: 'studentImport.progress' })}
            />
            <Text size="sm" c="dimmed">
              {sent < 1
                ? intl.formatMessage({ id: 'studentImport.uploading' }, { percent: Math.round(sent * 100) })
                : intl.formatMessage({ id: 'studentImport.checking' })}
            </Text>
          </Stack>
        )
      }
      rowErrors={refusal ? rowErrorsOf(refusal, STUDENT_IMPORT_COLUMNS) : []}
      pending={upload.isPending}
      onClose={onClose}
    >
      <Select
        label={intl.formatMessage({ id: 'studentImport.academicPeriod' })}
        required
        data-autofocus
        data={(periods.data?.results ?? []).map((p) => ({ value: p.id, label: p.title }))}
        {...form.getInputProps('academic_period_id')}
        error={form.errors.academic_period_id ?? optionsFailed}
        allowDeselect={false}
      />
      <Select
        label={intl.formatMessage({ id: 'studentImport.stream' })}
        required
        searchable
        data={(streams.data?.results ?? []).map((s) => ({
          value: s.id,
          label: intl.formatMessage(
            { id: 'studentImport.streamOption' },
            { stream: s.title, gradeLevel: s.grade_level_title },
          ),
        }))}
        {...form.getInputProps('stream_id')}
        allowDeselect={false}
      />
    </ImportFileForm>
  );
}
