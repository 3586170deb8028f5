import { Group, Stack } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { isId } from '@app/shared/common/ids';
import { fieldTripsResource, type FieldTripDetail } from '@app/shared/field-trips/field-trip.schemas';
import { NoticePage } from '../../components/notice-page';
import { PageHeading } from '../../components/page-heading';
import { useFormats } from '../../i18n/use-formats';
import { RecordDetails } from '../records/record-details';
import { FieldTripActions } from './field-trip-actions';
import { FieldTripApprovals } from './field-trip-approvals';
import { FieldTripFacts, FieldTripVehicles } from './field-trip-facts';
import { FieldTripStatusBadge } from './field-trip-labels';

/**
 * /trips/field-trips/:tripId: one field trip on a screen of its own (a phone reads a page better than
 * a drawer): its request, its approval steps, its vehicles and drivers, its actuals and cost, and what
 * the reader may do next.
 */
export function FieldTripDetailsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'fieldTripScreens.detailsTitle' });
  const notFound = intl.formatMessage({ id: 'fieldTripScreens.notFound' });
  const { tripId } = useParams();
  const back = { to: '/trips/field-trips', label: intl.formatMessage({ id: 'fieldTripScreens.backToList' }) };
  // An id that cannot name a trip finds none; no call is made.
  if (!isId(tripId))
    return (
      <NoticePage
        title={title}
        icon={<IconMapPinOff size={28} />}
        message={notFound}
        hint={intl.formatMessage({ id: 'records.notFoundHint' })}
      />
    );
  return (
    <RecordDetails<FieldTripDetail>
      resource={fieldTripsResource}
      id={tripId}
      title={title}
      notFound={notFound}
      loadError={intl.formatMessage({ id: 'fieldTripScreens.loadOneError' })}
      back={back}
    >
      {(trip) => <FieldTripDetails trip={trip} />}
    </RecordDetails>
  );
}

function FieldTripDetails({ trip }: { trip: FieldTripDetail }) {
  const intl = useIntl();
  const formats = useFormats();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <PageHeading
            title={trip.title}
            tabTitle={intl.formatMessage(
              { id: 'fieldTripScreens.detailsTabTitle' },
              { title: trip.title, date: formats.date(trip.trip_date) },
            )}
          />
          <Group gap="xs">
            <FieldTripStatusBadge status={trip.status} />
          </Group>
        </Stack>
        <FieldTripActions trip={trip} />
      </Group>
      <FieldTripFacts trip={trip} />
      <FieldTripApprovals trip={trip} />
      <FieldTripVehicles trip={trip} />
    </Stack>
  );
}
