import type { RoutePlan } from '@app/shared/route-plans/route-plan.schemas';
import type { FleetPlan } from './plan-search';
import { longestRide, totalsOf, type MeasuredRoute } from './plan-totals';
import type { PlanningInput } from './planning-input-types';
import { clockTime, inputLegs, schoolEnd, timeRoute } from './route-times';

/** The proposal as stored with its plan (route_plans.proposal) and answered. */
export type StoredProposal = NonNullable<RoutePlan['proposal']>;

const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * A route's start and end as "HH:MM": the end at least a minute after the start, as a route's times
 * must be (a stop beside the school rounds to the same minute).
 */
function clockRange(start: number, end: number): [string, string] {
  const first = clockTime(start);
  const last = clockTime(end);
  return last > first ? [first, last] : [first, clockTime(start + 60)];
}

/**
 * The engine's plan as the school reads it: routes numbered by load (the largest first, as the
 * vehicles were given), each with its vehicle, times, stops in driving order with their pupils,
 * load, distance and longest ride; from school, the engine's routes driven the other way. Totals
 * measured as today's are (plan-totals.ts); one bus a route, as a school's routes all run at once.
 */
export function proposalOf(input: PlanningInput, plan: FleetPlan): StoredProposal {
  const ordered = [...plan.routes].sort((a, b) => b.load - a.load);
  const measured: MeasuredRoute[] = [];
  const routes = ordered.map((route, index) => {
    const parts = input.direction === 1 ? route.stops : [...route.stops].reverse();
    const riders = parts.map((part) => part.riders.length);
    const timing = timeRoute(
      input.direction,
      parts.map((part, at) => ({
        key: part.stop.key,
        latitude: part.stop.latitude,
        longitude: part.stop.longitude,
        riders: riders[at]!,
      })),
      schoolEnd(input.school),
      input.anchor,
      inputLegs(input),
    );
    const measure = { timing, riders };
    measured.push(measure);
    const [start_time, end_time] = clockRange(timing.start, timing.end);
    return {
      number: index + 1,
      vehicle: route.vehicle,
      start_time,
      end_time,
      kilometres: tenths(timing.metres / 1000),
      load: route.load,
      longest_ride_minutes: tenths(longestRide(measure) / 60),
      stops: parts.map((part, at) => ({
        bus_stop: part.stop.bus_stop,
        title: part.stop.title,
        latitude: part.stop.latitude,
        longitude: part.stop.longitude,
        expected_time: clockTime(timing.times[at]!),
        riders: part.riders,
      })),
    };
  });
  return { totals: totalsOf(measured, routes.length), routes, unplaced: input.unplaced };
}
