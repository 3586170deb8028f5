import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { scheduleOf, SCHOOL_DAYS, weekdayBits } from '@app/shared/common/weekdays';
import { ref } from '@app/shared/i18n/message-ref';
import type { RoutePlanApproved } from '@app/shared/route-plans/route-plan.schemas';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { AppError } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';
import { busStops } from '../bus-stops/bus-stops.table';
import { journeyStops } from '../journey-stops/journey-stops.table';
import { journeys } from '../journeys/journeys.table';
import { addAssignments, endAssignmentsWhere } from '../student-journeys/student-journeys.resource';
import { studentJourneys } from '../student-journeys/student-journeys.table';
import { tenants } from '../tenants/tenants.table';
import { zones } from '../zones/zones.table';
import { newStopTitles, titlesByZone } from './new-stop-titles';
import { fingerprintOf } from './plan-fingerprint';
import type { PlanningInput, PlanningStop } from './planning-input-types';
import type { StoredProposal } from './proposal';
import { routePlans } from './route-plans.table';

/** Words a message in the school's language (the titles of what the approval makes). */
type Word = (text: string) => string;
type Route = StoredProposal['routes'][number];

const conflict = (key: Parameters<typeof ref>[0], values?: Record<string, number>) =>
  new AppError(409, ref(key, values));

/**
 * Approves a ready plan (issue 24 §2) in one transaction: new bus stops for the proposed ones, the
 * routes (codes P01-AM..., unique among the school's), their stops in order with their times, and
 * the pupils' assignments at them (Monday to Friday, each with its audit entry); with
 * `retire_current`, today's routes of the direction made inactive and their assignments ended
 * (audited too). One statement a table. Refused (409) when the plan is not ready, a route has no
 * vehicle, or the direction's routes or riders changed since it was made; and when something it
 * names was deleted meanwhile (a vehicle, a stop, a pupil), with nothing written.
 */
export async function approvePlan(
  ctx: TenantContext,
  id: string,
  retireCurrent: boolean,
  word: (language: string, text: string) => string,
): Promise<RoutePlanApproved> {
  const planId = recordId(id, ref('routePlans.notFound'));
  try {
    return await ctx.db.transaction(async (db) => {
      const tx = { ...ctx, db };
      const [plan] = await db
        .select({ state: routePlans.state, input: routePlans.input, proposal: routePlans.proposal })
        .from(routePlans)
        .where(and(eq(routePlans.tenant_id, ctx.tenantId), eq(routePlans.id, planId)))
        .for('update');
      if (!plan) throw new AppError(404, ref('routePlans.notFound'));
      if (plan.state !== 'ready' || !plan.proposal) throw conflict('routePlans.notReady');
      const { input, proposal } = plan;
      const unassigned = proposal.routes.find((route) => !route.vehicle);
      if (unassigned) throw conflict('routePlans.routeWithoutVehicle', { number: unassigned.number });
      // The direction's routes are locked until the end: an assignment to one (its key's lock) waits.
      await db
        .select({ id: journeys.id })
        .from(journeys)
        .where(and(eq(journeys.tenant_id, ctx.tenantId), eq(journeys.direction, input.direction)))
        .for('update');
      if ((await fingerprintOf(db, ctx.tenantId, input.direction)) !== input.fingerprint)
        throw conflict('routePlans.changed');
      if (!input.academic_period) throw conflict('routePlans.noAcademicPeriod');

      const [school] = await db
        .select({ language: tenants.default_language })
        .from(tenants)
        .where(eq(tenants.id, ctx.tenantId));
      const inLanguage = (text: string) => word(school!.language, text);
      const stopIds = await createNewStops(tx, input, proposal, inLanguage);
      const created = await createRoutes(tx, input, proposal.routes, inLanguage);
      const stops = await db
        .insert(journeyStops)
        .values(
          proposal.routes.flatMap((route, index) =>
            route.stops.map((stop, at) => ({
              tenant_id: ctx.tenantId,
              journey_id: created[index]!.id,
              bus_stop_id: stop.bus_stop ?? stopIds.get(newStopOf(input, stop.riders[0]!.student))!,
              sequence: at + 1,
              expected_time: stop.expected_time,
            })),
          ),
        )
        .returning({
          id: journeyStops.id,
          journey: journeyStops.journey_id,
          sequence: journeyStops.sequence,
        });
      const stopAt = new Map(stops.map((stop) => [`${stop.journey}/${stop.sequence}`, stop.id]));
      let retired = 0;
      if (retireCurrent && input.routes.length) {
        await endAssignmentsWhere(tx, inArray(studentJourneys.journey_id, input.routes));
        retired = (
          await db
            .update(journeys)
            .set({ is_active: false, updated_at: new Date() })
            .where(
              and(
                eq(journeys.tenant_id, ctx.tenantId),
                inArray(journeys.id, input.routes),
                eq(journeys.is_active, true),
              ),
            )
            .returning({ id: journeys.id })
        ).length;
      }
      const point = input.direction === 1 ? 'pick_point' : 'drop_point';
      await addAssignments(
        tx,
        proposal.routes.flatMap((route, index) =>
          route.stops.flatMap((stop, at) =>
            stop.riders.map((rider) => ({
              student: rider.student,
              journey: created[index]!.id,
              is_active: true,
              sequence: 1,
              pick_point: null,
              drop_point: null,
              [point]: stopAt.get(`${created[index]!.id}/${at + 1}`)!,
              schedule: scheduleOf(weekdayBits(SCHOOL_DAYS)),
            })),
          ),
        ),
      );
      await db
        .update(routePlans)
        .set({ state: 'approved', updated_at: new Date() })
        .where(and(eq(routePlans.tenant_id, ctx.tenantId), eq(routePlans.id, planId)));
      return { routes: created, retired };
    });
  } catch (error) {
    // A vehicle, bus stop or pupil the plan names was deleted after it was made; a route's code or a
    // stop's title was taken meanwhile.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict('routePlans.recordsGone');
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict('routePlans.changed');
    throw error;
  }
}

