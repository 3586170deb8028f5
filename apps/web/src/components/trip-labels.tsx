import { Badge, Button, Stack, Text, type MantineSize } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { TRIP_STATUS_KEYS, TRIP_STATUSES, type TripStatus, type Trip } from '@app/shared/trips/trip.schemas';
import { DirectionBadge } from './journey-labels';

/** A trip status's colour (a Mantine colour name), for its badge and wherever a chart counts it. */
export function tripStatusColor(status: number): string {
  return TRIP_STATUSES.find((entry) => entry.id === status)?.color ?? 'gray';
}

/**
 * Scheduled blue, Active orange, Completed green, Cancelled red (spec part 2 §3, Trip). From the
 * status alone: the run sheet shows a change made on the phone before the server has heard of it.
 */
export function TripStatusBadge({ status, size }: { status: number; size?: MantineSize }) {
  const intl = useIntl();
  // A status this console does not know yet (a newer server) is shown by its number.
  const key = TRIP_STATUS_KEYS[status as TripStatus] as MessageKey | undefined;
  return (
    <Badge color={tripStatusColor(status)} variant="light" size={size} tt="none">
      {key
        ? intl.formatMessage({ id: key })
        : intl.formatMessage({ id: 'common.unknownStatus' }, { status: String(status) })}
    </Badge>
  );
}

/** The route's direction, coloured as on the Routes screen (blue To School, green otherwise). */
export function TripDirectionBadge({ trip }: { trip: Pick<Trip, 'journey_direction'> }) {
  return <DirectionBadge journey={{ direction: trip.journey_direction }} />;
}

/** "KBZ 412A (BUS-01)": the vehicle as the trip copied it. */
export const vehicleLabel = (trip: Pick<Trip, 'vehicle_registration_number' | 'vehicle_code'>) =>
  `${trip.vehicle_registration_number} (${trip.vehicle_code})`;

/** Where Trip Details leads back to: the list it was opened from, as it was (filters, page). */
export type TripDetailsBack = { to: string; label: string };

/**
 * View Details of a trip: its details screen, where its status is changed. `name` says which trip,
 * `screen` the list it is on ('Active Trips'), which the details screen then leads back to.
 */
export function ViewTripButton({
  trip,
  name,
  screen,
}: {
  trip: Pick<Trip, 'id'>;
  name: string;
  screen: string;
}) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const back: TripDetailsBack = {
    to: `${pathname}${search}`,
    label: intl.formatMessage({ id: 'common.backTo' }, { screen }),
  };
  return (
    <Button
      component={Link}
      to={`/trips/trip-details/${trip.id}`}
      state={{ back }}
      size="xs"
      variant="light"
      leftSection={<IconEye size={14} aria-hidden />}
      aria-label={intl.formatMessage({ id: 'common.viewDetailsOf' }, { name })}
    >
      <FormattedMessage id="common.viewDetails" />
    </Button>
  );
}

/** A trip's route in a table: its title over its code. */
export function RouteCell({ trip }: { trip: Pick<Trip, 'journey_title' | 'journey_code'> }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {trip.journey_title}
      </Text>
      <Text size="xs" c="dimmed">
        {trip.journey_code}
      </Text>
    </Stack>
  );
}
