import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { fieldTripInputSchema, type FieldTrip } from '@app/shared/field-trips/field-trip.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { useFormats } from '../../i18n/use-formats';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { notifySuccess } from '../../lib/notify';
import { schoolToday } from '../../lib/school-today';
import { useRetained } from '../../lib/use-retained';
import { fieldTripPath } from './field-trip-columns';
import {
  FIELD_TRIP_FORM_FIELDS,
  FieldTripForm,
  fieldTripFormValues,
  type FieldTripFormValues,
} from './field-trip-form';
import { useSaveFieldTrip } from './field-trips.api';
import { refusalOf, RefusalAlert } from './refusal-alert';

type Props = {
  /** Open on `{ trip }` (edit) or `{ trip: null }` (a new request); closed on null. */
  target: { trip: FieldTrip | null } | null;
  onClose: () => void;
};

/** Request Field Trip, and Edit Request while no step has decided on it. */
export function FieldTripFormModal({ target, onClose }: Props) {
  const intl = useIntl();
  // Kept while the modal fades out after closing.
  const shown = useRetained(target);
  const trip = shown?.trip ?? null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={intl.formatMessage({
        id: trip ? 'fieldTripScreens.editRequest' : 'fieldTripScreens.requestTrip',
      })}
      size="lg"
      centered
    >
      {/* Mounted afresh on every opening, so the form starts from the request (or empty). */}
      {shown && <FieldTripFormBody key={trip?.id ?? 'new'} trip={trip} onClose={onClose} />}
    </Modal>
  );
}

function FieldTripFormBody({ trip, onClose }: { trip: FieldTrip | null; onClose: () => void }) {
  const formats = useFormats();
  const navigate = useNavigate();
  const save = useSaveFieldTrip();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<FieldTripFormValues>({
    initialValues: fieldTripFormValues(trip),
    validate: useZodValidate<FieldTripFormValues>(fieldTripInputSchema),
  });

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    save.mutate(
      { id: trip?.id, input: fieldTripInputSchema.parse(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(ref(trip ? 'fieldTripScreens.requestUpdated' : 'fieldTripScreens.requestSent'));
          onClose();
          // A new request opens on its own screen, where its approval steps show.
          if (!trip) void navigate(fieldTripPath(saved.id));
        },
        onError: (error) => {
          const { fields, message } = refusalOf(
            error,
            FIELD_TRIP_FORM_FIELDS,
            ref(trip ? 'fieldTripScreens.updateFailed' : 'fieldTripScreens.requestFailed'),
          );
          form.setErrors(fields);
          setRefusal(message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RefusalAlert message={refusal} />
        <FieldTripForm form={form} today={schoolToday(formats.timeZone)} />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" loading={save.isPending}>
          <FormattedMessage id={trip ? 'records.saveChanges' : 'fieldTripScreens.sendRequest'} />
        </Button>
      </Group>
    </form>
  );
}
