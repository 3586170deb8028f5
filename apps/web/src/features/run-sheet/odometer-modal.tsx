import { Button, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { odometerSchema } from '@app/shared/trip-events/trip-event.schemas';
import { odometerBelowStartMessage } from '@app/shared/trip-status/trip-status.schemas';
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
  onClose: () => void;
  onConfirm: (reading: number) => void;
};

/** A reading as the server takes it; an end reading not below the start. */
const readingSchema = (start: number | null) =>
  z.object({
    odometer: odometerSchema.refine((reading) => start === null || reading >= start, {
      message: start === null ? '' : odometerBelowStartMessage(start),
    }),
  });

/** Asks for the odometer reading that starts or completes a trip. */
export function OdometerModal({ opened, title, action, note, start, onClose, onConfirm }: Props) {
  const intl = useIntl();
  // A modal is of one trip: its start reading does not change while it is shown.
  const form = useForm<{ odometer: number | string }>({
    initialValues: { odometer: '' },
    validate: useZodValidate<{ odometer: number | string }>(readingSchema(start)),
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
      >
        <Stack>
          {note && <Text>{note}</Text>}
          <NumberInput
            label={intl.formatMessage({ id: 'runSheet.odometerReading' })}
            size="lg"
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=" "
            hideControls
            data-autofocus
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
