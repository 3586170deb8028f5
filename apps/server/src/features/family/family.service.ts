import { sql } from 'drizzle-orm';
import {
  FAMILY_HISTORY_DAYS,
  type FamilyChild,
  type FamilyChildren,
  type FamilyHistoryQuery,
  type FamilyTrip,
  type FamilyTrips,
} from '@app/shared/family/family.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import type { AuditChanges } from '@app/shared/audit-log/audit-log.schemas';
import { queryRow } from '../../db/query-rows';
import type { TenantContext } from '../../http/tenant-context';
import { recordAudit } from '../../records/record-audit';
import { latestTripFix, tripEtas } from '../eta/trip-etas';
import type { SegmentTimes } from '../eta/segment-times';
import { linkedChildren, requireChild } from './family-access';
import { childTrips } from './child-trips';

/** `GET /family/children/`: the caller's children, with their links' flags. */
export async function listChildren(ctx: TenantContext): Promise<FamilyChildren> {
  const children = await linkedChildren(ctx);
  return { results: children.map(({ link: _link, ...child }) => child) };
}

/** The school's today and its time zone. */
export function schoolDay(ctx: TenantContext): Promise<{ today: string; time_zone: string }> {
  return queryRow(
    ctx.db,
    sql`select to_char(now() at time zone time_zone, 'YYYY-MM-DD') as today, time_zone
          from tenants where id = ${ctx.tenantId}`,
  );
}

/** A day before or after this one (YYYY-MM-DD). */
const dayOffset = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A guardian's look at where a child is, kept in the audit log (issue 23 §4) in the transaction of
 * the read: who saw a child's trips, and when.
 */
export function recordView(ctx: TenantContext, child: FamilyChild, changes: AuditChanges): Promise<void> {
  return recordAudit(ctx.db, ctx, {
    recordType: 'student',
    recordId: child.id,
    recordLabel: child.full_name,
    action: 'view',
    changes,
  });
}

/** `GET /family/children/{id}/trips/`: that day's trips of the child, the ETA at their stop while one is active. */
export async function childDayTrips(
  ctx: TenantContext,
  childId: string,
  date: string | undefined,
  segmentTimes: SegmentTimes,
): Promise<FamilyTrips> {
  const child = await requireChild(ctx, childId);
  const { today, time_zone } = await schoolDay(ctx);
  const day = date ?? today;
  const { trips } = await childTrips(ctx, child.id, { from: day, to: day });
  await recordView(ctx, child, { trips: { new: day } });
  return { date: day, time_zone, trips: await withEtas(ctx, trips, segmentTimes) };
}

/** `GET /family/children/{id}/history/`: the child's trips of the two weeks before today, newest first. */
export async function childHistory(
  ctx: TenantContext,
  childId: string,
  query: FamilyHistoryQuery,
): Promise<{ count: number; trips: FamilyTrip[] }> {
  const child = await requireChild(ctx, childId);
  const { today } = await schoolDay(ctx);
  const days = { from: dayOffset(today, -FAMILY_HISTORY_DAYS), to: dayOffset(today, -1) };
  const found = await childTrips(ctx, child.id, days, query);
  await recordView(ctx, child, { history: { new: `${days.from}/${days.to}` } });
  return found;
}

/** The ETA at the child's stop of each active trip, made from its bus's latest position (features/eta). */
async function withEtas(
  ctx: TenantContext,
  trips: FamilyTrip[],
  segmentTimes: SegmentTimes,
): Promise<FamilyTrip[]> {
  const active = trips.filter((trip) => trip.status === STATUS.active);
  if (active.length === 0) return trips;
  const fixes = await Promise.all(active.map((trip) => latestTripFix(ctx.db, ctx.tenantId, trip.trip)));
  const etas = await tripEtas(
    ctx.db,
    ctx.tenantId,
    fixes.filter((fix) => fix !== undefined),
    segmentTimes,
  );
  const etaOf = new Map(
    etas.flatMap((eta) => eta.stops.map((stop) => [`${eta.trip}|${stop.trip_stop}`, stop.eta] as const)),
  );
  return trips.map((trip) => ({
    ...trip,
    stop: { ...trip.stop, eta: etaOf.get(`${trip.trip}|${trip.stop.trip_stop}`) ?? null },
  }));
}
