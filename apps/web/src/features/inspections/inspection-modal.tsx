import { Alert, Modal, useMantineTheme } from '@mantine/core';
import { useMediaQuery, useNetwork } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { InspectionKind } from '@app/shared/inspections/inspection-codes';
import { localize } from '@app/shared/i18n/localize';
import { ref } from '@app/shared/i18n/message-ref';
import { errorMessage } from '../../lib/api-error';
import { useRetained } from '../../lib/use-retained';
import { InspectionForm } from './inspection-form';
import { toSubmission, type ChecklistEntry } from './inspection-form-values';
import { InspectionOutcome } from './inspection-outcome';
import { useSubmitInspection, type SubmittedInspection } from './inspections.api';

/** What is inspected: a trip's vehicle, before or after the trip, against its type's checklist. */
export type InspectionTarget = {
  vehicle: string;
  /** "KDA 123A (BUS-4)", in the title. */
  vehicleLabel: string;
  trip: string;
  kind: InspectionKind;
  checklist: ChecklistEntry[];
};

type Props = {
  /** Open on a target; closed on null. */
  target: InspectionTarget | null;
  /** Where the phone is, when it knows (the run sheet's position, as its events carry). */
  position: () => { latitude: number; longitude: number } | undefined;
  onClose: () => void;
  /** After the server recorded it (the run sheet asks for its trips again). */
  onSubmitted: (submitted: SubmittedInspection) => void;
};

/**
 * The run sheet's inspection, full screen on a phone: the checklist, then what came of it (a major
 * defect: the vehicle is out of service until a manager clears it). Sent only with a connection:
 * unlike the trip's actions it is not kept on the phone, since its photos could fill the phone's
 * storage and a start waits for its answer anyway.
 */
export function InspectionModal({ target, position, onClose, onSubmitted }: Props) {
  const intl = useIntl();
  const shown = useRetained(target);
  const isPhone = useMediaQuery(`(max-width: ${useMantineTheme().breakpoints.sm})`);
  const { online } = useNetwork();
  const submit = useSubmitInspection();
  const close = () => {
    submit.reset();
    onClose();
  };
  const failure = submit.error && (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      {localize(intl, errorMessage(submit.error, ref('inspectionScreens.submitFailed')))}
    </Alert>
  );
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={
        shown &&
        intl.formatMessage(
          { id: 'inspectionScreens.inspectTitle' },
          { kind: shown.kind, vehicle: shown.vehicleLabel },
        )
      }
      fullScreen={isPhone}
      size="lg"
    >
      {shown && submit.data ? (
        <InspectionOutcome submitted={submit.data} onDone={close} />
      ) : (
        shown && (
          // Mounted afresh for each target, so the checklist starts unanswered.
          <InspectionForm
            key={`${shown.trip}-${shown.kind}`}
            checklist={shown.checklist}
            online={online}
            isSubmitting={submit.isPending}
            failure={failure}
            onSubmit={(values) =>
              submit.mutate(
                toSubmission(values, {
                  vehicle: shown.vehicle,
                  trip: shown.trip,
                  kind: shown.kind,
                  position: position(),
                }),
                { onSuccess: onSubmitted },
              )
            }
          />
        )
      )}
    </Modal>
  );
}
