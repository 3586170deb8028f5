import { Accordion, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ref } from '@app/shared/i18n/message-ref';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import type { TripDetail } from '@app/shared/trips/trip.schemas';
import { TripStatusBadge } from '../../components/trip-labels';
import { IncidentModal } from './incident-modal';
import { OdometerModal } from './odometer-modal';
import { currentStop, runTrip } from './pending-trip';
import { routeLabel, vehicleLabel, WaitingBadge } from './run-labels';
import type { OutboxItem, Recorder } from './run-sheet-db';
import { StopActions, StopSummary } from './stop-card';
import { startBlock, TripInspections, type InspectionRules } from './trip-inspections';
import { useRecorder } from './use-recorder';
import { useReportPositions } from './use-report-positions';
import { directionLabel } from '../../components/journey-labels';

type Props = {
  recorder: Recorder;
  trip: TripDetail;
  rules: InspectionRules;
  outbox: OutboxItem[];
  onBack: () => void;
};

/**
 * One trip on the run sheet: its inspections (before Start, which a major defect or a missing
 * required inspection keeps closed, and after Complete), Start (odometer), each stop in order with
 * its riders, Complete (the empty-bus check and odometer), and an incident at any time. What is
 * tapped shows at once, waiting until sent.
 */
export function TripRun({ recorder, trip, rules, outbox, onBack }: Props) {
  const intl = useIntl();
  const record = useRecorder(recorder, trip.id);
  const run = runTrip(trip, outbox);
  const current = currentStop(run);
  const active = run.status === STATUS.active;
  const block = startBlock(trip, rules);
  useReportPositions(trip.id, active);
  const [starting, start] = useDisclosure(false);
  const [completing, complete] = useDisclosure(false);
  const [reporting, report] = useDisclosure(false);
  // The stop opened by hand; otherwise the one the bus is at or going to.
  const [opened, setOpened] = useState<string | null>(null);
  const shown = opened ?? (run.status <= STATUS.active ? (current?.id ?? null) : null);
  const left = run.stops.filter((stop) => !stop.departed).length;
  // An incident during a stop is placed at it.
  const atStop = current?.arrived ? current.id : undefined;

  return (
    <Stack gap="md">
      <Button
        variant="subtle"
        size="lg"
        leftSection={<IconArrowLeft aria-hidden />}
        onClick={onBack}
        w="fit-content"
      >
        <FormattedMessage id="runSheet.allTrips" />
      </Button>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={2} size="h3">
            {routeLabel(trip)}
          </Title>
          <Text size="lg">
            <FormattedMessage
              id="runSheet.directionAndVehicle"
              values={{
                direction: intl.formatMessage({ id: directionLabel(trip.journey_direction) }),
                vehicle: vehicleLabel(trip),
              }}
            />
          </Text>
          <Group gap="xs">
            <TripStatusBadge status={run.status} size="lg" />
            {run.statusWaiting && <WaitingBadge />}
          </Group>
          {active && 'geolocation' in navigator && (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="runSheet.sharingPosition" />
            </Text>
          )}
          {run.odometerStart !== null && (
            <Text>
              {run.odometerEnd !== null ? (
                <FormattedMessage
                  id="runSheet.odometerStartEnd"
                  values={{ start: String(run.odometerStart), end: String(run.odometerEnd) }}
                />
              ) : (
                <FormattedMessage
                  id="runSheet.odometerAtStart"
                  values={{ start: String(run.odometerStart) }}
                />
              )}
            </Text>
          )}
        </Stack>
      </Paper>

      <TripInspections trip={trip} status={run.status} rules={rules} />
      {run.status === STATUS.scheduled && (
        <Stack gap={4}>
          <Button
            size="xl"
            fullWidth
            onClick={start.open}
            disabled={block !== null}
            aria-describedby={block === 'inspectFirst' ? `start-needs-${trip.id}` : undefined}
          >
            <FormattedMessage id="runSheet.startTrip" />
          </Button>
          {block === 'inspectFirst' && (
            <Text id={`start-needs-${trip.id}`}>
              <FormattedMessage id="inspectionScreens.startNeedsInspection" />
            </Text>
          )}
        </Stack>
      )}

      <Accordion variant="separated" radius="md" value={shown} onChange={setOpened} chevronSize={28}>
        {run.stops.map((stop) => (
          <Accordion.Item key={stop.id} value={stop.id}>
            <Accordion.Control>
              <StopSummary stop={stop} />
            </Accordion.Control>
            <Accordion.Panel>
              <StopActions
                stop={stop}
                active={active}
                record={(label, fields) => {
                  // After Departed the next stop opens by itself.
                  if (fields.event_type === EVENT.departed) setOpened(null);
                  return record(label, fields);
                }}
              />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>

      {active && (
        <Button size="xl" fullWidth onClick={complete.open}>
          <FormattedMessage id="runSheet.completeTrip" />
        </Button>
      )}
      <Button
        size="lg"
        fullWidth
        variant="outline"
        // Shade 9: red 8 on the page's grey is 4.3:1, under the 4.5 text needs.
        color="red.9"
        leftSection={<IconAlertTriangle aria-hidden />}
        onClick={report.open}
      >
        <FormattedMessage id="runSheet.reportIncident" />
      </Button>

      <OdometerModal
        opened={starting}
        title={intl.formatMessage({ id: 'runSheet.startTrip' })}
        action={intl.formatMessage({ id: 'runSheet.startTrip' })}
        start={null}
        onClose={start.close}
        onConfirm={(odometer) =>
          record(ref('runSheet.actionStarted', { odometer }), {
            event_type: EVENT.started,
            odometer,
          })
        }
      />
      <OdometerModal
        opened={completing}
        title={intl.formatMessage({ id: 'runSheet.completeTrip' })}
        action={intl.formatMessage({ id: 'runSheet.completeTrip' })}
        note={
          left > 0
            ? intl.formatMessage({ id: 'runSheet.stopsWithoutDeparture' }, { left, total: run.stops.length })
            : undefined
        }
        start={run.odometerStart}
        emptyBusCheck
        onClose={complete.close}
        onConfirm={(odometer) =>
          // The modal takes no reading without the check; the event's position is the check's.
          record(ref('runSheet.actionCompleted', { odometer }), {
            event_type: EVENT.completed,
            odometer,
            empty_bus_checked: true,
          })
        }
      />
      <IncidentModal
        opened={reporting}
        onClose={report.close}
        onConfirm={(notes) =>
          record(ref('runSheet.actionIncident', { notes }), {
            event_type: EVENT.incident,
            notes,
            journey_stop: atStop,
          })
        }
      />
    </Stack>
  );
}
