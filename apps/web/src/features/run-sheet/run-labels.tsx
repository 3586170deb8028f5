import { Badge, Group } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useCallback, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Mark } from './pending-trip';
import type { TripDetail } from '@app/shared/trips/trip.schemas';
import { clockTime } from '../../lib/trip-times';
import { useSchoolTimeZone } from '../auth';

/**
 * "07:12": a moment on the school's clock, as the office's screens show it, whatever the phone's own
 * time zone (a phone set to another zone, or to UTC, would otherwise show other hours).
 */
export function useClock(): (moment: string | number) => string {
  const timeZone = useSchoolTimeZone();
  return useCallback((moment) => clockTime(new Date(moment).toISOString(), timeZone), [timeZone]);
}

/** An expected time "07:10:00" as "07:10". */
export const expectedTime = (time: string) => time.slice(0, 5);

/** "KDA 123A (BUS-4)". */
export const vehicleLabel = (trip: TripDetail) =>
  `${trip.vehicle_registration_number} (${trip.vehicle_code})`;

/** "R-12 Westlands Morning". */
export const routeLabel = (trip: TripDetail) => `${trip.journey_code} ${trip.journey_title}`;

/** Shown next to whatever is recorded on this phone and not yet with the office. */
export function WaitingBadge() {
  return (
    <Badge
      color="yellow"
      variant="light"
      size="lg"
      tt="none"
      leftSection={<IconClockHour4 size={14} aria-hidden />}
    >
      <FormattedMessage id="runSheet.waitingToSend" />
    </Badge>
  );
}

/** "Arrived 07:12", with the waiting badge while it is on the phone only. */
export function MarkLabel({
  label,
  mark,
}: {
  label: 'runSheet.arrivedAt' | 'runSheet.departedAt';
  mark: Mark;
}): ReactNode {
  const clock = useClock();
  return (
    <Group gap="xs">
      <span>
        <FormattedMessage id={label} values={{ time: clock(mark.at) }} />
      </span>
      {mark.waiting && <WaitingBadge />}
    </Group>
  );
}
