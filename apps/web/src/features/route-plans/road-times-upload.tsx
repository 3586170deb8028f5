import { Alert, Button, FileInput, Group, List, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ref } from '@app/shared/i18n/message-ref';
import { ROAD_TIMES_MESSAGES as m } from '@app/shared/route-plans/road-times.schemas';
import { BusyIcon } from '../../components/busy-button';
import { refusalOf, useFileForm } from '../../components/import-file-form';
import { LocalizedText } from '../../i18n/localized-text';
import { notifySuccess } from '../../lib/notify';
import { useUploadRoadTimes } from './road-times.api';

const FAILED = ref('planRoutes.roadTimesUploadFailed');

// The server's own messages for a missing file and a file of another type, said before sending.
const fileMessage = (value: File | null) =>
  !value ? m.fileRequired : /\.csv$/i.test(value.name) ? null : m.fileType;

/** Every message the server gave about the file (each names its row), not only the first. */
function fileMessages(body: unknown): string[] {
  const messages = (body as { file?: unknown } | null)?.file;
  return Array.isArray(messages) ? messages.filter((message) => typeof message === 'string') : [];
}

/**
 * The matrix's upload: a CSV file, sent as it is (PUT, all or nothing). A refused file's messages are
 * listed under the field, one a row to fix; a new file replaces the matrix given before.
 */
export function RoadTimesUpload() {
  const intl = useIntl();
  const upload = useUploadRoadTimes();
  const [refused, setRefused] = useState<string[]>([]);
  const form = useFileForm(fileMessage);

  const submit = form.onSubmit(({ file }) => {
    if (upload.isPending) return;
    setRefused([]);
    upload.mutate(file!, {
      onSuccess: (summary) => {
        notifySuccess(ref('planRoutes.roadTimesUploaded', { pairs: summary.pairs }));
        form.reset();
      },
      onError: (error) => {
        const refusal = refusalOf(error, FAILED);
        if (!refusal) return;
        const messages = fileMessages(refusal.body);
        setRefused(messages);
        form.setErrors({ file: intl.formatMessage({ id: 'planRoutes.roadTimesRefused' }) });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <FileInput
          label={intl.formatMessage({ id: 'planRoutes.roadTimesFile' })}
          description={intl.formatMessage({ id: 'planRoutes.roadTimesFileHint' })}
          required
          clearable
          clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.removeFile' }) }}
          accept=".csv,text/csv"
          placeholder={intl.formatMessage({ id: 'common.chooseFile' })}
          // The picker's placeholder is text, not a native placeholder: it must be readable (4.5:1).
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          maw={480}
          {...form.getInputProps('file')}
          onChange={(file) => {
            setRefused([]);
            form.setFieldValue('file', file);
            form.clearFieldError('file');
          }}
        />
        {refused.length > 0 && (
          <Alert color="red" title={intl.formatMessage({ id: 'planRoutes.roadTimesNotUploaded' })} p="sm">
            <List size="sm" spacing={2}>
              {refused.map((message, index) => (
                <List.Item key={index}>
                  <LocalizedText text={message} />
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group>
          <Button
            type="submit"
            variant="light"
            leftSection={<BusyIcon busy={upload.isPending} icon={IconUpload} />}
            aria-busy={upload.isPending}
          >
            <FormattedMessage id="planRoutes.roadTimesUpload" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
