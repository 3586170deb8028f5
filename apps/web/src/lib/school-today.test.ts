import { describe, expect, it } from 'vitest';
import { schoolToday } from './school-today';

describe('schoolToday', () => {
  // 22:30 UTC on March 31 is already April 1 in Nairobi (UTC+3), still March 31 in Lima (UTC-5).
  const lateEvening = new Date('2026-03-31T22:30:00Z');

  it("takes today from the school's calendar, not the browser's", () => {
    expect(schoolToday('Africa/Nairobi', lateEvening)).toBe('2026-04-01');
    expect(schoolToday('America/Lima', lateEvening)).toBe('2026-03-31');
    expect(schoolToday('Not/AZone', lateEvening)).toBe('2026-03-31');
  });
});
