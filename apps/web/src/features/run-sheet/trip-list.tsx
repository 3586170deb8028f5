import { Anchor, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { TripDetail } from '@app/shared/trips/trip.schemas';
import { TripStatusBadge } from '../../components/trip-labels';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ROLE_IDS } from '@app/shared/accounts/roles';
import { useCurrentRole, usePermission } from '../auth';
import { runTrip } from './pending-trip';
import { expectedTime, routeLabel, vehicleLabel, WaitingBadge } from './run-labels';
import type { OutboxItem } from './run-sheet-db';
import classes from './run-sheet.module.css';
import { directionLabel } from '../../components/journey-labels';

type Props = { trips: TripDetail[]; outbox: OutboxItem[]; onOpen: (tripId: string) => void };

/** Today's trips of the crew member, each a large button opening its run. */
export function TripList({ trips, outbox, onOpen }: Props) {
  const intl = useIntl();
  if (trips.length === 0) return <NoTrips />;
  return (
    <Stack
      gap="sm"
      component="ul"
      className={classes.plainList}
      aria-label={intl.formatMessage({ id: 'runSheet.todaysTrips' })}
    >
      {trips.map((trip) => {
        const run = runTrip(trip, outbox);
        const first = run.stops[0];
        const last = run.stops.at(-1);
        return (
          <li key={trip.id}>
            <UnstyledButton className={classes.tripButton} onClick={() => onOpen(trip.id)}>
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={4}>
                  <Text fw={700} size="lg">
                    {routeLabel(trip)}
                  </Text>
                  <Text>
                    {first && last ? (
                      <FormattedMessage
                        id="runSheet.directionAndTimes"
                        values={{
                          direction: intl.formatMessage({ id: directionLabel(trip.journey_direction) }),
                          from: expectedTime(first.expected_time),
                          to: expectedTime(last.expected_time),
                        }}
                      />
                    ) : (
                      <FormattedMessage id={directionLabel(trip.journey_direction)} />
                    )}
                  </Text>
                  <Text>{vehicleLabel(trip)}</Text>
                  <Group gap="xs">
                    <TripStatusBadge status={run.status} size="lg" />
                    {run.statusWaiting && <WaitingBadge />}
                  </Group>
                </Stack>
                <IconChevronRight size={28} aria-hidden />
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}

/**
 * A driver or attendant with no trip today is told so; anyone else (the office) learns who the run
 * sheet is for and where today's trips are followed.
 */
function NoTrips() {
  const role = useCurrentRole();
  const followsTrips = usePermission('transport', 'read');
  const isCrew = role === ROLE_IDS.driver || role === ROLE_IDS.busAttendant;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="xs">
        <Text size="lg">
          <FormattedMessage id="runSheet.noTrips" />
        </Text>
        {!isCrew && (
          <Text>
            <FormattedMessage id="runSheet.forCrew" />
          </Text>
        )}
        {!isCrew && followsTrips && (
          <Anchor component={Link} to="/trips/active-trips" size="lg" w="fit-content">
            <FormattedMessage id="runSheet.toActiveTrips" />
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
