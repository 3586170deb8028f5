import { Badge, Group } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { Mark } from './pending-trip';
import type { TripDetail } from '@app/shared/trips/trip.schemas';

/** A moment on the device's clock, which is the school's on a school's bus: "07:12". */
export const clock = (moment: string | number) => dayjs(moment).format('HH:mm');

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
      Waiting to send
    </Badge>
  );
}

/** "Arrived 07:12", with the waiting badge while it is on the phone only. */
export function MarkLabel({ label, mark }: { label: string; mark: Mark }): ReactNode {
  return (
    <Group gap="xs">
      <span>
        {label} {clock(mark.at)}
      </span>
      {mark.waiting && <WaitingBadge />}
    </Group>
  );
}
