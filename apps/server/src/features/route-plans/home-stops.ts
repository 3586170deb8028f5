import type { LatLon, PlannedRider } from './planning-input-types';
import { metresBetween } from './route-times';

export interface Home extends LatLon {
  rider: PlannedRider;
}

export interface ExistingStop extends LatLon {
  id: string;
  title: string;
  zone: string;
  is_active: boolean;
}

export interface NewStop extends LatLon {
  riders: PlannedRider[];
  /** The existing stop nearest to it (any, active or not): it takes that stop's zone and is named after it. */
  nearest: ExistingStop | null;
}

/** A new stop's degrees: to the metre, which is all a kerbside needs (and not a home's exact figures). */
const DECIMALS = 5;
const rounded = (degrees: number) => Number(degrees.toFixed(DECIMALS));

function nearestOf(point: LatLon, stops: readonly ExistingStop[]) {
  let best: { stop: ExistingStop; metres: number } | null = null;
  for (const stop of stops) {
    const metres = metresBetween(point, stop);
    if (!best || metres < best.metres) best = { stop, metres };
  }
  return best;
}

/**
 * Stops for pupils who have a home and no stop in the direction (issue 24 §2): the nearest active
 * stop within the walk limit (straight line); where there is none, a new stop. Homes within the
 * limit of each other share one new stop at their mean, grouped greedily: each home not yet grouped,
 * in the order given, starts a group that takes the nearest of the others that are within the limit
 * of every home in it. Every home is then within the limit of its stop too (the mean lies among them).
 */
export function stopsForHomes(
  homes: readonly Home[],
  stops: readonly ExistingStop[],
  walkLimit: number,
): { atStops: Map<string, PlannedRider[]>; newStops: NewStop[] } {
  const active = stops.filter((stop) => stop.is_active);
  const atStops = new Map<string, PlannedRider[]>();
  const far: Home[] = [];
  for (const home of homes) {
    const nearest = nearestOf(home, active);
    if (nearest && nearest.metres <= walkLimit) {
      atStops.set(nearest.stop.id, [...(atStops.get(nearest.stop.id) ?? []), home.rider]);
    } else {
      far.push(home);
    }
  }
  const grouped = new Set<Home>();
  const newStops: NewStop[] = [];
  for (const seed of far) {
    if (grouped.has(seed)) continue;
    const group = [seed];
    grouped.add(seed);
    const candidates = far
      .filter((home) => !grouped.has(home) && metresBetween(seed, home) <= walkLimit)
      .sort((a, b) => metresBetween(seed, a) - metresBetween(seed, b));
    for (const candidate of candidates) {
      if (group.every((member) => metresBetween(member, candidate) <= walkLimit)) {
        group.push(candidate);
        grouped.add(candidate);
      }
    }
    const mean = {
      latitude: rounded(group.reduce((sum, home) => sum + home.latitude, 0) / group.length),
      longitude: rounded(group.reduce((sum, home) => sum + home.longitude, 0) / group.length),
    };
    newStops.push({
      ...mean,
      riders: group.map((home) => home.rider),
      nearest: nearestOf(mean, stops)?.stop ?? null,
    });
  }
  return { atStops, newStops };
}
