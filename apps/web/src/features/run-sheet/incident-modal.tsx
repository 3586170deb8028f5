import { Button, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_EVENT_NOTES } from '@app/shared/trip-events/trip-event.schemas';

type Props = { opened: boolean; onClose: () => void; onConfirm: (note: string) => void };

/** Asks what happened, for an Incident event. */
export function IncidentModal({ opened, onClose, onConfirm }: Props) {
  const intl = useIntl();
  const form = useForm({
    initialValues: { note: '' },
    validate: {
      note: (value) => (value.trim() ? null : intl.formatMessage({ id: 'runSheet.noteRequired' })),
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={intl.formatMessage({ id: 'runSheet.reportIncident' })}
      centered
    >
      <form
        onSubmit={form.onSubmit(({ note }) => {
          onConfirm(note.trim());
          close();
        })}
      >
        <Stack>
          <Textarea
            label={intl.formatMessage({ id: 'runSheet.whatHappened' })}
            size="lg"

            rows={4}
            maxLength={MAX_EVENT_NOTES}
            data-autofocus
            {...form.getInputProps('note')}
          />
          <Button type="submit" size="lg" color="red" fullWidth>
            <FormattedMessage id="runSheet.reportIncident" />
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
