/**
 * A month of the calendar as weeks from Monday to Sunday (the school week starts on Monday in Kenya,
 * as Mantine's date pickers have it), each day YYYY-MM-DD and null for the days of the months around.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, monthIndex] = parseMonth(month);
  const days = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  // getUTCDay: 0 Sunday ... 6 Saturday; Monday-first, the 1st sits this many places in.
  const lead = (new Date(Date.UTC(year, monthIndex, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The month `step` months after (or before, negative) `month`, YYYY-MM. */
export function shiftMonth(month: string, step: number): string {
  const [year, monthIndex] = parseMonth(month);
  const shifted = new Date(Date.UTC(year, monthIndex + step, 1));
  return `${shifted.getUTCFullYear()}-${String(shifted.getUTCMonth() + 1).padStart(2, '0')}`;
}

function parseMonth(month: string): [number, number] {
  return [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1];
}

/** The address's month, YYYY-MM. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
