import type { Problem, TravelModel } from '@app/route-planner/problem';
import { DEPOT_ID } from '@app/route-planner/travel';
import { SCHOOL_PLACE } from '@app/shared/route-plans/road-times.schemas';
import type { PlannedRider, PlanningInput, PlanningStop, PlanningVehicle } from './planning-input-types';
import {
  BUS_SPEED,
  inputLegs,
  schoolEnd,
  SCHOOL_SECONDS,
  STOP_FIXED_SECONDS,
  STOP_PER_RIDER_SECONDS,
  type LegEnd,
} from './route-times';

/** The school's id in the engine's problem (one school): the matrix's name for it. */
const SCHOOL = SCHOOL_PLACE;

/** A stop as the engine sees it: a planning stop, or a share of one with more pupils than a bus seats. */
export interface StopPart {
  stop: PlanningStop;
  riders: PlannedRider[];
}

/**
 * The engine's problem for buses of `capacity` seats: the school with its arrival (to school) or
 * dismissal (from school: the same routes driven the other way), every stop with its pupils (a stop
 * with more than a busload in shares of at most one, each its own engine stop), the school as the
 * depot, and the school's travel model and stop times.
 */
export function problemFor(
  input: PlanningInput,
  capacity: number,
): { problem: Problem; parts: Map<string, StopPart> } {
  const parts = new Map<string, StopPart>();
  const place = (point: { latitude: number; longitude: number }) => ({
    x: point.longitude,
    y: point.latitude,
  });
  for (const stop of input.stops) {
    const shares = Math.ceil(stop.riders.length / capacity);
    for (let share = 0; share < shares; share++) {
      const riders = stop.riders.slice(share * capacity, (share + 1) * capacity);
      parts.set(shares === 1 ? stop.key : `${stop.key}#${share + 1}`, { stop, riders });
    }
  }
  return {
    problem: {
      schools: [{ id: SCHOOL, ...place(input.school), arrival: input.anchor }],
      stops: [...parts].map(([id, part]) => ({
        id,
        school: SCHOOL,
        ...place(part.stop),
        riders: part.riders.length,
      })),
      depot: place(input.school),
      capacity,
      maxRide: input.max_ride,
      stopFixed: STOP_FIXED_SECONDS,
      stopPerRider: STOP_PER_RIDER_SECONDS,
      unload: SCHOOL_SECONDS,
      travel: travelModelOf(input, parts),
    },
    parts,
  };
}

/**
 * Straight-line distance times the detour when the school gave no road times; else every leg between
 * the engine's places (the school, the depot at school, each stop part) as the plan's legs time it,
 * a road time where one was given. The engine plans routes to school: from school they are driven the
 * other way, so its legs are the roads' the other way round.
 */
function travelModelOf(input: PlanningInput, parts: Map<string, StopPart>): TravelModel {
  if (Object.keys(input.road ?? {}).length === 0)
    return { kind: 'geographic', speed: BUS_SPEED, detour: input.detour_factor };
  const legs = inputLegs(input);
  const school = schoolEnd(input.school);
  const places: [string, LegEnd][] = [
    [SCHOOL, school],
    [DEPOT_ID, school],
    ...[...parts].map(([id, part]): [string, LegEnd] => [id, part.stop]),
  ];
  const seconds: Record<string, Record<string, number>> = {};
  for (const [fromId, from] of places) {
    const row: Record<string, number> = {};
    for (const [toId, to] of places)
      row[toId] = input.direction === 1 ? legs.seconds(from, to) : legs.seconds(to, from);
    seconds[fromId] = row;
  }
  return { kind: 'matrix', seconds };
}

/** The fleet's seat counts, the largest first: the capacities a mixed fleet is planned with in turn. */
export function seatLevels(vehicles: readonly PlanningVehicle[]): number[] {
  return [...new Set(vehicles.map((vehicle) => vehicle.max_capacity))].sort((a, b) => b - a);
}

/**
 * Vehicles for routes by load: the largest load to the largest vehicle, and so on down. A route
 * that the largest vehicle left cannot seat, or beyond the fleet, has none (null). This seats the
 * most routes there can be: a load either fits the largest vehicle left or none of them.
 */
export function assignVehicles(
  loads: readonly number[],
  vehicles: readonly PlanningVehicle[],
): (PlanningVehicle | null)[] {
  const fleet = [...vehicles].sort((a, b) => b.max_capacity - a.max_capacity);
  const order = loads.map((load, index) => ({ load, index })).sort((a, b) => b.load - a.load);
  const assigned: (PlanningVehicle | null)[] = loads.map(() => null);
  let next = 0;
  for (const { load, index } of order) {
    const vehicle = fleet[next];
    if (vehicle && vehicle.max_capacity >= load) {
      assigned[index] = vehicle;
      next++;
    }
  }
  return assigned;
}
