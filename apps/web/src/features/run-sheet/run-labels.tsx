import { Badge, Group } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useCallback, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Mark } from './pending-trip';
import type { TripDetail } from '@app/shared/trips/trip.schemas';
import { useFormats } from '../../i18n/use-formats';

/**
 * "07:12": a moment on the school's clock, as the office's screens show it, whatever the phone's own
 * time zone (a phone set to another zone, or to UTC, would otherwise show other hours).
 */
export function useClock(): (moment: string | number) => string {
  const formats = useFormats();
  return useCallback((moment) => formats.time(moment), [formats]);
}

/**
 * "March 3, 2026": a day ("2026-03-03") in the reader's language (i18n/formats.ts), "3 Machi 2026" in
 * Kiswahili; English in the order of the console's other dates (the spec's 'MMMM D, YYYY').
 */
export function useDayLabel(): (day: string) => string {
  const formats = useFormats();
  return useCallback((day) => formats.date(day), [formats]);
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
  id,
  mark,
}: {
  id: 'runSheet.arrivedAt' | 'runSheet.departedAt';
  mark: Mark;
}): ReactNode {
  const clock = useClock();
  return (
    <Group gap="xs">
      <span>
        <FormattedMessage id={id} values={{ time: clock(mark.at) }} />
      </span>
      {mark.waiting && <WaitingBadge />}
    </Group>
  );
}
