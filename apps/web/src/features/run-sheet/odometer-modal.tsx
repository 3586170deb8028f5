import { Button, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';

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

// Interim until the shared odometer schema (trip-events) is merged.
const MAX_ODOMETER = 9_999_999;
const ODOMETER_MESSAGE = `Odometer reading must be a whole number from 0 to ${MAX_ODOMETER}`;

/** Asks for the odometer reading that starts or completes a trip. */
export function OdometerModal({ opened, title, action, note, start, onClose, onConfirm }: Props) {
  const form = useForm<{ odometer: number | string }>({
    initialValues: { odometer: '' },
    validate: {
      odometer: (value) => {
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_ODOMETER) {
          return ODOMETER_MESSAGE;
        }
        return start !== null && value < start
          ? `The end reading cannot be less than the start reading (${start}).`
          : null;
      },
    },
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
            label="Odometer reading (km)"
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
