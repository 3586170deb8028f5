import type { MessageKey } from '@app/shared/i18n/catalogue';
import { ref } from '@app/shared/i18n/message-ref';
import { and, eq, or, sql } from 'drizzle-orm';
import {
  outsideRangeMessage,
  sequenceTakenMessage,
  type JourneyStopInput,
} from '@app/shared/journey-stops/journey-stop.schemas';
import { FOREIGN_KEY_VIOLATION, pgErrorCode, pgErrorDetail, UNIQUE_VIOLATION } from '../../db/errors';
import { AppError, FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { dependentsConflict } from '../../records/constraint-answers';
import { inTransaction } from '../../records/tenant-records';
import { busStops } from '../bus-stops/bus-stops.table';
import { journeys } from '../journeys/journeys.table';
import { students } from '../students/students.table';
import { studentJourneys } from '../student-journeys/student-journeys.table';
import { journeyStops as stops } from './journey-stops.table';

type Input = Required<Pick<JourneyStopInput, 'journey' | 'sequence' | 'expected_time'>>;

/**
 * Writes a stop inside its route's time range. The route's row is read FOR SHARE in the write's
 * transaction, so a change of the route's times waits for the stop (and the stop for the change):
 * neither can leave the stop outside the range. The sequence's uniqueness is the constraint's to
 * decide; a clash is answered with the stop that holds the number, read after the rollback.
 */
export async function writeInRange<T>(
  ctx: TenantContext,
  input: Input,
  save: (tx: TenantContext) => Promise<T>,
  id?: string,
): Promise<T> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const [range] = await tx.db
        .select({ start_time: journeys.start_time, end_time: journeys.end_time })
        .from(journeys)
        .where(and(eq(journeys.tenant_id, ctx.tenantId), eq(journeys.id, input.journey)))
        .for('share');
      // No such route of this school: the foreign key answers 'Invalid route.'
      if (range && (input.expected_time < range.start_time || input.expected_time > range.end_time)) {
        throw new FieldErrors({ expected_time: [outsideRangeMessage(range)] });
      }
      return save(tx);
    });
  } catch (error) {
    throw await writeAnswer(ctx, error, input, id);
  }
}

async function writeAnswer(ctx: TenantContext, error: unknown, input: Input, id?: string): Promise<unknown> {
  const { constraint, table } = pgErrorDetail(error);
  if (pgErrorCode(error) === UNIQUE_VIOLATION && constraint === 'journey_stops_sequence_unique') {
    const [holder] = await ctx.db
      .select({ title: busStops.title })
      .from(stops)
      .innerJoin(busStops, and(eq(busStops.tenant_id, stops.tenant_id), eq(busStops.id, stops.bus_stop_id)))
      .where(
        and(
          eq(stops.tenant_id, ctx.tenantId),
          eq(stops.journey_id, input.journey),
          eq(stops.sequence, input.sequence),
        ),
      );
    return new FieldErrors({ sequence: [sequenceTakenMessage(input.sequence, holder?.title)] });
  }
  // A stop moved to another route while students board or leave at it here.
  if (id && pgErrorCode(error) === FOREIGN_KEY_VIOLATION && table === 'student_journeys') {
    const names = await ridersOf(ctx, id);
    return new FieldErrors({
      journey: [ridersRef(names, MOVE_REFUSED)],
    });
  }
  return error;
}

/**
 * A delete refused because students board or leave at the stop, as a 409 naming them:
 * "This route stop cannot be deleted: it is the pick-up or drop-off point of Amani Otieno (pick-up)."
 */
export async function ridersConflict(ctx: TenantContext, error: unknown, id: string): Promise<unknown> {
  if (pgErrorCode(error) !== FOREIGN_KEY_VIOLATION || pgErrorDetail(error).table !== 'student_journeys') {
    return dependentsConflict(ctx, error, stops, id);
  }
  const names = await ridersOf(ctx, id);
  return new AppError(409, ridersRef(names, DELETE_REFUSED));
}

const NAMED = 5;

/** Every assignment (active or not) that boards or leaves at the stop, as "Name (pick-up)". */
async function ridersOf(ctx: TenantContext, id: string): Promise<string[]> {
  const rows = await ctx.db
    .select({
      name: students.full_name,
      point: sql<string>`case when ${studentJourneys.pick_point_id} = ${id} and ${studentJourneys.drop_point_id} = ${id}
        then 'pick-up and drop-off' when ${studentJourneys.pick_point_id} = ${id} then 'pick-up' else 'drop-off' end`,
    })
    .from(studentJourneys)
    .innerJoin(
      students,
      and(eq(students.tenant_id, studentJourneys.tenant_id), eq(students.id, studentJourneys.student_id)),
    )
    .where(
      and(
        eq(studentJourneys.tenant_id, ctx.tenantId),
        or(eq(studentJourneys.pick_point_id, id), eq(studentJourneys.drop_point_id, id)),
      ),
    )
    .orderBy(students.full_name);
  return rows.map((row) => `${row.name} (${row.point})`);
}

/** "Amani Otieno (pick-up), Brian Kamau (drop-off)" and, past five, how many more, as one message. */
function ridersRef(
  names: string[],
  keys: { some: MessageKey; more: MessageKey; unnamed: MessageKey },
): string {
  if (names.length === 0) return ref(keys.unnamed);
  const riders = names.slice(0, NAMED).join(', ');
  return names.length > NAMED
    ? ref(keys.more, { riders, more: names.length - NAMED })
    : ref(keys.some, { riders });
}

const MOVE_REFUSED = {
  some: 'routeStops.moveRefused',
  more: 'routeStops.moveRefusedMore',
  unnamed: 'routeStops.moveRefusedUnnamed',
} as const;
const DELETE_REFUSED = {
  some: 'routeStops.deleteRefused',
  more: 'routeStops.deleteRefusedMore',
  unnamed: 'routeStops.deleteRefusedUnnamed',
} as const;
