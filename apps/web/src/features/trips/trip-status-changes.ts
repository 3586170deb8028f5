import type { MantineColor } from '@mantine/core';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import type { Formats } from '@app/shared/i18n/formats';
import type { MessageValues } from '@app/shared/i18n/message-ref';
import { nextStatuses, STATUS } from '@app/shared/trip-status/trip-status.schemas';
import type { TripDetail, TripStatus } from '@app/shared/trips/trip.schemas';

/** A message of the catalogue with its values, as a change words its modal. */
type Worded = { id: MessageKey; values?: MessageValues };

/** One status change a trip may make, as its button and modal word it. */
export type StatusChange = {
  status: TripStatus;
  label: MessageKey;
  /** Red for Cancel; the theme's own (AA contrast when filled) otherwise. */
  color?: MantineColor;
  /** What the modal asks. */
  question: MessageKey;
  /** The toast once done. */
  done: MessageKey;
  /** The odometer reading this change records (start going Active, end going Completed). */
  odometer?: { label: MessageKey; hint: (trip: TripDetail, formats: Formats) => Worded };
  /** Completing: the driver's empty-bus check (issue 25 §2), which the office confirms it was told. */
  emptyBusCheck?: true;
};

/** "12,480 km": an odometer reading as the trip screens show it ("km 12,480" in Kiswahili). */
export const odometerText = (formats: Formats, value: number) => formats.number(value, { unit: 'kilometer' });

const CHANGES: Record<TripStatus, StatusChange | undefined> = {
  1: undefined,
  2: {
    status: STATUS.active,
    label: 'trips.startTrip',
    question: 'trips.startQuestion',
    done: 'trips.started',
    odometer: { label: 'trips.odometerStart', hint: () => ({ id: 'trips.odometerStartHint' }) },
  },
  3: {
    status: STATUS.completed,
    label: 'trips.completeTrip',
    question: 'trips.completeQuestion',
    done: 'trips.completed',
    odometer: {
      label: 'trips.odometerEnd',
      hint: (trip, formats) =>
        trip.odometer_start === null
          ? { id: 'trips.odometerEndHint' }
          : { id: 'trips.odometerEndAtLeast', values: { start: odometerText(formats, trip.odometer_start) } },
    },
    emptyBusCheck: true,
  },
  4: {
    status: STATUS.cancelled,
    label: 'trips.cancelTrip',
    color: 'red',
    question: 'trips.cancelQuestion',
    done: 'trips.cancelled',
  },
};

/** The changes a trip in its status may make (1→2, 1→4, 2→3, 2→4); none once it is over. */
export function statusChangesOf(status: TripStatus): StatusChange[] {
  return nextStatuses(status).flatMap((to) => CHANGES[to] ?? []);
}
