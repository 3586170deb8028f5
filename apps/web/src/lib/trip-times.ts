/** "07:42": the clock time of an instant in the school's time zone (24-hour, as expected times read). */
export function clockTime(at: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(new Date(at));
  } catch {
    // A zone this browser does not know: UTC rather than nothing.
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(new Date(at));
  }
}

/** "-1.29210, 36.82190": a recorded position, each coordinate cut to 8 characters (spec part 2 §9). */
export function locationText(point: { latitude: number | null; longitude: number | null }): string | null {
  if (point.latitude === null || point.longitude === null) return null;
  return `${String(point.latitude).slice(0, 8)}, ${String(point.longitude).slice(0, 8)}`;
}
