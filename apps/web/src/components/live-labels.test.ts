import { describe, expect, it } from 'vitest';
import { delayClass, delaySecondsOf } from './live-labels';

describe('delayClass', () => {
  it('is on time within 2 minutes either way, late up to 10, very late beyond, early before 2', () => {
    const cases: [number | null, string][] = [
      [0, 'onTime'],
      [120, 'onTime'],
      [-120, 'onTime'],
      [121, 'late'],
      [600, 'late'],
      [601, 'veryLate'],
      [-121, 'early'],
      [null, 'unknown'],
    ];
    expect(cases.map(([seconds]) => [seconds, delayClass(seconds)])).toEqual(cases);
  });
});

describe('delaySecondsOf', () => {
  const eta = { trip: 't', vehicle: 'v', from_position_at: '2026-03-05T04:00:00Z', stops: [] };
  it("takes the estimate's delay, else the list's lateness, which is never early", () => {
    expect(delaySecondsOf({ minutes_late: 3 }, { ...eta, delay_seconds: -200 })).toBe(-200);
    expect(delaySecondsOf({ minutes_late: 3 }, { ...eta, delay_seconds: null })).toBeNull();
    expect(delaySecondsOf({ minutes_late: 3 }, null)).toBe(180);
    expect(delaySecondsOf({ minutes_late: -5 }, null)).toBe(0);
    expect(delaySecondsOf({ minutes_late: null }, null)).toBeNull();
  });
});
