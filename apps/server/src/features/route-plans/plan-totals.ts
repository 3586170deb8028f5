import type { PlanTotals } from '@app/shared/route-plans/route-plan.schemas';
import type { RouteStopRow } from './planning-reads';
import type { LatLon } from './planning-input-types';
import { schoolEnd, timeRoute, type Legs, type RouteTiming, type TimedStop } from './route-times';

/** A route measured: its timing and the riders of each of its stops. */
export interface MeasuredRoute {
  timing: RouteTiming;
  riders: number[];
}

const tenths = (value: number) => Math.round(value * 10) / 10;
const minutes = (seconds: number) => tenths(seconds / 60);

/** The longest ride of a route's pupils, in seconds (0 without any). */
export function longestRide(route: MeasuredRoute): number {
  return route.timing.rides.reduce(
    (longest, ride, index) => (route.riders[index]! > 0 ? Math.max(longest, ride) : longest),
    0,
  );
}

/** Buses, routes, distance and rides of a set of routes, the same way for today's and the plan's. */
export function totalsOf(routes: readonly MeasuredRoute[], buses: number): PlanTotals {
  let riders = 0;
  let rideSeconds = 0;
  let metres = 0;
  let longest = 0;
  for (const route of routes) {
    metres += route.timing.metres;
    longest = Math.max(longest, longestRide(route));
    route.riders.forEach((count, index) => {
      riders += count;
      rideSeconds += count * route.timing.rides[index]!;
    });
  }
  return {
    buses,
    routes: routes.length,
    kilometres: tenths(metres / 1000),
    longest_ride_minutes: minutes(longest),
    average_ride_minutes: riders ? minutes(rideSeconds / riders) : 0,
    riders,
  };
}

/**
 * Today's totals: each of today's routes driven over its stops in their order, by the plan's travel
 * model and stop times; its buses are the routes' distinct default vehicles.
 */
export function currentTotals(
  rows: readonly RouteStopRow[],
  direction: 1 | 2,
  school: LatLon,
  anchor: number,
  legs: Legs,
): PlanTotals {
  const stopsOf = new Map<string, TimedStop[]>();
  const vehicles = new Set<string>();
  for (const row of rows) {
    vehicles.add(row.vehicle);
    const stops = stopsOf.get(row.journey) ?? [];
    stopsOf.set(row.journey, stops);
    if (row.latitude !== null && row.longitude !== null)
      stops.push({
        key: row.bus_stop ?? undefined,
        latitude: row.latitude,
        longitude: row.longitude,
        riders: row.riders,
      });
  }
  const routes = [...stopsOf.values()].map((stops) => ({
    timing: timeRoute(direction, stops, schoolEnd(school), anchor, legs),
    riders: stops.map((stop) => stop.riders),
  }));
  return totalsOf(routes, vehicles.size);
}
