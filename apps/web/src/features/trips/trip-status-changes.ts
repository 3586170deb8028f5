import type { MantineColor } from '@mantine/core';
import { nextStatuses, STATUS } from '@app/shared/trip-status/trip-status.schemas';
import type { TripDetail, TripStatus } from '@app/shared/trips/trip.schemas';

/** One status change a trip may make, as its button and modal word it. */
export type StatusChange = {
  status: TripStatus;
  label: string;
  /** Red for Cancel; the theme's own (AA contrast when filled) otherwise. */
  color?: MantineColor;
  /** What the modal asks. */
  question: (trip: TripDetail) => string;
  /** The toast once done. */
  done: string;
  /** The odometer reading this change records (start going Active, end going Completed). */
  odometer?: { label: string; hint: (trip: TripDetail) => string };
};

/** "12,480 km": an odometer reading as the trip screens show it. */
export const odometerText = (value: number) => `${value.toLocaleString('en-US')} km`;

const CHANGES: Record<TripStatus, StatusChange | undefined> = {
  1: undefined,
  2: {
    status: STATUS.active,
    label: 'Start Trip',
    question: (trip) => `Start ${trip.journey_code} ${trip.journey_title} now?`,
    done: 'Trip started successfully',
    odometer: { label: 'Odometer Start', hint: () => 'The reading as the trip sets off' },
  },
  3: {
    status: STATUS.completed,
    label: 'Complete Trip',
    question: (trip) => `Mark ${trip.journey_code} ${trip.journey_title} as completed?`,
    done: 'Trip completed successfully',
    odometer: {
      label: 'Odometer End',
      hint: (trip) =>
        trip.odometer_start === null
          ? 'The reading as the trip ends'
          : `At least the start reading (${odometerText(trip.odometer_start)})`,
    },
  },
  4: {
    status: STATUS.cancelled,
    label: 'Cancel Trip',
    color: 'red',
    question: (trip) =>
      `Cancel ${trip.journey_code} ${trip.journey_title}? A cancelled trip cannot be restarted.`,
    done: 'Trip cancelled successfully',
  },
};

/** The changes a trip in its status may make (1→2, 1→4, 2→3, 2→4); none once it is over. */
export function statusChangesOf(status: TripStatus): StatusChange[] {
  return nextStatuses(status).flatMap((to) => CHANGES[to] ?? []);
}
