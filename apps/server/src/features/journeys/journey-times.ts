import { ref } from '@app/shared/i18n/message-ref';
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { shortTime, type Journey } from '@app/shared/journeys/journey.schemas';
import { FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { busStops } from '../bus-stops/bus-stops.table';
import { journeyStops } from '../journey-stops/journey-stops.table';

/**
 * The route's stops that its times no longer hold, as a 400 on the time that leaves them out:
 * "Stops before 07:00: Main Gate at 06:45. Change their times first." Undefined when all fit.
 */
export async function stopsOutsideAnswer(
  ctx: TenantContext,
  journey: Pick<Journey, 'id' | 'start_time' | 'end_time'>,
): Promise<FieldErrors | undefined> {
  const outside = await ctx.db
    .select({
      title: sql<string>`(select ${busStops.title} from ${busStops}
        where ${busStops.tenant_id} = ${journeyStops.tenant_id} and ${busStops.id} = ${journeyStops.bus_stop_id})`,
      time: journeyStops.expected_time,
    })
    .from(journeyStops)
    .where(
      and(
        eq(journeyStops.tenant_id, ctx.tenantId),
        eq(journeyStops.journey_id, journey.id),
        or(
          lt(journeyStops.expected_time, journey.start_time),
          gt(journeyStops.expected_time, journey.end_time),
        ),
      ),
    )
    .orderBy(asc(journeyStops.sequence));
  if (outside.length === 0) return undefined;
  const named = (stops: typeof outside) =>
    stops.map((stop) => `${stop.title} at ${shortTime(stop.time)}`).join(', ');
  const early = outside.filter((stop) => stop.time < journey.start_time);
  const late = outside.filter((stop) => stop.time > journey.end_time);
  const errors: Record<string, string[]> = {};
  if (early.length) {
    errors.start_time = [
      ref('routes.stopsBeforeStart', { time: shortTime(journey.start_time), stops: named(early) }),
    ];
  }
  if (late.length) {
    errors.end_time = [
      ref('routes.stopsAfterEnd', { time: shortTime(journey.end_time), stops: named(late) }),
    ];
  }
  return new FieldErrors(errors);
}
