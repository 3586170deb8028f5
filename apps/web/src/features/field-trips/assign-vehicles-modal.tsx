import { Fieldset, Group, SimpleGrid, Text } from '@mantine/core';
import { IconAlertTriangle, IconArmchair } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { canOverrideDocuments, DOCUMENT_OVERRIDE_FIELD } from '@app/shared/documents/document-checks.schemas';
import {
  fieldTripAssignmentsInputSchema,
  type FieldTripDetail,
} from '@app/shared/field-trips/field-trip.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { DocumentOverrideField } from '../../components/document-override-field';
import { useFormats } from '../../i18n/use-formats';
import { useCurrentRole } from '../auth';
import { DriverSelect } from '../vehicle-personnel/driver-select';
import {
  FieldTripActionForm,
  FieldTripActionModal,
  useFieldTripAction,
  type FieldTripModalProps,
} from './field-trip-action-modal';
import { FieldTripVehicleSelect } from './field-trip-vehicle-select';
import { useAssignFieldTrip } from './field-trips.api';

/** One vehicle of the trip: the vehicle and its seats (as far as known), and its driver. */
type Row = { vehicle: string; driver: string; seats: number | null };
type Values = { assignments: Row[]; document_override_reason?: string | undefined };

/** The rows: as many as the trip needs, the vehicles already assigned first. */
function initialRows(trip: FieldTripDetail): Row[] {
  return Array.from({ length: trip.vehicles_needed }, (_, index) => {
    const assigned = trip.assignments[index];
    return assigned
      ? { vehicle: assigned.vehicle, driver: assigned.driver, seats: assigned.vehicle_capacity }
      : { vehicle: '', driver: '', seats: null };
  });
}

/** Assign Vehicles: each vehicle the trip needs with its driver, all at once; the database refuses a double booking. */
export function AssignVehiclesModal({ trip, opened, onClose }: FieldTripModalProps) {
  return (
    <FieldTripActionModal opened={opened} onClose={onClose} titleId="fieldTripScreens.assignTitle" size="lg">
      {opened && <AssignForm trip={trip} onClose={onClose} />}
    </FieldTripActionModal>
  );
}

function AssignForm({ trip, onClose }: { trip: FieldTripDetail; onClose: () => void }) {
  const intl = useIntl();
  const formats = useFormats();
  const canOverride = canOverrideDocuments(useCurrentRole());
  const initialValues: Values = { assignments: initialRows(trip) };
  // The fields the form shows: each row's vehicle and driver (as many as the trip needs), and a manager's reason.
  const shown = [
    ...initialValues.assignments.flatMap((_, index) => [
      `assignments.${index}.vehicle`,
      `assignments.${index}.driver`,
    ]),
    DOCUMENT_OVERRIDE_FIELD,
  ];
  const action = useFieldTripAction({
    call: useAssignFieldTrip(trip.id),
    schema: fieldTripAssignmentsInputSchema,
    initialValues,
    fields: shown,
    failed: ref('fieldTripScreens.assignFailed'),
    done: ref('fieldTripScreens.assignedToast'),
    onDone: onClose,
  });
  const form = action.form;
  const rows = form.values.assignments;
  const seats = rows.reduce((sum, row) => sum + (row.seats ?? 0), 0);
  const short = rows.every((row) => row.seats !== null) && seats < trip.passengers;

  return (
    <FieldTripActionForm action={action} onClose={onClose} submitLabel="fieldTripScreens.saveAssignments">
      {rows.map((row, index) => {
        const assigned = trip.assignments[index];
        return (
          <Fieldset
            // The rows are fixed in number and order: the index is their identity.
            key={index}
            legend={intl.formatMessage(
              { id: 'fieldTripScreens.vehicleNumber' },
              { number: index + 1, count: rows.length },
            )}
            variant="filled"
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <FieldTripVehicleSelect
                value={row.vehicle}
                onChange={(vehicle, vehicleSeats) =>
                  form.setFieldValue(`assignments.${index}`, {
                    ...row,
                    vehicle,
                    // The vehicle assigned before keeps its known seats when chosen again.
                    seats: vehicleSeats ?? (assigned?.vehicle === vehicle ? assigned.vehicle_capacity : null),
                  })
                }
                selected={
                  assigned && {
                    value: assigned.vehicle,
                    label: intl.formatMessage(
                      { id: 'fieldTripScreens.vehicleWithSeats' },
                      { vehicle: assigned.vehicle_label, seats: assigned.vehicle_capacity },
                    ),
                  }
                }
                error={form.errors[`assignments.${index}.vehicle`]}
              />
              <DriverSelect
                value={row.driver}
                onChange={(driver) => form.setFieldValue(`assignments.${index}.driver`, driver)}
                selected={assigned ? { value: assigned.driver, label: assigned.driver_name } : undefined}
                error={form.errors[`assignments.${index}.driver`]}
              />
            </SimpleGrid>
          </Fieldset>
        );
      })}
      <Group gap="xs" c={short ? 'var(--mantine-color-error)' : undefined} aria-live="polite">
        {short ? <IconAlertTriangle size={16} aria-hidden /> : <IconArmchair size={16} aria-hidden />}
        <Text size="sm" inherit>
          {intl.formatMessage(
            { id: 'fieldTripScreens.seatsForPassengers' },
            { seats: formats.number(seats), passengers: formats.number(trip.passengers) },
          )}
        </Text>
      </Group>
      <DocumentOverrideField
        error={form.errors[DOCUMENT_OVERRIDE_FIELD]}
        value={form.values.document_override_reason}
        onChange={(value) => form.setFieldValue(DOCUMENT_OVERRIDE_FIELD, value)}
        canOverride={canOverride}
      />
    </FieldTripActionForm>
  );
}
