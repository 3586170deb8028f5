import { describe, expect, it } from 'vitest';
import { errorsOf as errorsOfSchema } from '../common/schema-errors.test-helpers';
import { english } from '../i18n/english';
import {
  canChangeStatus,
  eventOfStatus,
  nextStatuses,
  statusOfEvent,
  transitionMessage,
  tripStatusChangeSchema,
} from './trip-status.schemas';
import type { TripStatus } from '../trips/trip.schemas';

const statuses: TripStatus[] = [1, 2, 3, 4];

describe('trip status transitions (DESIGN §5, Trip status)', () => {
  it('allows exactly 1→2, 1→4, 2→3 and 2→4', () => {
    const allowed = statuses.flatMap((from) =>
      statuses.filter((to) => canChangeStatus(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['1→2', '1→4', '2→3', '2→4']);
    expect(statuses.map((from) => nextStatuses(from))).toEqual([[2, 4], [3, 4], [], []]);
  });

  it('names both states when it refuses', () => {
    expect(english(transitionMessage(3, 2))).toBe('A trip cannot go from Completed to Active.');
    expect(english(transitionMessage(1, 1))).toBe('A trip cannot go from Scheduled to Scheduled.');
    expect(english(transitionMessage(4, 3))).toBe('A trip cannot go from Cancelled to Completed.');
  });

  it('records Trip Started, Completed or Cancelled, and reads them back as changes', () => {
    expect(statuses.map((status) => eventOfStatus(status))).toEqual([undefined, 1, 7, 9]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((type) => statusOfEvent(type as never))).toEqual([
      2,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      3,
      undefined,
      4,
    ]);
  });
});

describe('tripStatusChangeSchema (PATCH /transport/trips/{id}/)', () => {
  const errorsOf = (input: unknown) => errorsOfSchema(tripStatusChangeSchema, input);

  it('takes a status, an optional detail, an optional odometer reading and the empty-bus check', () => {
    expect(tripStatusChangeSchema.parse({ status: 2 })).toEqual({
      status: 2,
      detail: '',
      empty_bus_checked: false,
    });
    expect(
      tripStatusChangeSchema.parse({ status: 3, detail: ' Done ', odometer: 120, empty_bus_checked: true }),
    ).toEqual({ status: 3, detail: 'Done', odometer: 120, empty_bus_checked: true });
    expect(errorsOf({ status: 3, empty_bus_checked: 'yes' })).toEqual({
      empty_bus_checked: ['The empty-bus check must be true or false.'],
    });
  });

  it('answers a message for each field it refuses', () => {
    const status = ['Status must be 1 (Scheduled), 2 (Active), 3 (Completed) or 4 (Cancelled)'];
    for (const value of [undefined, 0, 5, 2.5, '2']) expect(errorsOf({ status: value })).toEqual({ status });
    expect(errorsOf({ status: 4, detail: 'x'.repeat(1001) })).toEqual({
      detail: ['Detail must be at most 1000 characters'],
    });
    const odometer = ['Odometer reading must be a whole number from 0 to 9,999,999'];
    for (const value of [-1, 1.5, 10_000_000, '12'])
      expect(errorsOf({ status: 2, odometer: value })).toEqual({ odometer });
  });
});
