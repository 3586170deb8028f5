import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  fieldTripCompleteInputSchema,
  MAX_FIELD_TRIP_KM,
  MAX_FIELD_TRIP_MINUTES,
  type FieldTripDetail,
} from '@app/shared/field-trips/field-trip.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { useFormats } from '../../i18n/use-formats';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { notifySuccess } from '../../lib/notify';
import { useCompleteFieldTrip } from './field-trips.api';
import { refusalOf, RefusalAlert } from './refusal-alert';

type Values = { actual_distance_km: number | ''; actual_minutes: number | '' };
const FIELDS = ['actual_distance_km', 'actual_minutes'];

/**
 * Complete: the distance driven and the time out, as the drivers report them; once saved, the cost the
 * school's rates give, in its currency, before the modal is closed.
 */
export function CompleteModal({
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
      title={intl.formatMessage({ id: 'fieldTripScreens.completeTitle' })}
      centered
    >
      {opened && <CompleteForm trip={trip} onClose={onClose} />}
    </Modal>
  );
}

function CompleteForm({ trip, onClose }: { trip: FieldTripDetail; onClose: () => void }) {
  const intl = useIntl();
  const formats = useFormats();
  const complete = useCompleteFieldTrip(trip.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<FieldTripDetail | null>(null);
  const form = useForm<Values>({
    initialValues: { actual_distance_km: '', actual_minutes: '' },
    validate: useZodValidate<Values>(fieldTripCompleteInputSchema),
  });
  const submit = form.onSubmit((values) => {
    setRefusal(null);
    complete.mutate(fieldTripCompleteInputSchema.parse(values), {
      onSuccess: (saved) => {
        notifySuccess(ref('fieldTripScreens.completedToast'));
        setDone(saved);
      },
      onError: (error) => {
        const { fields, message } = refusalOf(error, FIELDS, ref('fieldTripScreens.completeFailed'));
        form.setErrors(fields);
        setRefusal(message);
      },
    });
  });

  if (done)
    return (
      <Stack gap="md">
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          <FormattedMessage
            id="fieldTripScreens.completedCost"
            values={{
              cost: done.cost === null ? '—' : formats.money(done.cost, done.currency),
              distance: formats.number(done.actual_distance_km ?? 0, { unit: 'kilometer' }),
              minutes: formats.number(done.actual_minutes ?? 0, { unit: 'minute' }),
            }}
          />
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            <FormattedMessage id="common.close" />
          </Button>
        </Group>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RefusalAlert message={refusal} />
        <Text size="sm">
          <FormattedMessage id="fieldTripScreens.completeQuestion" values={{ title: trip.title }} />
        </Text>
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label={intl.formatMessage({ id: 'fieldTripScreens.actualDistance' })}
            required
            min={0}
            max={MAX_FIELD_TRIP_KM}
            decimalScale={1}
            allowNegative={false}
            clampBehavior="none"
            inputMode="decimal"
            data-autofocus
            {...form.getInputProps('actual_distance_km')}
          />
          <NumberInput
            label={intl.formatMessage({ id: 'fieldTripScreens.actualMinutes' })}
            required
            min={1}
            max={MAX_FIELD_TRIP_MINUTES}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('actual_minutes')}
          />
        </SimpleGrid>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={complete.isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" loading={complete.isPending}>
          <FormattedMessage id="fieldTripScreens.complete" />
        </Button>
      </Group>
    </form>
  );
}
