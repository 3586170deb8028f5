import { and, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import { ref } from '@app/shared/i18n/message-ref';
import type { RoutePlan, RoutePlanRequest } from '@app/shared/route-plans/route-plan.schemas';
import { pgErrorCode, pgErrorDetail, UNIQUE_VIOLATION } from '../../db/errors';
import { csvFile } from '../../http/csv-file';
import { AppError } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';
import { planningInput } from './planning-input';
import type { PlanRuns } from './route-plan-runs';
import { routePlans } from './route-plans.table';

/** A running plan whose row has not been written for this long, and that runs in no process here, died with its process. */
const INTERRUPTED_AFTER = '15 seconds';
/** The plans a school's list shows: its last ones. */
const LISTED = 20;

const notFound = ref('routePlans.notFound');

/** A plan as read, its error still a message ref (the route words it for its reader). */
const columns = {
  id: routePlans.id,
  direction: routePlans.direction,
  state: routePlans.state,
  progress: routePlans.progress,
  seconds: routePlans.seconds,
  created_at: routePlans.created_at,
  finished_at: routePlans.finished_at,
  // Only these of the input: the rest (every stop and pupil, the road times) is the approval's.
  detour_factor: sql<number>`(${routePlans.input} ->> 'detour_factor')::float8`,
  detour_basis: sql<RoutePlan['detour_basis']>`${routePlans.input} ->> 'detour_basis'`,
  road_pairs: sql<number>`coalesce((${routePlans.input} ->> 'road_pairs')::int, 0)`,
  current: routePlans.current,
  proposal: routePlans.proposal,
  error: routePlans.error,
};
type Row = { [K in keyof typeof columns]: unknown } & {
  id: string;
  direction: number;
  state: string;
  created_at: Date;
  finished_at: Date | null;
};

const planOf = (row: Row): RoutePlan =>
  ({
    ...row,
    direction: row.direction as 1 | 2,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  }) as RoutePlan;

/**
 * Plans left running by a process that died (a restart, a crash) are answered as failed: a running
 * row whose heartbeat stopped 15 s ago and that runs in none of this process's searches. Done before
 * any read of the school's plans, and before a new plan (which one still running would refuse).
 */
async function failInterrupted(ctx: TenantContext, runs: PlanRuns): Promise<void> {
  const here = runs.ids();
  await ctx.db
    .update(routePlans)
    .set({
      state: 'failed',
      error: ref('routePlans.interrupted'),
      finished_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(routePlans.tenant_id, ctx.tenantId),
        eq(routePlans.state, 'running'),
        lt(routePlans.updated_at, sql`now() - ${INTERRUPTED_AFTER}::interval`),
        here.length ? notInArray(routePlans.id, here) : undefined,
      ),
    );
}

/** The plan, or a 404 for one the school does not have. */
async function readPlan(ctx: TenantContext, id: string): Promise<RoutePlan> {
  const [row] = await ctx.db
    .select(columns)
    .from(routePlans)
    .where(and(eq(routePlans.tenant_id, ctx.tenantId), eq(routePlans.id, recordId(id, notFound))));
  if (!row) throw new AppError(404, notFound);
  return planOf(row as Row);
}

/**
 * A new plan of the direction's routes: what it is made from is read and kept, and the search starts
 * in the background; answered at once, running. A 409 while another of the school's plans runs.
 */
export async function startPlan(
  ctx: TenantContext,
  runs: PlanRuns,
  request: Required<RoutePlanRequest>,
  word: (language: string, text: string) => string,
): Promise<RoutePlan> {
  await failInterrupted(ctx, runs);
  const { input, current } = await planningInput(ctx, request.direction, word);
  const [row] = await ctx.db
    .insert(routePlans)
    .values({
      tenant_id: ctx.tenantId,
      direction: request.direction,
      state: 'running',
      seconds: request.seconds,
      input,
      current,
    })
    .returning(columns)
    .catch((error: unknown) => {
      if (
        pgErrorCode(error) === UNIQUE_VIOLATION &&
        pgErrorDetail(error).constraint === 'route_plans_running_idx'
      )
        throw new AppError(409, ref('routePlans.alreadyRunning'));
      throw error;
    });
  runs.start(ctx, { id: row!.id, seconds: request.seconds, input });
  return planOf(row as Row);
}

/** The school's last plans, newest first. */
export async function listPlans(ctx: TenantContext, runs: PlanRuns): Promise<RoutePlan[]> {
  await failInterrupted(ctx, runs);
  const rows = await ctx.db
    .select(columns)
    .from(routePlans)
    .where(eq(routePlans.tenant_id, ctx.tenantId))
    .orderBy(desc(routePlans.created_at), desc(routePlans.id))
    .limit(LISTED);
  return rows.map((row) => planOf(row as Row));
}

export async function getPlan(ctx: TenantContext, runs: PlanRuns, id: string): Promise<RoutePlan> {
  await failInterrupted(ctx, runs);
  return readPlan(ctx, id);
}

/** Stops a running plan: cancelled, its search stopped. A 409 for a plan that is not running. */
export async function cancelPlan(ctx: TenantContext, runs: PlanRuns, id: string): Promise<RoutePlan> {
  const [row] = await ctx.db
    .update(routePlans)
    .set({ state: 'cancelled', finished_at: sql`now()`, updated_at: sql`now()` })
    .where(
      and(
        eq(routePlans.tenant_id, ctx.tenantId),
        eq(routePlans.id, recordId(id, notFound)),
        eq(routePlans.state, 'running'),
      ),
    )
    .returning(columns);
  if (!row) {
    await readPlan(ctx, id);
    throw new AppError(409, ref('routePlans.notRunning'));
  }
  runs.cancel(row.id);
  return planOf(row as Row);
}

/**
 * The proposal as a CSV download: a line per stop of each route (route, vehicle, sequence, stop,
 * place, time, riders' names), headings in the reader's language (`word`). A 409 without a proposal.
 */
export async function planCsv(
  ctx: TenantContext,
  id: string,
  word: (text: string) => string,
): Promise<{ fileName: string; body: Buffer }> {
  const plan = await readPlan(ctx, id);
  if (!plan.proposal) throw new AppError(409, ref('routePlans.noProposal'));
  const heading = (
    [
      'routePlans.csvRoute',
      'routePlans.csvVehicle',
      'routePlans.csvSequence',
      'routePlans.csvStop',
      'routePlans.csvLatitude',
      'routePlans.csvLongitude',
      'routePlans.csvExpectedTime',
      'routePlans.csvRiders',
    ] as const
  ).map((key) => word(ref(key)));
  const lines = plan.proposal.routes.flatMap((route) =>
    route.stops.map((stop, index) => [
      route.number,
      route.vehicle?.registration_number ?? null,
      index + 1,
      stop.title,
      stop.latitude,
      stop.longitude,
      stop.expected_time,
      // A list of names, not a sentence: one cell, the names apart.
      stop.riders.map((rider) => rider.name).join('; '),
    ]),
  );
  return {
    fileName: `route-plan-${plan.created_at.slice(0, 10)}-${plan.id.slice(0, 8)}.csv`,
    body: csvFile([heading, ...lines], { bom: true }),
  };
}
