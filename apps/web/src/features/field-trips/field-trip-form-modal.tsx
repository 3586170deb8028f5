import { useNavigate } from 'react-router';
import { fieldTripInputSchema, type FieldTrip } from '@app/shared/field-trips/field-trip.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { useFormats } from '../../i18n/use-formats';
import { schoolToday } from '../../lib/school-today';
import { useRetained } from '../../lib/use-retained';
import { FieldTripActionForm, FieldTripActionModal, useFieldTripAction } from './field-trip-action-modal';
import { fieldTripPath } from './field-trip-columns';
import { FIELD_TRIP_FORM_FIELDS, FieldTripForm, fieldTripFormValues } from './field-trip-form';
import { useSaveFieldTrip } from './field-trips.api';

type Props = {
  /** Open on `{ trip }` (edit) or `{ trip: null }` (a new request); closed on null. */
  target: { trip: FieldTrip | null } | null;
  onClose: () => void;
};

/** Request Field Trip, and Edit Request while no step has decided on it. */
export function FieldTripFormModal({ target, onClose }: Props) {
  // Kept while the modal fades out after closing.
  const shown = useRetained(target);
  const trip = shown?.trip ?? null;
  return (
    <FieldTripActionModal
      opened={target !== null}
      onClose={onClose}
      titleId={trip ? 'fieldTripScreens.editRequest' : 'fieldTripScreens.requestTrip'}
      size="lg"
    >
      {/* Mounted afresh on every opening, so the form starts from the request (or empty). */}
      {shown && <FieldTripFormBody key={trip?.id ?? 'new'} trip={trip} onClose={onClose} />}
    </FieldTripActionModal>
  );
}

function FieldTripFormBody({ trip, onClose }: { trip: FieldTrip | null; onClose: () => void }) {
  const formats = useFormats();
  const navigate = useNavigate();
  const save = useSaveFieldTrip();
  const action = useFieldTripAction({
    // The request's id goes with what the form sends: a change of the request, or a new one.
    call: {
      mutate: (input, callbacks) => save.mutate({ id: trip?.id, input }, callbacks),
      isPending: save.isPending,
    },
    schema: fieldTripInputSchema,
    initialValues: fieldTripFormValues(trip),
    fields: FIELD_TRIP_FORM_FIELDS,
    failed: ref(trip ? 'fieldTripScreens.updateFailed' : 'fieldTripScreens.requestFailed'),
    done: ref(trip ? 'fieldTripScreens.requestUpdated' : 'fieldTripScreens.requestSent'),
    onDone: (saved) => {
      onClose();
      // A new request opens on its own screen, where its approval steps show.
      if (!trip) void navigate(fieldTripPath(saved.id));
    },
  });
  return (
    <FieldTripActionForm
      action={action}
      onClose={onClose}
      submitLabel={trip ? 'records.saveChanges' : 'fieldTripScreens.sendRequest'}
    >
      <FieldTripForm form={action.form} today={schoolToday(formats.timeZone)} />
    </FieldTripActionForm>
  );
}
