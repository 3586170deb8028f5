import { Paper, Table, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { FieldTripDetail } from '@app/shared/field-trips/field-trip.schemas';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import { FieldCard, type FieldItem } from '../../components/field-list';
import { useFormats } from '../../i18n/use-formats';
import { tripTimes } from './field-trip-labels';

/** The request as asked, and once done, its actual distance and time and what it cost at which rates. */
export function FieldTripFacts({ trip }: { trip: FieldTripDetail }) {
  const intl = useIntl();
  const formats = useFormats();
  const label = (id: MessageKey) => intl.formatMessage({ id });
  const fields: FieldItem[] = [
    { label: label('fieldTripScreens.destination'), value: trip.destination },
    { label: label('fieldTripScreens.date'), value: formats.date(trip.trip_date, 'full') },
    { label: label('fieldTripScreens.time'), value: tripTimes(intl, trip) },
    { label: label('fieldTripScreens.passengers'), value: formats.number(trip.passengers) },
    { label: label('fieldTripScreens.vehiclesNeeded'), value: formats.number(trip.vehicles_needed) },
    { label: label('fieldTripScreens.requestedBy'), value: trip.requested_by_name },
    {
      label: intl.formatMessage({ id: 'fieldTripScreens.requestedAt' }),
      value: formats.dateTime(trip.created_at),
    },
    { label: intl.formatMessage({ id: 'fieldTripScreens.notes' }), value: trip.notes },
  ];
  if (trip.cancel_reason)
    fields.push({
      label: intl.formatMessage({ id: 'fieldTripScreens.cancelReason' }),
      value: trip.cancel_reason,
    });
  return (
    <>
      <FieldCard title={intl.formatMessage({ id: 'fieldTripScreens.requestCard' })} fields={fields} />
      {trip.status === 'completed' && <FieldTripCost trip={trip} />}
    </>
  );
}

function FieldTripCost({ trip }: { trip: FieldTripDetail }) {
  const intl = useIntl();
  const formats = useFormats();
  const money = (value: number | null) => (value === null ? null : formats.money(value, trip.currency));
  const fields: FieldItem[] = [
    {
      label: intl.formatMessage({ id: 'fieldTripScreens.actualDistance' }),
      value:
        trip.actual_distance_km === null
          ? null
          : formats.number(trip.actual_distance_km, { unit: 'kilometer' }),
    },
    {
      label: intl.formatMessage({ id: 'fieldTripScreens.actualTime' }),
      value: trip.actual_minutes === null ? null : formats.number(trip.actual_minutes, { unit: 'minute' }),
    },
    { label: intl.formatMessage({ id: 'fieldTripScreens.cost' }), value: money(trip.cost) },
    {
      label: intl.formatMessage({ id: 'fieldTripScreens.rates' }),
      value:
        trip.cost_per_km === null || trip.cost_per_hour === null
          ? null
          : intl.formatMessage(
              { id: 'fieldTripScreens.ratesValue' },
              { perKm: money(trip.cost_per_km), perHour: money(trip.cost_per_hour) },
            ),
    },
    {
      label: intl.formatMessage({ id: 'fieldTripScreens.completedAt' }),
      value: trip.completed_at ? formats.dateTime(trip.completed_at) : null,
    },
  ];
  return <FieldCard title={intl.formatMessage({ id: 'fieldTripScreens.costCard' })} fields={fields} />;
}

/** The vehicles and drivers assigned, with their seats against the passengers. */
export function FieldTripVehicles({ trip }: { trip: FieldTripDetail }) {
  const intl = useIntl();
  const formats = useFormats();
  if (trip.assignments.length === 0) return null;
  const seats = trip.assignments.reduce((sum, assignment) => sum + assignment.vehicle_capacity, 0);
  const heading = intl.formatMessage({ id: 'fieldTripScreens.vehiclesCard' });
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {heading}
      </Title>
      <Table aria-label={heading} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage({ id: 'records.vehicle' })}</Table.Th>
            <Table.Th ta="right">{intl.formatMessage({ id: 'fieldTripScreens.seats' })}</Table.Th>
            <Table.Th>{intl.formatMessage({ id: 'fieldTripScreens.driver' })}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trip.assignments.map((assignment) => (
            <Table.Tr key={assignment.id}>
              <Table.Td>{assignment.vehicle_label}</Table.Td>
              <Table.Td ta="right">{formats.number(assignment.vehicle_capacity)}</Table.Td>
              <Table.Td>{assignment.driver_name}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="xs">
        {intl.formatMessage(
          { id: 'fieldTripScreens.seatsForPassengers' },
          { seats: formats.number(seats), passengers: formats.number(trip.passengers) },
        )}
      </Text>
    </Paper>
  );
}
