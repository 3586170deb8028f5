import { Alert, Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  fieldTripCompleteInputSchema,
  MAX_FIELD_TRIP_KM,
  MAX_FIELD_TRIP_MINUTES,
  type FieldTripDetail,
} from '@app/shared/field-trips/field-trip.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { useFormats } from '../../i18n/use-formats';
import {
  FieldTripActionForm,
  FieldTripActionModal,
  useFieldTripAction,
  type FieldTripModalProps,
} from './field-trip-action-modal';
import { useCompleteFieldTrip } from './field-trips.api';

type Values = { actual_distance_km: number | ''; actual_minutes: number | '' };
const EMPTY: Values = { actual_distance_km: '', actual_minutes: '' };

/**
 * Complete: the distance driven and the time out, as the drivers report them; once saved, the cost the
 * school's rates give, in its currency, before the modal is closed.
 */
export function CompleteModal({ trip, opened, onClose }: FieldTripModalProps) {
  return (
    <FieldTripActionModal opened={opened} onClose={onClose} titleId="fieldTripScreens.completeTitle">
      {opened && <CompleteForm trip={trip} onClose={onClose} />}
    </FieldTripActionModal>
  );
}

function CompleteForm({ trip, onClose }: { trip: FieldTripDetail; onClose: () => void }) {
  const intl = useIntl();
  const formats = useFormats();
  const [done, setDone] = useState<FieldTripDetail | null>(null);
  const action = useFieldTripAction({
    call: useCompleteFieldTrip(trip.id),
    schema: fieldTripCompleteInputSchema,
    initialValues: EMPTY,
    fields: ['actual_distance_km', 'actual_minutes'],
    failed: ref('fieldTripScreens.completeFailed'),
    done: ref('fieldTripScreens.completedToast'),
    onDone: setDone,
  });

  if (done)
    return (
      <Stack gap="md">
        <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          <FormattedMessage
            id="fieldTripScreens.completedCost"
            values={{
              cost: done.cost === null ? '—' : formats.money(done.cost, done.currency),
              distance: formats.number(done.actual_distance_km ?? 0, { unit: 'kilometer' }),
              minutes: formats.number(done.actual_minutes ?? 0, { unit: 'minute' }),
            }}
          />
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            <FormattedMessage id="common.close" />
          </Button>
        </Group>
      </Stack>
    );

  return (
    <FieldTripActionForm action={action} onClose={onClose} submitLabel="fieldTripScreens.complete">
      <Text size="sm">
        <FormattedMessage id="fieldTripScreens.completeQuestion" values={{ title: trip.title }} />
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={intl.formatMessage({ id: 'fieldTripScreens.actualDistance' })}
          required
          min={0}
          max={MAX_FIELD_TRIP_KM}
          decimalScale={1}
          allowNegative={false}
          clampBehavior="none"
          inputMode="decimal"
          data-autofocus
          {...action.form.getInputProps('actual_distance_km')}
        />
        <NumberInput
          label={intl.formatMessage({ id: 'fieldTripScreens.actualMinutes' })}
          required
          min={1}
          max={MAX_FIELD_TRIP_MINUTES}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...action.form.getInputProps('actual_minutes')}
        />
      </SimpleGrid>
    </FieldTripActionForm>
  );
}
