/** Today in the school's calendar (YYYY-MM-DD): reports are of the school's dates, not the browser's. */
export function schoolToday(timeZone: string, now = new Date()): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  try {
    return format(timeZone);
  } catch {
    // A zone this browser does not know: UTC rather than no default at all.
    return format('UTC');
  }
}
