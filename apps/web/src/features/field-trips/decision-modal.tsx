import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldTripDecision } from '@app/shared/field-trips/field-trip-codes';
import {
  fieldTripDecisionInputSchema,
  type FieldTripDetail,
} from '@app/shared/field-trips/field-trip.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { notifySuccess } from '../../lib/notify';
import { useRetained } from '../../lib/use-retained';
import { useDecideFieldTrip } from './field-trips.api';
import { refusalOf, RefusalAlert } from './refusal-alert';

type Values = { decision: FieldTripDecision; note: string; step: string | null };

/** The approval whose turn it is: the first still pending, in the steps' order. */
const currentApproval = (trip: FieldTripDetail) =>
  [...trip.approvals].sort((a, b) => a.position - b.position).find((step) => step.status === 'pending');

const TEXTS = {
  approved: {
    title: 'fieldTripScreens.approveTitle',
    button: 'fieldTripScreens.approve',
    note: 'fieldTripScreens.noteOptional',
    done: 'fieldTripScreens.approvedToast',
    // Filled buttons keep white text at 4.5:1: the primary blue, and red's darkest shade.
    color: 'blue',
  },
  rejected: {
    title: 'fieldTripScreens.rejectTitle',
    button: 'fieldTripScreens.reject',
    note: 'fieldTripScreens.rejectReason',
    done: 'fieldTripScreens.rejectedToast',
    color: 'red.9',
  },
} as const;

type Props = {
  trip: FieldTripDetail;
  /** The decision being taken; closed on null. */
  decision: FieldTripDecision | null;
  onClose: () => void;
};

/** Approve or Reject the step whose turn it is: a note, required to reject (the teacher reads why). */
export function DecisionModal({ trip, decision, onClose }: Props) {
  const intl = useIntl();
  const shown = useRetained(decision);
  return (
    <Modal
      opened={decision !== null}
      onClose={onClose}
      title={shown ? intl.formatMessage({ id: TEXTS[shown].title }) : undefined}
      centered
    >
      {shown && <DecisionForm key={shown} trip={trip} decision={shown} onClose={onClose} />}
    </Modal>
  );
}

function DecisionForm({
  trip,
  decision,
  onClose,
}: {
  trip: FieldTripDetail;
  decision: FieldTripDecision;
  onClose: () => void;
}) {
  const intl = useIntl();
  const texts = TEXTS[decision];
  const decide = useDecideFieldTrip(trip.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({
    // The step the reader sees waiting: the decision lands on it or is refused, never on the next one.
    initialValues: { decision, note: '', step: currentApproval(trip)?.id ?? null },
    validate: useZodValidate<Values>(fieldTripDecisionInputSchema),
  });
  const submit = form.onSubmit((values) => {
    setRefusal(null);
    decide.mutate(fieldTripDecisionInputSchema.parse(values), {
      onSuccess: () => {
        notifySuccess(ref(texts.done));
        onClose();
      },
      onError: (error) => {
        const { fields, message } = refusalOf(error, ['note'], ref('fieldTripScreens.decisionFailed'));
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
          <FormattedMessage
            id="fieldTripScreens.decisionStep"
            values={{ step: trip.current_step_title ?? '', title: trip.title }}
          />
        </Text>
        <Textarea
          label={intl.formatMessage({ id: texts.note })}
          required={decision === 'rejected'}
          rows={3}
          data-autofocus
          {...form.getInputProps('note')}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={decide.isPending}>
          <FormattedMessage id="common.close" />
        </Button>
        <Button type="submit" color={texts.color} loading={decide.isPending}>
          <FormattedMessage id={texts.button} />
        </Button>
      </Group>
    </form>
  );
}
