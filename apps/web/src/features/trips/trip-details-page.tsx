import { Badge, Button, Group, Paper, Stack, Tabs } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { isId } from '@app/shared/common/ids';
import { tripsResource, type TripDetail, type TripStatus } from '@app/shared/trips/trip.schemas';
import { FieldCard } from '../../components/field-list';
import { NoticePage } from '../../components/notice-page';
import { PageHeading } from '../../components/page-heading';
import {
  TripDirectionBadge,
  TripStatusBadge,
  vehicleLabel,
  type TripDetailsBack,
} from '../../components/trip-labels';
import { usePermission } from '../auth';
import { RecordDetails } from '../records/record-details';
import { tripDate } from './trip-columns';
import { TripEventsTable } from './trip-events-table';
import { odometerText, statusChangesOf, type StatusChange } from './trip-status-changes';
import { TripStatusModal } from './trip-status-modal';
import { TripStopsTable } from './trip-stops-table';

const TITLE = 'Trip Details';
const NOT_FOUND = 'Trip not found';
/** Opened from an address rather than a list: the list of every trip. */
const BACK: TripDetailsBack = { to: '/trips/trips', label: 'Back to Trip Management' };

/** The list this screen was opened from (View Details puts it in the history entry's state). */
function backOf(state: unknown): TripDetailsBack {
  const back = (state as { back?: Partial<TripDetailsBack> } | null)?.back;
  // A path of this console only ('//host' would leave it).
  const fromHere = typeof back?.to === 'string' && back.to.startsWith('/') && !back.to.startsWith('//');
  return fromHere && typeof back.label === 'string' ? { to: back.to!, label: back.label } : BACK;
}

/** /trips/trip-details/:tripId (spec part 2 §2): a trip, its status changes, its stops and its events. */
export function TripDetailsPage() {
  const { tripId } = useParams();
  const back = backOf(useLocation().state);
  // An id that cannot name a trip finds none; no call is made.
  if (!isId(tripId)) {
    return (
      <NoticePage
        title={TITLE}
        icon={<IconMapPinOff size={28} />}
        message={NOT_FOUND}
        hint="Open a trip from Trip Management with its View Details button."
      />
    );
  }
  return (
    <RecordDetails<TripDetail>
      resource={tripsResource}
      id={tripId}
      title={TITLE}
      notFound={NOT_FOUND}
      loadError={`Failed to fetch trip with ID: ${tripId}`}
      back={back}
    >
      {(trip) => <TripDetails trip={trip} />}
    </RecordDetails>
  );
}

function TripDetails({ trip }: { trip: TripDetail }) {
  const canWrite = usePermission('transport', 'write');
  const [changing, setChanging] = useState<StatusChange | null>(null);
  const changes = canWrite ? statusChangesOf(trip.status as TripStatus) : [];
  const odometer = (value: number | null) => (value === null ? 'Not recorded' : odometerText(value));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <PageHeading
            title={trip.journey_title}
            tabTitle={`${trip.journey_code} ${tripDate(trip)} | ${TITLE}`}
          />
          <Group gap="xs">
            <Badge variant="outline" color="gray" tt="none">
              {trip.journey_code}
            </Badge>
            <TripDirectionBadge trip={trip} />
            <TripStatusBadge status={trip.status} />
          </Group>
        </Stack>
        {changes.length > 0 && (
          <Group gap="sm">
            {changes.map((change) => (
              <Button
                key={change.status}
                color={change.color}
                variant={change.status === 4 ? 'light' : 'filled'}
                aria-haspopup="dialog"
                onClick={() => setChanging(change)}
              >
                {change.label}
              </Button>
            ))}
          </Group>
        )}
      </Group>
      <FieldCard
        title="Trip"
        fields={[
          { label: 'Date', value: tripDate(trip) },
          { label: 'Vehicle', value: vehicleLabel(trip) },
          { label: 'Driver', value: trip.driver_name ?? 'No driver' },
          ...(trip.attendant_name ? [{ label: 'Attendant', value: trip.attendant_name }] : []),
          ...(trip.notes ? [{ label: 'Notes', value: trip.notes }] : []),
          ...(trip.detail ? [{ label: 'Status Detail', value: trip.detail }] : []),
          { label: 'Odometer Start', value: odometer(trip.odometer_start) },
          { label: 'Odometer End', value: odometer(trip.odometer_end) },
        ]}
      />
      <Paper withBorder radius="md" p="md">
        <Tabs defaultValue="stops" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="stops">Journey Stops</Tabs.Tab>
            <Tabs.Tab value="events">Trip Events</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="stops">
            <TripStopsTable stops={trip.journey_stops} />
          </Tabs.Panel>
          <Tabs.Panel value="events">
            <TripEventsTable tripId={trip.id} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
      <TripStatusModal trip={trip} change={changing} onClose={() => setChanging(null)} />
    </Stack>
  );
}
