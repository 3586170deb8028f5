import { and, eq, sql } from 'drizzle-orm';
import { JOURNEY_STOP_MESSAGES, type JourneyStop } from '@app/shared/journey-stops/journey-stop.schemas';
import { JOURNEY_MESSAGES } from '@app/shared/journeys/journey.schemas';
import { AppError, FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { inTransaction } from '../../records/tenant-records';
import { journeys } from '../journeys/journeys.table';
import { journeyStops as stops } from './journey-stops.table';
import { stopsOfJourney } from './journey-stops.resource';

/**
 * Numbers a route's stops 1..n in the order given, in one transaction: the route's row is locked
 * first (stop writes wait on it), the list must be exactly the route's stops, and one set-based
 * UPDATE renumbers them with the sequence's uniqueness checked at commit, not row by row.
 */
export async function reorderJourneyStops(
  ctx: TenantContext,
  body: { journey: string; stops: string[] },
): Promise<JourneyStop[]> {
  await inTransaction(ctx, async (tx) => {
    const [journey] = await tx.db
      .select({ id: journeys.id })
      .from(journeys)
      .where(and(eq(journeys.tenant_id, ctx.tenantId), eq(journeys.id, body.journey)))
      .for('no key update');
    if (!journey) throw new AppError(404, JOURNEY_MESSAGES.notFound);
    const current = await tx.db
      .select({ id: stops.id })
      .from(stops)
      .where(and(eq(stops.tenant_id, ctx.tenantId), eq(stops.journey_id, body.journey)));
    const wanted = new Set(body.stops);
    const exact =
      wanted.size === body.stops.length &&
      current.length === wanted.size &&
      current.every((stop) => wanted.has(stop.id));
    if (!exact) throw new FieldErrors({ stops: [JOURNEY_STOP_MESSAGES.reorderList] });
    await tx.db.execute(sql`set constraints journey_stops_sequence_unique deferred`);
    await tx.db.execute(sql`
      update ${stops} set "sequence" = wanted.position::int, "updated_at" = now()
      from json_array_elements_text(${JSON.stringify(body.stops)}::json) with ordinality as wanted(id, position)
      where ${stops.tenant_id} = ${ctx.tenantId} and ${stops.journey_id} = ${body.journey}
        and ${stops.id} = wanted.id::uuid`);
  });
  return stopsOfJourney(ctx, body.journey);
}
