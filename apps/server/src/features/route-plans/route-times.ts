import { SCHOOL_PLACE } from '@app/shared/route-plans/road-times.schemas';
import type { LatLon, PlanningInput, RoadTimes } from './planning-input-types';

/** A school bus's average speed between stops in town, 30 km/h, in metres a second. */
export const BUS_SPEED = 30 / 3.6;
/**
 * Time at a stop: the bus pulling in and out, then each pupil boarding (or leaving); and at school,
 * the whole load getting off (or on, after school). Round figures, a little above the benchmark's
 * (19 s + 2.6 s a pupil, 154 s at school) for young children with bags: a stop of 6 pupils takes a
 * minute, a busload two minutes at the gate.
 */
export const STOP_FIXED_SECONDS = 30;
export const STOP_PER_RIDER_SECONDS = 5;
export const SCHOOL_SECONDS = 120;

const EARTH_RADIUS_METRES = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance (haversine), as the engine's geographic model reckons it. */
export function metresBetween(from: LatLon, to: LatLon): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A place a leg runs between: its point, and its key in the road time matrix (none for a new stop). */
export interface LegEnd extends LatLon {
  key?: string;
}

/** How long and how far the bus drives between two places, one way for the engine, proposal and today's routes. */
export interface Legs {
  /** The road time the school gave for the pair, else straight-line distance times the detour at BUS_SPEED. */
  seconds(from: LegEnd, to: LegEnd): number;
  /** Straight-line distance times the detour: a road time matrix gives times, not distances. */
  metres(from: LegEnd, to: LegEnd): number;
}

export function legsOf(detour: number, road: RoadTimes = {}): Legs {
  const metres = (from: LegEnd, to: LegEnd) => metresBetween(from, to) * detour;
  return {
    metres,
    seconds: (from, to) => {
      const given = from.key !== undefined && to.key !== undefined ? road[from.key]?.[to.key] : undefined;
      return given ?? metres(from, to) / BUS_SPEED;
    },
  };
}

/** A plan's legs: its detour factor and the road times kept with it. */
export const inputLegs = (input: Pick<PlanningInput, 'detour_factor' | 'road'>): Legs =>
  legsOf(input.detour_factor, input.road);

/** The school as a leg's end, keyed as the road time matrix names it. */
export const schoolEnd = (school: LatLon): LegEnd => ({ ...school, key: SCHOOL_PLACE });

const stopSeconds = (riders: number) =>
  riders > 0 ? STOP_FIXED_SECONDS + STOP_PER_RIDER_SECONDS * riders : 0;

export interface TimedStop extends LegEnd {
  riders: number;
}

export interface RouteTiming {
  /** Seconds of the day the bus is at each stop, in driving order. */
  times: number[];
  /** Each stop's pupils' ride in seconds: from their boarding's end to school, or from school to their stop. */
  rides: number[];
  /** The bus at its first stop (to school) or at school (from school); its arrival at the end. */
  start: number;
  end: number;
  /** Driven between the stops and school (straight line times the detour). */
  metres: number;
}

/**
 * A route's times by the planner's rules, for the proposal and for today's routes alike. To school
 * (direction 1) the stops run to school and the bus arrives and unloads by `anchor`, so the times are
 * reckoned back from it; from school (2) the bus loads at school from `anchor`, then drives its stops
 * in order.
 */
export function timeRoute(
  direction: 1 | 2,
  stops: readonly TimedStop[],
  school: LegEnd,
  anchor: number,
  legs: Legs,
): RouteTiming {
  const times: number[] = [];
  const rides: number[] = [];
  let metres = 0;
  if (stops.length === 0) return { times, rides, start: anchor, end: anchor, metres };
  if (direction === 1) {
    const reach = anchor - SCHOOL_SECONDS;
    let next: LegEnd = school;
    let departure = reach;
    for (let index = stops.length - 1; index >= 0; index--) {
      const stop = stops[index]!;
      metres += legs.metres(stop, next);
      departure -= legs.seconds(stop, next);
      rides[index] = reach - departure;
      times[index] = departure - stopSeconds(stop.riders);
      departure = times[index]!;
      next = stop;
    }
    return { times, rides, start: times[0]!, end: reach, metres };
  }
  const leave = anchor + SCHOOL_SECONDS;
  let at = leave;
  let previous: LegEnd = school;
  for (const stop of stops) {
    metres += legs.metres(previous, stop);
    at += legs.seconds(previous, stop);
    times.push(at);
    rides.push(at - leave);
    at += stopSeconds(stop.riders);
    previous = stop;
  }
  return { times, rides, start: anchor, end: times.at(-1)!, metres };
}

/** Seconds of the day as "HH:MM", to the nearest minute. */
export function clockTime(seconds: number): string {
  const minutes = ((Math.round(seconds / 60) % 1440) + 1440) % 1440;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
