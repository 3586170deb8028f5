import { Badge, Button, Group, Paper, Stack, Tabs } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { isId } from '@app/shared/common/ids';
import { canOverrideDocuments } from '@app/shared/documents/document-checks.schemas';
import type { Formats } from '@app/shared/i18n/formats';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
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
import { useCurrentRole, usePermission } from '../auth';
import { RecordDetails } from '../records/record-details';
import { AllowStartModal } from './allow-start-modal';
import { tripDate } from './trip-columns';
import { TripEventsTable } from './trip-events-table';
import { useFormats } from '../../i18n/use-formats';
import { odometerText, statusChangesOf, type StatusChange } from './trip-status-changes';
import { emptyBusCheckText } from './empty-bus-check';
import { TripStatusModal } from './trip-status-modal';
import { TripStopsTable } from './trip-stops-table';

/** The list this screen was opened from (View Details puts it in the history entry's state). */
function backOf(state: unknown, BACK: TripDetailsBack): TripDetailsBack {
  const back = (state as { back?: Partial<TripDetailsBack> } | null)?.back;
  // A path of this console only ('//host' would leave it).
  const fromHere = typeof back?.to === 'string' && back.to.startsWith('/') && !back.to.startsWith('//');
  return fromHere && typeof back.label === 'string' ? { to: back.to!, label: back.label } : BACK;
}

/** /trips/trip-details/:tripId (spec part 2 §2): a trip, its status changes, its stops and its events. */
export function TripDetailsPage() {
  const intl = useIntl();
  const TITLE = intl.formatMessage({ id: 'trips.detailsTitle' });
  const NOT_FOUND = intl.formatMessage({ id: 'trips.tripNotFound' });
  const { tripId } = useParams();
  // Opened from an address rather than a list: the list of every trip.
  const back = backOf(useLocation().state, {
    to: '/trips/trips',
    label: intl.formatMessage({ id: 'trips.backToTripManagement' }),
  });
  // An id that cannot name a trip finds none; no call is made.
  if (!isId(tripId)) {
    return (
      <NoticePage
        title={TITLE}
        icon={<IconMapPinOff size={28} />}
        message={NOT_FOUND}
        hint={intl.formatMessage({ id: 'trips.openFromList' })}
      />
    );
  }
  return (
    <RecordDetails<TripDetail>
      resource={tripsResource}
      id={tripId}
      title={TITLE}
      notFound={NOT_FOUND}
      loadError={intl.formatMessage({ id: 'trips.fetchOneFailed' }, { id: tripId })}
      back={back}
    >
      {(trip) => <TripDetails trip={trip} />}
    </RecordDetails>
  );
}

function TripDetails({ trip }: { trip: TripDetail }) {
  const intl = useIntl();
  const canWrite = usePermission('transport', 'write');
  const [changing, setChanging] = useState<StatusChange | null>(null);
  const [allowing, setAllowing] = useState(false);
  // A manager may let a trip not yet started start despite an expired document (issue 25 §3).
  const canAllowStart =
    canOverrideDocuments(useCurrentRole()) && trip.status === STATUS.scheduled && !trip.document_override_at;
  const formats = useFormats();
  const changes = canWrite ? statusChangesOf(trip.status as TripStatus) : [];
  const odometer = (value: number | null) =>
    value === null ? intl.formatMessage({ id: 'trips.notRecorded' }) : odometerText(formats, value);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <PageHeading
            title={trip.journey_title}
            tabTitle={intl.formatMessage(
              { id: 'trips.detailsTabTitle' },
              { code: trip.journey_code, date: tripDate(formats, trip) },
            )}
          />
          <Group gap="xs">
            <Badge variant="outline" color="gray" tt="none">
              {trip.journey_code}
            </Badge>
            <TripDirectionBadge trip={trip} />
            <TripStatusBadge status={trip.status} />
          </Group>
        </Stack>
        {(changes.length > 0 || canAllowStart) && (
          <Group gap="sm">
            {canAllowStart && (
              <Button variant="default" aria-haspopup="dialog" onClick={() => setAllowing(true)}>
                <FormattedMessage id="documentChecks.allowStart" />
              </Button>
            )}
            {changes.map((change) => (
              <Button
                key={change.status}
                color={change.color}
                variant={change.status === 4 ? 'light' : 'filled'}
                aria-haspopup="dialog"
                onClick={() => setChanging(change)}
              >
                <FormattedMessage id={change.label} />
              </Button>
            ))}
          </Group>
        )}
      </Group>
      <FieldCard
        title={intl.formatMessage({ id: 'trips.trip' })}
        fields={[
          { label: intl.formatMessage({ id: 'trips.date' }), value: tripDate(formats, trip) },
          { label: intl.formatMessage({ id: 'trips.vehicle' }), value: vehicleLabel(trip) },
          {
            label: intl.formatMessage({ id: 'trips.driver' }),
            value: trip.driver_name ?? intl.formatMessage({ id: 'trips.noDriver' }),
          },
          ...(trip.attendant_name
            ? [{ label: intl.formatMessage({ id: 'trips.attendant' }), value: trip.attendant_name }]
            : []),
          ...(trip.notes ? [{ label: intl.formatMessage({ id: 'trips.notes' }), value: trip.notes }] : []),
          ...(trip.detail
            ? [{ label: intl.formatMessage({ id: 'trips.statusDetail' }), value: trip.detail }]
            : []),
          ...overrideFields(intl, formats, trip),
          { label: intl.formatMessage({ id: 'trips.odometerStart' }), value: odometer(trip.odometer_start) },
          { label: intl.formatMessage({ id: 'trips.odometerEnd' }), value: odometer(trip.odometer_end) },
          // Every completed trip says whether its driver confirmed that no child was left on board.
          ...(trip.status === STATUS.completed
            ? [
                {
                  label: intl.formatMessage({ id: 'trips.emptyBusCheck' }),
                  value: emptyBusCheckText(intl, formats, trip),
                },
              ]
            : []),
        ]}
      />
      <Paper withBorder radius="md" p="md">
        <Tabs defaultValue="stops" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="stops">
              <FormattedMessage id="trips.journeyStops" />
            </Tabs.Tab>
            <Tabs.Tab value="events">
              <FormattedMessage id="trips.tripEvents" />
            </Tabs.Tab>
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
      <AllowStartModal trip={trip} opened={allowing} onClose={() => setAllowing(false)} />
    </Stack>
  );
}

/** A manager's leave to start despite an expired document: why, who and when; nothing without one. */
function overrideFields(intl: IntlShape, formats: Formats, trip: TripDetail) {
  if (!trip.document_override_reason || !trip.document_override_at) return [];
  const given = intl.formatMessage(
    { id: 'documentChecks.overrideGiven' },
    { name: trip.document_override_by_name ?? '', at: formats.dateTime(trip.document_override_at) },
  );
  return [
    {
      label: intl.formatMessage({ id: 'documentChecks.override' }),
      value: (
        <>
          {trip.document_override_reason}
          <br />
          {given}
        </>
      ),
    },
  ];
}
