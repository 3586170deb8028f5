import { Button, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ref } from '@app/shared/i18n/message-ref';
import { inspectionClearSchema } from '@app/shared/inspections/inspection.schemas';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { ApiError, errorMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useClearInspection } from './inspections.api';

type Values = { note: string };

/** A manager's clearing of a major defect: what was done about it, then the vehicle is back in service. */
export function ClearDefectForm({ inspection }: { inspection: string }) {
  const intl = useIntl();
  const clear = useClearInspection();
  const form = useForm<Values>({
    initialValues: { note: '' },
    validate: useZodValidate<Values>(inspectionClearSchema),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ note }) =>
        clear.mutate(
          { id: inspection, note: note.trim() },
          {
            onSuccess: () => notifySuccess(ref('inspectionScreens.clearedToast')),
            onError: (error) => {
              const fields = error instanceof ApiError ? error.fieldErrors : {};
              if (fields.note) form.setErrors(fields);
              else notifyError(errorMessage(error, ref('inspectionScreens.clearFailed')));
            },
          },
        ),
      )}
    >
      <Stack gap="sm">
        <Textarea
          label={intl.formatMessage({ id: 'inspectionScreens.clearNote' })}
          description={intl.formatMessage({ id: 'inspectionScreens.clearNoteHint' })}
          required
          rows={3}
          {...form.getInputProps('note')}
        />
        <Button type="submit" color="red" loading={clear.isPending} w="fit-content">
          <FormattedMessage id="inspectionScreens.clearDefect" />
        </Button>
      </Stack>
    </form>
  );
}