/** The new stop (of the input) a proposed stop without a bus stop is a share of: its pupils'. */
function newStopOf(input: PlanningInput, student: string): string {
  return input.stops.find((stop) => !stop.bus_stop && stop.riders.some((rider) => rider.student === student))!
    .key;
}

/**
 * The bus stops for the plan's new stops, in one statement: each in the zone of its nearest existing
 * stop (the school's first zone when it had none), titled after it, unique in the zone as titles
 * must be. Answers their ids by the input's keys.
 */
async function createNewStops(
  tx: TenantContext,
  input: PlanningInput,
  proposal: StoredProposal,
  word: Word,
): Promise<Map<string, string>> {
  const used = new Set(
    proposal.routes.flatMap((route) =>
      route.stops.filter((stop) => !stop.bus_stop).map((stop) => newStopOf(input, stop.riders[0]!.student)),
    ),
  );
  const proposed = input.stops.filter((stop) => used.has(stop.key));
  if (proposed.length === 0) return new Map();
  // One after the other: a transaction's statements share its one connection.
  const [firstZone] = await tx.db
    .select({ id: zones.id })
    .from(zones)
    .where(eq(zones.tenant_id, tx.tenantId))
    .orderBy(asc(zones.title), asc(zones.id))
    .limit(1);
  const existing = await tx.db
    .select({ zone: busStops.zone_id, title: busStops.title })
    .from(busStops)
    .where(eq(busStops.tenant_id, tx.tenantId));
  const zoneOf = (stop: PlanningStop) => stop.zone ?? firstZone?.id;
  if (proposed.some((stop) => !zoneOf(stop))) throw conflict('routePlans.noZone');
  const titles = newStopTitles(
    proposed.map((stop) => ({ zone: zoneOf(stop)!, near: stop.near ?? null })),
    titlesByZone(existing),
    word,
  );
  const rows = await tx.db
    .insert(busStops)
    .values(
      proposed.map((stop, index) => ({
        tenant_id: tx.tenantId,
        zone_id: zoneOf(stop)!,
        title: titles[index]!,
        latitude: stop.latitude.toFixed(7),
        longitude: stop.longitude.toFixed(7),
      })),
    )
    .returning({ id: busStops.id, zone: busStops.zone_id, title: busStops.title });
  // By zone and title (unique), not by the order RETURNING happens to keep.
  const idOf = new Map(rows.map((row) => [`${row.zone}/${row.title}`, row.id]));
  return new Map(proposed.map((stop, index) => [stop.key, idOf.get(`${zoneOf(stop)}/${titles[index]}`)!]));
}

/** The planned routes, in the proposal's order: codes P01-AM (to school) or P01-PM, the first free numbers. */
async function createRoutes(
  tx: TenantContext,
  input: PlanningInput,
  routes: readonly Route[],
  word: Word,
): Promise<{ id: string; code: string }[]> {
  const codes = await tx.db
    .select({ code: sql<string>`lower(${journeys.code})` })
    .from(journeys)
    .where(and(eq(journeys.tenant_id, tx.tenantId), sql`lower(${journeys.code}) like 'p%'`));
  const taken = new Set(codes.map((row) => row.code));
  const suffix = input.direction === 1 ? 'AM' : 'PM';
  let number = 0;
  const numbered = routes.map((route) => {
    let code: string;
    do code = `P${String(++number).padStart(2, '0')}-${suffix}`;
    while (taken.has(code.toLowerCase()));
    const title = ref(
      input.direction === 1 ? 'routePlans.plannedRouteToSchool' : 'routePlans.plannedRouteFromSchool',
      {
        number,
      },
    );
    return { route, code, title: word(title) };
  });
  const rows = await tx.db
    .insert(journeys)
    .values(
      numbered.map(({ route, code, title }) => ({
        tenant_id: tx.tenantId,
        title,
        code,
        direction: input.direction,
        start_time: route.start_time,
        end_time: route.end_time,
        default_vehicle_id: route.vehicle!.id,
        academic_period_id: input.academic_period!,
      })),
    )
    .returning({ id: journeys.id, code: journeys.code });
  const idOf = new Map(rows.map((row) => [row.code, row.id]));
  return numbered.map(({ code }) => ({ id: idOf.get(code)!, code }));
}
