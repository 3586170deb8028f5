import { Text, Textarea } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldTripDecision } from '@app/shared/field-trips/field-trip-codes';
import {
  fieldTripDecisionInputSchema,
  type FieldTripDetail,
} from '@app/shared/field-trips/field-trip.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { useRetained } from '../../lib/use-retained';
import { FieldTripActionForm, FieldTripActionModal, useFieldTripAction } from './field-trip-action-modal';
import { useDecideFieldTrip } from './field-trips.api';

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
  const shown = useRetained(decision);
  return (
    <FieldTripActionModal
      opened={decision !== null}
      onClose={onClose}
      titleId={shown ? TEXTS[shown].title : null}
    >
      {shown && <DecisionForm key={shown} trip={trip} decision={shown} onClose={onClose} />}
    </FieldTripActionModal>
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
  const action = useFieldTripAction({
    call: useDecideFieldTrip(trip.id),
    schema: fieldTripDecisionInputSchema,
    // The step the reader sees waiting: the decision lands on it or is refused, never on the next one.
    initialValues: { decision, note: '', step: currentApproval(trip)?.id ?? null },
    fields: ['note'],
    failed: ref('fieldTripScreens.decisionFailed'),
    done: ref(texts.done),
    onDone: onClose,
  });
  return (
    <FieldTripActionForm
      action={action}
      onClose={onClose}
      closeLabel="common.close"
      submitLabel={texts.button}
      submitColor={texts.color}
    >
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
        {...action.form.getInputProps('note')}
      />
    </FieldTripActionForm>
  );
}
