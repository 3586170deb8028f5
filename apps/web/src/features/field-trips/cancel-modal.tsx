import { Text, Textarea } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldTripCancelInputSchema, type FieldTripDetail } from '@app/shared/field-trips/field-trip.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import {
  FieldTripActionForm,
  FieldTripActionModal,
  useFieldTripAction,
  type FieldTripModalProps,
} from './field-trip-action-modal';
import { useCancelFieldTrip } from './field-trips.api';

/** Cancel a request or a trip, with the reason: its vehicles and drivers are free again. */
export function CancelModal({ trip, opened, onClose }: FieldTripModalProps) {
  return (
    <FieldTripActionModal opened={opened} onClose={onClose} titleId="fieldTripScreens.cancelTitle">
      {opened && <CancelForm trip={trip} onClose={onClose} />}
    </FieldTripActionModal>
  );
}

function CancelForm({ trip, onClose }: { trip: FieldTripDetail; onClose: () => void }) {
  const intl = useIntl();
  const action = useFieldTripAction({
    call: useCancelFieldTrip(trip.id),
    schema: fieldTripCancelInputSchema,
    initialValues: { reason: '' },
    fields: ['reason'],
    failed: ref('fieldTripScreens.cancelFailed'),
    done: ref('fieldTripScreens.cancelledToast'),
    onDone: onClose,
  });
  return (
    <FieldTripActionForm
      action={action}
      onClose={onClose}
      closeLabel="fieldTripScreens.keepTrip"
      submitLabel="fieldTripScreens.cancelTrip"
      submitColor="red.9"
    >
      <Text size="sm">
        <FormattedMessage id="fieldTripScreens.cancelQuestion" values={{ title: trip.title }} />
      </Text>
      <Textarea
        label={intl.formatMessage({ id: 'fieldTripScreens.cancelReason' })}
        required
        rows={3}
        data-autofocus
        {...action.form.getInputProps('reason')}
      />
    </FieldTripActionForm>
  );
}
