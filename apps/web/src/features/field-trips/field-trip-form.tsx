import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';
import {
  MAX_FIELD_TRIP_PASSENGERS,
  MAX_FIELD_TRIP_VEHICLES,
  type FieldTrip,
} from '@app/shared/field-trips/field-trip.schemas';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import { DateField } from '../../components/date-field';

/** The form's values: the request's fields, numbers '' while empty. */
export type FieldTripFormValues = {
  title: string;
  destination: string;
  trip_date: string;
  departs_at: string;
  returns_at: string;
  passengers: number | '';
  vehicles_needed: number | '';
  notes: string;
};

/** The fields the form shows: the server's messages about them go under them. */
export const FIELD_TRIP_FORM_FIELDS = [
  'title',
  'destination',
  'trip_date',
  'departs_at',
  'returns_at',
  'passengers',
  'vehicles_needed',
  'notes',
] as const;

export function fieldTripFormValues(trip: FieldTrip | null): FieldTripFormValues {
  return {
    title: trip?.title ?? '',
    destination: trip?.destination ?? '',
    trip_date: trip?.trip_date ?? '',
    // The server keeps seconds; the field shows HH:MM.
    departs_at: trip?.departs_at.slice(0, 5) ?? '',
    returns_at: trip?.returns_at.slice(0, 5) ?? '',
    passengers: trip?.passengers ?? '',
    vehicles_needed: trip?.vehicles_needed ?? 1,
    notes: trip?.notes ?? '',
  };
}

/** A field trip's request, for asking and for changing it: no day that has passed is offered. */
export function FieldTripForm({
  form,
  today,
}: {
  form: UseFormReturnType<FieldTripFormValues>;
  /** The school's today, YYYY-MM-DD: the first day the calendar offers. */
  today: string;
}) {
  const intl = useIntl();
  const label = (id: MessageKey) => intl.formatMessage({ id });
  return (
    <Stack gap="sm">
      <TextInput
        label={label('fieldTripScreens.purpose')}
        description={label('fieldTripScreens.purposeHint')}
        required
        data-autofocus
        {...form.getInputProps('title')}
      />
      <TextInput
        label={label('fieldTripScreens.destination')}
        required
        {...form.getInputProps('destination')}
      />
      <DateField
        label={label('fieldTripScreens.date')}
        required
        minDate={today}
        value={form.values.trip_date}
        onChange={(value) => form.setFieldValue('trip_date', value)}
        error={form.errors.trip_date}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TimeInput
          label={label('fieldTripScreens.departsAt')}
          required
          {...form.getInputProps('departs_at')}
        />
        <TimeInput
          label={label('fieldTripScreens.returnsAt')}
          required
          {...form.getInputProps('returns_at')}
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={label('fieldTripScreens.passengers')}
          description={label('fieldTripScreens.passengersHint')}
          required
          min={1}
          max={MAX_FIELD_TRIP_PASSENGERS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('passengers')}
        />
        <NumberInput
          label={label('fieldTripScreens.vehiclesNeeded')}
          description={label('fieldTripScreens.vehiclesNeededHint')}
          required
          min={1}
          max={MAX_FIELD_TRIP_VEHICLES}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('vehicles_needed')}
        />
      </SimpleGrid>
      <Textarea label={label('fieldTripScreens.notes')} rows={3} {...form.getInputProps('notes')} />
    </Stack>
  );
}
