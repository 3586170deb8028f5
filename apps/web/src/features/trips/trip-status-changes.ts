import type { MantineColor } from '@mantine/core';
import { TRIP_TRANSITIONS, type TripDetail, type TripStatus } from './trip-contract';

/** One status change a trip may make, as its button and modal word it. */
export type StatusChange = {
  status: TripStatus;
  label: string;
  color: MantineColor;
  /** What the modal asks. */
  question: (trip: TripDetail) => string;
  /** The toast once done. */
  done: string;
  /** The odometer reading this change records (start going Active, end going Completed). */
  odometer?: { label: string; hint: (trip: TripDetail) => string };
};

/** "12,480 km": an odometer reading as the trip screens show it. */
export const odometerText = (value: number) => `${value.toLocaleString('en-US')} km`;

const CHANGES: Record<2 | 3 | 4, StatusChange> = {
  2: {
    status: 2,
    label: 'Start Trip',
    color: 'orange',
    question: (trip) => `Start ${trip.journey_code} ${trip.journey_title} now?`,
    done: 'Trip started successfully',
    odometer: { label: 'Odometer Start', hint: () => 'The reading as the trip sets off' },
  },
  3: {
    status: 3,
    label: 'Complete Trip',
    color: 'green',
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
    status: 4,
    label: 'Cancel Trip',
    color: 'red',
    question: (trip) =>
      `Cancel ${trip.journey_code} ${trip.journey_title}? A cancelled trip cannot be restarted.`,
    done: 'Trip cancelled successfully',
  },
};

/** The changes a trip in its status may make (1→2, 1→4, 2→3, 2→4); none once it is over. */
export function statusChangesOf(status: TripStatus): StatusChange[] {
  return TRIP_TRANSITIONS[status].map((to) => CHANGES[to as 2 | 3 | 4]);
}
