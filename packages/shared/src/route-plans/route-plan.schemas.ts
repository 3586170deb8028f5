import { z } from 'zod';
import { ref } from '../i18n/message-ref';

/**
 * Route planning (issue 24 §2): a school asks for a plan of one direction's routes; the engine
 * (packages/route-planner) runs in a worker thread; the answer is a proposal beside today's routes,
 * applied only when a person approves it.
 */
export const ROUTE_PLANS_PATH = '/transport/route-plans/';

/** running: the engine is searching; ready: a proposal to review; approved: its routes were made. */
export const ROUTE_PLAN_STATES = ['running', 'ready', 'failed', 'cancelled', 'approved'] as const;
export type RoutePlanState = (typeof ROUTE_PLAN_STATES)[number];

/** Seconds the engine may search. */
export const PLAN_SECONDS = { default: 20, min: 5, max: 120 } as const;

export const ROUTE_PLAN_MESSAGES = {
  direction: ref('routePlans.directionInvalid'),
  seconds: ref('routePlans.secondsRange', { min: PLAN_SECONDS.min, max: PLAN_SECONDS.max }),
} as const;
const m = ROUTE_PLAN_MESSAGES;

export const routePlanRequestSchema = z.object({
  direction: z.union([z.literal(1), z.literal(2)], { message: m.direction }),
  seconds: z
    .number({ error: m.seconds })
    .int(m.seconds)
    .min(PLAN_SECONDS.min, m.seconds)
    .max(PLAN_SECONDS.max, m.seconds)
    .default(PLAN_SECONDS.default),
});
export type RoutePlanRequest = z.input<typeof routePlanRequestSchema>;

const plannedRiderSchema = z.object({ student: z.string(), name: z.string() });

const plannedStopSchema = z.object({
  /** The existing bus stop, or null for a new stop the plan proposes (at pupils' homes). */
  bus_stop: z.string().nullable(),
  title: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** "HH:MM": when the bus is there. */
  expected_time: z.string(),
  riders: z.array(plannedRiderSchema),
});

const plannedVehicleSchema = z.object({
  id: z.string(),
  registration_number: z.string(),
  max_capacity: z.number().int(),
});

const plannedRouteSchema = z.object({
  /** 1, 2, ... in the proposal. */
  number: z.number().int(),
  /** The bus that drives it; null where the school has no free vehicle with the seats. */
  vehicle: plannedVehicleSchema.nullable(),
  /** "HH:MM": leaving the first stop (to school) or school (from school); arriving at the end. */
  start_time: z.string(),
  end_time: z.string(),
  kilometres: z.number(),
  load: z.number().int(),
  longest_ride_minutes: z.number(),
  stops: z.array(plannedStopSchema),
});

/** Buses, distance and rides of a set of routes, measured the same way for today's and the plan's. */
const planTotalsSchema = z.object({
  buses: z.number().int(),
  routes: z.number().int(),
  kilometres: z.number(),
  longest_ride_minutes: z.number(),
  average_ride_minutes: z.number(),
  riders: z.number().int(),
});
export type PlanTotals = z.infer<typeof planTotalsSchema>;

export const routePlanSchema = z.object({
  id: z.string(),
  direction: z.union([z.literal(1), z.literal(2)]),
  state: z.enum(ROUTE_PLAN_STATES),
  /** 0 to 1 of the search's time. */
  progress: z.number(),
  seconds: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /**
   * Travel times are straight-line distance times this, at 30 km/h; `recorded` when it was learned
   * from the school's own recorded trips, `default` when too few were recorded.
   */
  detour_factor: z.number(),
  detour_basis: z.enum(['recorded', 'default']),
  /**
   * Pairs of the plan's places (the school and its stops) with a road time the school gave
   * (road-times.schemas.ts): those legs are timed by it, every other by the detour factor. 0: none.
   */
  road_pairs: z.number().int(),
  current: planTotalsSchema,
  proposal: z
    .object({
      totals: planTotalsSchema,
      routes: z.array(plannedRouteSchema),
      /** Pupils the plan could not place (no stop and no home location, or a stop too far to ride). */
      unplaced: z.array(plannedRiderSchema),
    })
    .nullable(),
  /** Why a failed plan failed, worded for the reader. */
  error: z.string().nullable(),
});
export type RoutePlan = z.infer<typeof routePlanSchema>;

export const routePlanApprovalSchema = z.object({
  /** Make today's routes of the direction inactive once the new ones exist. */
  retire_current: z.boolean().default(false),
});
export type RoutePlanApproval = z.input<typeof routePlanApprovalSchema>;

export const routePlanApprovedSchema = z.object({
  routes: z.array(z.object({ id: z.string(), code: z.string() })),
  retired: z.number().int(),
});
export type RoutePlanApproved = z.infer<typeof routePlanApprovedSchema>;
