import { and, eq, sql } from 'drizzle-orm';
import type { AuditChanges } from '@app/shared/audit-log/audit-log.schemas';
import type { FieldTripStatus } from '@app/shared/field-trips/field-trip-codes';
import {
  FIELD_TRIP_MESSAGES as m,
  type FieldTripDetail,
  type fieldTripInputSchema,
} from '@app/shared/field-trips/field-trip.schemas';
import { queryRows } from '../../db/query-rows';
import { AppError, FieldErrors } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';
import { recordAudit } from '../../records/record-audit';
import { inTransaction } from '../../records/tenant-records';
import { tenants } from '../tenants/tenants.table';
import { callerName } from './caller-name';
import { getFieldTrip, isFieldTripOffice, untouched } from './field-trip-records';
import { fieldTripApprovals, fieldTripSteps, fieldTrips as trips } from './field-trips.table';

type Input = ReturnType<typeof fieldTripInputSchema.parse>;

/** The request's own fields, as the audit trail names them. */
const FIELDS = [
  'title',
  'destination',
  'trip_date',
  'departs_at',
  'returns_at',
  'passengers',
  'vehicles_needed',
  'notes',
] as const satisfies (keyof Input)[];

/** Whether `date` is the school's today or later, in its time zone. */
const notPast = (date: string) =>
  sql<boolean>`${date}::date >= (select (now() at time zone ${tenants.time_zone})::date from ${tenants}
    where ${tenants.id} = ${trips.tenant_id})`;

const dateInPast = () => new FieldErrors({ trip_date: [m.dateInPast] });

/**
 * `POST /transport/field-trips/` (issue 25 §4): a teacher, a staff member or the office asks for a
 * field trip on the school's today or later. One statement writes it and copies the school's
 * approval steps as they are now (renumbered 1, 2, ...), so both see the same steps; a school
 * without steps has nothing to wait for, and the trip is approved at once. Audited.
 */
export async function requestFieldTrip(ctx: TenantContext, input: Input): Promise<FieldTripDetail> {
  const id = await inTransaction(ctx, async (tx) => {
    const [trip] = await queryRows<{ id: string; status: FieldTripStatus }>(
      tx.db,
      sql`with steps as (
          select ${fieldTripSteps.title} as title, ${fieldTripSteps.role_id} as role_id,
            row_number() over (order by ${fieldTripSteps.position}, ${fieldTripSteps.id})::int as position
          from ${fieldTripSteps} where ${fieldTripSteps.tenant_id} = ${tx.tenantId}
        ), trip as (
          insert into ${trips} (tenant_id, title, destination, trip_date, departs_at, returns_at, passengers,
            vehicles_needed, notes, status, requested_by, requested_by_name)
          select ${tx.tenantId}::uuid, ${input.title}::text, ${input.destination}::text, ${input.trip_date}::date,
            ${input.departs_at}::time, ${input.returns_at}::time, ${input.passengers}::int,
            ${input.vehicles_needed}::int, ${input.notes}::text,
            case when exists (select 1 from steps) then 'requested' else 'approved' end,
            ${tx.userId}::uuid, ${callerName(tx)}
          from ${tenants}
          where ${tenants.id} = ${tx.tenantId}
            and ${input.trip_date}::date >= (now() at time zone ${tenants.time_zone})::date
          returning id, status
        ), copied as (
          insert into ${fieldTripApprovals} (tenant_id, field_trip_id, position, title, role_id)
          select ${tx.tenantId}::uuid, trip.id, steps.position, steps.title, steps.role_id from trip, steps
        )
        select id::text as id, status from trip`,
    );
    if (!trip) throw dateInPast();
    await recordAudit(tx.db, tx, {
      recordType: 'field-trip',
      recordId: trip.id,
      recordLabel: input.title,
      action: 'create',
      changes: {
        ...Object.fromEntries(
          FIELDS.filter((field) => input[field] !== '').map((field) => [field, { new: input[field] }]),
        ),
        status: { new: trip.status },
      },
    });
    return trip.id;
  });
  return getFieldTrip(ctx, id);
}

/**
 * `PUT /transport/field-trips/{id}/`: its requester or the office changes the request while nothing
 * has happened to it (no step decided, nothing assigned), to a day that has not passed. The trip is
 * locked first and then looked at by a statement of its own, so a decision or an assignment made
 * meanwhile (which write the trip too) is waited for and seen. Audited with what changed.
 */
export async function updateFieldTrip(
  ctx: TenantContext,
  id: string,
  input: Input,
): Promise<FieldTripDetail> {
  const tripId = recordId(id, m.notFound);
  await inTransaction(ctx, async (tx) => {
    const ofSchool = and(eq(trips.tenant_id, tx.tenantId), eq(trips.id, tripId))!;
    const [locked] = await tx.db
      .select({ requested_by: trips.requested_by })
      .from(trips)
      .where(ofSchool)
      .for('update');
    if (!locked || (!isFieldTripOffice(tx) && locked.requested_by !== tx.userId))
      throw new AppError(404, m.notFound);
    const [old] = await tx.db
      .select({
        title: trips.title,
        destination: trips.destination,
        trip_date: trips.trip_date,
        departs_at: trips.departs_at,
        returns_at: trips.returns_at,
        passengers: trips.passengers,
        vehicles_needed: trips.vehicles_needed,
        notes: trips.notes,
        // Nested: a single table's select writes its top-level columns without the table's name.
        untouched: sql<boolean>`${untouched}`,
        not_past: sql<boolean>`${notPast(input.trip_date)}`,
      })
      .from(trips)
      .where(ofSchool);
    if (!old!.untouched) throw new AppError(409, m.notEditable);
    if (!old!.not_past) throw dateInPast();
    await tx.db
      .update(trips)
      .set({ ...Object.fromEntries(FIELDS.map((field) => [field, input[field]])), updated_at: new Date() })
      .where(ofSchool);
    const changes: AuditChanges = {};
    for (const field of FIELDS)
      if (old![field] !== input[field]) changes[field] = { old: old![field], new: input[field] };
    if (Object.keys(changes).length)
      await recordAudit(tx.db, tx, {
        recordType: 'field-trip',
        recordId: tripId,
        recordLabel: input.title,
        action: 'update',
        changes,
      });
  });
  return getFieldTrip(ctx, tripId);
}
