import { describe, expect, it } from 'vitest';
import { defaultReportRange } from './report-range';

describe('report range', () => {
  // 22:30 UTC on March 31 is already April 1 in Nairobi (UTC+3), still March 31 in Lima (UTC-5).
  const lateEvening = new Date('2026-03-31T22:30:00Z');

  it('proposes the last 30 days, today included', () => {
    expect(defaultReportRange('Africa/Nairobi', lateEvening)).toEqual({
      start_date: '2026-03-03',
      end_date: '2026-04-01',
    });
  });
});
