import { Button, Checkbox, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { odometerSchema } from '@app/shared/trip-events/trip-event.schemas';
import { odometerBelowStartMessage, TRIP_STATUS_MESSAGES } from '@app/shared/trip-status/trip-status.schemas';
import { useZodValidate } from '../../i18n/use-zod-validate';

type Props = {
  opened: boolean;
  title: string;
  /** What the button says: "Start trip", "Complete trip". */
  action: string;
  /** A line about the trip to read before confirming, if any. */
  note?: string | undefined;
  /** The start reading, which an end reading may not be below. */
  start: number | null;
  /** Completing: the empty-bus check (issue 25 §2) must be ticked before the reading is taken. */
  emptyBusCheck?: boolean;
  onClose: () => void;
  onConfirm: (reading: number) => void;
};

type Values = { odometer: number | string; empty_bus_checked: boolean };

/** A reading as the server takes it; an end reading not below the start; the check when asked. */
const readingSchema = (start: number | null, emptyBusCheck: boolean) =>
  z.object({
    odometer: odometerSchema.refine((reading) => start === null || reading >= start, {
      message: start === null ? '' : odometerBelowStartMessage(start),
    }),
    // The server's own words for a completion without the check.
    empty_bus_checked: z.boolean().refine((checked) => checked || !emptyBusCheck, {
      message: TRIP_STATUS_MESSAGES.emptyBusCheckRequired,
    }),
  });

/**
 * Asks for the odometer reading that starts or completes a trip; completing, first the driver's word
 * that the whole bus was walked and no child is left on board.
 */
export function OdometerModal({
  opened,
  title,
  action,
  note,
  start,
  emptyBusCheck = false,
  onClose,
  onConfirm,
}: Props) {
  const intl = useIntl();
  // A modal is of one trip: its start reading does not change while it is shown.
  const form = useForm<Values>({
    initialValues: { odometer: '', empty_bus_checked: false },
    validate: useZodValidate<Values>(readingSchema(start, emptyBusCheck)),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        onSubmit={form.onSubmit(({ odometer }) => {
          onConfirm(Number(odometer));
          close();
        })}
        noValidate
      >
        <Stack>
          {note && <Text>{note}</Text>}
          {emptyBusCheck && (
            <Checkbox
              label={intl.formatMessage({ id: 'runSheet.emptyBusCheck' })}
              description={intl.formatMessage({ id: 'runSheet.emptyBusCheckHint' })}
              size="lg"
              required
              data-autofocus
              // Mantine ties the message to the box but does not mark the box invalid.
              aria-invalid={!!form.errors.empty_bus_checked}
              {...form.getInputProps('empty_bus_checked', { type: 'checkbox' })}
            />
          )}
          <NumberInput
            label={intl.formatMessage({ id: 'runSheet.odometerReading' })}
            size="lg"
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=" "
            hideControls
            data-autofocus={!emptyBusCheck || undefined}
            {...form.getInputProps('odometer')}
          />
          <Button type="submit" size="lg" fullWidth>
            {action}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
