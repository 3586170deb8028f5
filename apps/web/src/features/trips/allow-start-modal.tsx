import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  DOCUMENT_OVERRIDE_FIELD,
  MAX_OVERRIDE_REASON,
  documentOverrideReasonSchema,
} from '@app/shared/documents/document-checks.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import type { TripDetail } from '@app/shared/trips/trip.schemas';
import { z } from 'zod';
import { showFormErrors } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { useChangeTripStatus } from './trips.api';

type Values = { document_override_reason: string };
const formSchema = z.object({ document_override_reason: documentOverrideReasonSchema });

type Props = { trip: TripDetail; opened: boolean; onClose: () => void };

/**
 * A manager's leave to start a trip although a document of its vehicle, driver or attendant has
 * expired (issue 25 §3), given beforehand so that the crew can start it from the run sheet.
 */
export function AllowStartModal({ trip, opened, onClose }: Props) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: 'documentChecks.allowStartTitle' })}
      centered
    >
      {opened && <AllowStartForm trip={trip} onClose={onClose} />}
    </Modal>
  );
}

function AllowStartForm({ trip, onClose }: { trip: TripDetail; onClose: () => void }) {
  const intl = useIntl();
  const save = useChangeTripStatus(trip.id);
  const form = useForm<Values>({
    initialValues: { document_override_reason: '' },
    validate: useZodValidate<Values>(formSchema),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { document_override_reason: values.document_override_reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(ref('documentChecks.allowStartDone'));
          onClose();
        },
        onError: (error) =>
          showFormErrors(form, error, {
            shown: [DOCUMENT_OVERRIDE_FIELD],
            fallback: ref('documentChecks.allowStartFailed'),
          }),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage id="documentChecks.allowStartQuestion" values={{ code: trip.journey_code }} />
        </Text>
        <Textarea
          label={intl.formatMessage({ id: 'documentChecks.overrideLabel' })}
          description={intl.formatMessage({ id: 'documentChecks.overrideDescription' })}
          required
          rows={3}
          maxLength={MAX_OVERRIDE_REASON}
          data-autofocus
          {...form.getInputProps(DOCUMENT_OVERRIDE_FIELD)}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          <FormattedMessage id="common.close" />
        </Button>
        <Button type="submit" loading={save.isPending}>
          <FormattedMessage id="documentChecks.allowStart" />
        </Button>
      </Group>
    </form>
  );
}
