import { describe, expect, it } from 'vitest';
import { movedOrder, timeOutOfOrder } from './stop-order';

describe('movedOrder', () => {
  it('swaps a stop with its neighbour, and does nothing at either end', () => {
    expect(movedOrder(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(movedOrder(['a', 'b', 'c'], 'a', -1)).toBeNull();
    expect(movedOrder(['a', 'b', 'c'], 'c', 1)).toBeNull();
    expect(movedOrder(['a'], 'x', 1)).toBeNull();
  });
});

describe('timeOutOfOrder', () => {
  const stop = (sequence: number, expected_time: string) => ({
    sequence,
    expected_time,
    bus_stop_title: `Stop ${sequence}`,
  });

  it('finds the first stop earlier than the one before it, in sequence order', () => {
    const stops = [stop(3, '06:40:00'), stop(1, '06:30:00'), stop(2, '07:10:00')];
    expect(timeOutOfOrder(stops)).toEqual({ stop: stops[0], before: stops[2] });
  });

  it('accepts times that rise or stay the same', () => {
    expect(timeOutOfOrder([stop(1, '06:30:00'), stop(2, '06:30:00'), stop(3, '06:45:00')])).toBeNull();
    expect(timeOutOfOrder([])).toBeNull();
  });
});
