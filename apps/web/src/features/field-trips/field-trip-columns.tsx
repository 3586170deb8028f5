import { Anchor, Stack, Text } from '@mantine/core';
import type { IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { FieldTrip } from '@app/shared/field-trips/field-trip.schemas';
import type { Formats } from '@app/shared/i18n/formats';
import type { Column } from '../../components/data-table';
import { approverRoleName, FieldTripStatusBadge, tripTimes } from './field-trip-labels';

/** A field trip's own screen. */
export const fieldTripPath = (id: string) => `/trips/field-trips/${id}`;

/** What comes next: the step whose turn it is while requested, else the vehicles assigned (or none yet). */
function NextCell({ trip, intl }: { trip: FieldTrip; intl: IntlShape }) {
  if (trip.status === 'requested' && trip.current_step_title) {
    return (
      <Stack gap={0}>
        <Text size="sm">{trip.current_step_title}</Text>
        {trip.current_step_role !== null && (
          <Text size="xs" c="dimmed">
            {approverRoleName(intl, trip.current_step_role)}
          </Text>
        )}
      </Stack>
    );
  }
  if (trip.vehicle_labels.length > 0) return intl.formatList(trip.vehicle_labels);
  return trip.status === 'approved' ? intl.formatMessage({ id: 'fieldTripScreens.noVehiclesYet' }) : '—';
}

/** The field trips' columns; the purpose opens the trip. Notes and who asked give way first. */
export function fieldTripColumns(intl: IntlShape, formats: Formats): Column<FieldTrip>[] {
  return [
    {
      key: 'title',
      title: intl.formatMessage({ id: 'fieldTripScreens.purpose' }),
      sortKey: 'title',
      minWidth: 140,
      render: (trip) => (
        <Anchor component={Link} to={fieldTripPath(trip.id)} size="sm" fw={500}>
          {trip.title}
        </Anchor>
      ),
    },
    {
      key: 'destination',
      title: intl.formatMessage({ id: 'fieldTripScreens.destination' }),
      giveWay: 2,
      render: (trip) => trip.destination,
    },
    {
      key: 'trip_date',
      title: intl.formatMessage({ id: 'fieldTripScreens.date' }),
      sortKey: 'trip_date',
      noWrap: true,
      giveWay: 0,
      render: (trip) => formats.date(trip.trip_date),
    },
    {
      key: 'time',
      title: intl.formatMessage({ id: 'fieldTripScreens.time' }),
      noWrap: true,
      render: (trip) => tripTimes(intl, trip),
    },
    {
      key: 'passengers',
      title: intl.formatMessage({ id: 'fieldTripScreens.passengers' }),
      align: 'right',
      giveWay: 2,
      render: (trip) => formats.number(trip.passengers),
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'common.status' }),
      sortKey: 'status',
      giveWay: 0,
      render: (trip) => <FieldTripStatusBadge status={trip.status} />,
    },
    {
      key: 'requested_by',
      title: intl.formatMessage({ id: 'fieldTripScreens.requestedBy' }),
      giveWay: 3,
      render: (trip) => trip.requested_by_name,
    },
    {
      key: 'next',
      title: intl.formatMessage({ id: 'fieldTripScreens.nextStepOrVehicles' }),
      giveWay: 2,
      render: (trip) => <NextCell trip={trip} intl={intl} />,
    },
  ];
}
