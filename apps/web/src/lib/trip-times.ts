/** "-1.29210, 36.82190": a recorded position, each coordinate cut to 8 characters (spec part 2 §9). */
export function locationText(point: { latitude: number | null; longitude: number | null }): string | null {
  if (point.latitude === null || point.longitude === null) return null;
  return `${String(point.latitude).slice(0, 8)}, ${String(point.longitude).slice(0, 8)}`;
}
