import { describe, expect, it } from 'vitest';
import { csvLabel, formatReportValue } from './report-values';

describe('formatReportValue', () => {
  it('shows each kind as the preview and the PDF do', () => {
    expect(formatReportValue('date', '2026-03-05', 'KES')).toBe('March 5, 2026');
    expect(formatReportValue('date_time', '2026-03-05 07:04', 'KES')).toBe('March 5, 2026 07:04');
    expect(formatReportValue('percent', 93.45, 'KES')).toBe('93.5%');
    expect(formatReportValue('distance', 1234.56, 'KES')).toBe('1,234.6 km');
    // Intl keeps the code with its amount by a no-break space.
    expect(formatReportValue('money', 1234.5, 'KES')).toBe('KES\u00a01,234.50');
    expect(formatReportValue('minutes', 3, 'KES')).toBe('+3 min');
    expect(formatReportValue('minutes', -2, 'KES')).toBe('-2 min');
    expect(formatReportValue('count', 12345, 'KES')).toBe('12,345');
    expect(formatReportValue('text', 'Route 1', 'KES')).toBe('Route 1');
    expect(formatReportValue('count', null, 'KES')).toBe('');
  });

  it("shows them in the reader's language", () => {
    expect(formatReportValue('date', '2026-03-05', 'KES', 'sw')).toBe('5 Machi 2026');
    expect(formatReportValue('date_time', '2026-03-05 07:04', 'KES', 'sw')).toBe('5 Machi 2026 07:04');
    expect(formatReportValue('distance', 1234.56, 'KES', 'sw')).toBe('km 1,234.6');
    expect(formatReportValue('minutes', 3, 'KES', 'sw')).toBe('dakika +3');
    expect(formatReportValue('percent', 93.45, 'KES', 'sw')).toBe('93.5%');
  });
});

describe('csvLabel', () => {
  it('names the currency of a money column, whose CSV cells are bare numbers', () => {
    expect(csvLabel('Cost', 'money', 'KES')).toBe('Cost (KES)');
    expect(csvLabel('Distance (km)', 'distance', 'KES')).toBe('Distance (km)');
  });
});
