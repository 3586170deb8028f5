import { Button, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MAX_EVENT_NOTES } from '@app/shared/trip-events/trip-event.schemas';

type Props = { opened: boolean; onClose: () => void; onConfirm: (note: string) => void };

const NOTE_REQUIRED = 'Say what happened';

/** Asks what happened, for an Incident event. */
export function IncidentModal({ opened, onClose, onConfirm }: Props) {
  const form = useForm({
    initialValues: { note: '' },
    validate: { note: (value) => (value.trim() ? null : NOTE_REQUIRED) },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Report incident" centered>
      <form
        onSubmit={form.onSubmit(({ note }) => {
          onConfirm(note.trim());
          close();
        })}
      >
        <Stack>
          <Textarea
            label="What happened?"
            size="lg"

            rows={4}
            maxLength={MAX_EVENT_NOTES}
            data-autofocus
            {...form.getInputProps('note')}
          />
          <Button type="submit" size="lg" color="red" fullWidth>
            Report incident
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
