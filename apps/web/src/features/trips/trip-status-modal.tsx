import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ref } from '@app/shared/i18n/message-ref';
import { MAX_ODOMETER } from '@app/shared/trip-events/trip-event.schemas';
import { tripStatusChangeSchema } from '@app/shared/trip-status/trip-status.schemas';
import type { TripDetail } from '@app/shared/trips/trip.schemas';
import { showFormErrors } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify';
import { useRetained } from '../../lib/use-retained';
import { useFormats } from '../../i18n/use-formats';
import { useZodValidate } from '../../i18n/use-zod-validate';
import type { StatusChange } from './trip-status-changes';
import { useChangeTripStatus } from './trips.api';

// The fields a person can correct; the server's other messages (a refused change) go to a toast.
const SHOWN_FIELDS = ['detail', 'odometer'];

type Values = { detail: string; odometer: number | string };

// The server takes a change without a detail; the office always says why (spec part 2 §2).
const formSchema = tripStatusChangeSchema
  .pick({ detail: true })
  .refine((values) => values.detail !== '', { path: ['detail'], message: ref('trips.detailRequired') });

type Props = {
  trip: TripDetail;
  /** The change being made; closed on null. */
  change: StatusChange | null;
  onClose: () => void;
};

/** Start, complete or cancel a trip: why (required), and the odometer reading when the trip starts or ends. */
export function TripStatusModal({ trip, change, onClose }: Props) {
  // Kept while the modal fades out after closing.
  const intl = useIntl();
  const shown = useRetained(change);
  return (
    <Modal
      opened={change !== null}
      onClose={onClose}
      title={shown ? intl.formatMessage({ id: shown.label }) : undefined}
      centered
    >
      {shown && <TripStatusForm key={shown.status} trip={trip} change={shown} onClose={onClose} />}
    </Modal>
  );
}

function TripStatusForm({
  trip,
  change,
  onClose,
}: {
  trip: TripDetail;
  change: StatusChange;
  onClose: () => void;
}) {
  const intl = useIntl();
  const formats = useFormats();
  const save = useChangeTripStatus(trip.id);
  const form = useForm<Values>({
    initialValues: { detail: '', odometer: '' },
    // The odometer is checked by the server (against the start reading); the detail here first.
    validate: useZodValidate<Values>(formSchema),
  });

  const submit = form.onSubmit((values) => {
    const odometer = change.odometer && values.odometer !== '' ? Number(values.odometer) : undefined;
    save.mutate(
      { status: change.status, detail: values.detail.trim(), odometer },
      {
        onSuccess: () => {
          notifySuccess(change.done);
          onClose();
        },
        onError: (error) =>
          showFormErrors(form, error, {
            shown: SHOWN_FIELDS,
            fallback: ref('trips.statusUpdateFailed', { id: trip.id }),
          }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage
            id={change.question}
            values={{ code: trip.journey_code, title: trip.journey_title }}
          />
        </Text>
        <Textarea
          label={intl.formatMessage({ id: 'trips.detail' })}
          required
          rows={3}
          data-autofocus
          {...form.getInputProps('detail')}
        />
        {change.odometer && (
          <NumberInput
            label={intl.formatMessage({ id: change.odometer.label })}
            description={intl.formatMessage(
              { id: change.odometer.hint(trip, formats).id },
              change.odometer.hint(trip, formats).values,
            )}
            min={0}
            max={MAX_ODOMETER}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            suffix=" km"
            {...form.getInputProps('odometer')}
          />
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          <FormattedMessage id="common.close" />
        </Button>
        <Button type="submit" color={change.color} loading={save.isPending}>
          <FormattedMessage id={change.label} />
        </Button>
      </Group>
    </form>
  );
}
