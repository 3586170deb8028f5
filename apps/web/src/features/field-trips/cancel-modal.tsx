import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldTripCancelInputSchema, type FieldTripDetail } from '@app/shared/field-trips/field-trip.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { notifySuccess } from '../../lib/notify';
import { useCancelFieldTrip } from './field-trips.api';
import { refusalOf, RefusalAlert } from './refusal-alert';

type Values = { reason: string };

/** Cancel a request or a trip, with the reason: its vehicles and drivers are free again. */
export function CancelModal({
  trip,
  opened,
  onClose,
}: {
  trip: FieldTripDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: 'fieldTripScreens.cancelTitle' })}
      centered
    >
      {opened && <CancelForm trip={trip} onClose={onClose} />}
    </Modal>
  );
}

function CancelForm({ trip, onClose }: { trip: FieldTripDetail; onClose: () => void }) {
  const intl = useIntl();
  const cancel = useCancelFieldTrip(trip.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { reason: '' },
    validate: useZodValidate<Values>(fieldTripCancelInputSchema),
  });
  const submit = form.onSubmit((values) => {
    setRefusal(null);
    cancel.mutate(fieldTripCancelInputSchema.parse(values), {
      onSuccess: () => {
        notifySuccess(ref('fieldTripScreens.cancelledToast'));
        onClose();
      },
      onError: (error) => {
        const { fields, message } = refusalOf(error, ['reason'], ref('fieldTripScreens.cancelFailed'));
        form.setErrors(fields);
        setRefusal(message);
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RefusalAlert message={refusal} />
        <Text size="sm">
          <FormattedMessage id="fieldTripScreens.cancelQuestion" values={{ title: trip.title }} />
        </Text>
        <Textarea
          label={intl.formatMessage({ id: 'fieldTripScreens.cancelReason' })}
          required
          rows={3}
          data-autofocus
          {...form.getInputProps('reason')}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
          <FormattedMessage id="fieldTripScreens.keepTrip" />
        </Button>
        <Button type="submit" color="red.9" loading={cancel.isPending}>
          <FormattedMessage id="fieldTripScreens.cancelTrip" />
        </Button>
      </Group>
    </form>
  );
}
