/** A point on the map, in degrees, as the API reads and writes coordinates. */
export type MapPoint = { latitude: number; longitude: number };

/** A stop drawn on the map: a marker with its label always shown (and its place in a route). */
export type MapStop = MapPoint & { id: string; label: string; sequence?: number | undefined };

/** Coordinates kept to the API's step of 0.0000001 degrees (seven decimals). */
export function roundPoint(latitude: number, longitude: number): MapPoint {
  return { latitude: round7(latitude), longitude: round7(longitude) };
}

function round7(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}

/** A point the map can show: both numbers finite and on the globe. */
export function isMapPoint(point: MapPoint | null | undefined): point is MapPoint {
  return (
    !!point &&
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}
