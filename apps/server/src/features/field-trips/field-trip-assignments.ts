import { and, asc, eq, sql } from 'drizzle-orm';
import { FIELD_TRIP_MESSAGES as m, type FieldTripDetail } from '@app/shared/field-trips/field-trip.schemas';
import { EXCLUSION_VIOLATION, pgErrorCode } from '../../db/errors';
import { uuidArray } from '../../db/uuid-array';
import { AppError } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';
import { recordAudit } from '../../records/record-audit';
import { inTransaction } from '../../records/tenant-records';
import { writeAssignment, type Assigned } from '../documents/document-checks.assignments';
import { employees } from '../employees/employees.table';
import { vehicles } from '../vehicles/vehicles.table';
import { bookingRefusal, type Booking } from './booking-clash';
import { checkAssignments, entryField, type AssignmentsInput } from './field-trip-assignment-checks';
import { getFieldTrip, isFieldTripOffice } from './field-trip-records';
import { fieldTripAssignments as assignments, fieldTrips } from './field-trips.table';

/** The statuses in which vehicles and drivers may be (re)assigned: every step approved, not yet done. */
const ASSIGNABLE = new Set(['approved', 'scheduled']);

/** Assigning, completing and printing for others are the transport office's (issue 25 §4). */
export function requireFieldTripOffice(ctx: TenantContext): void {
  if (!isFieldTripOffice(ctx)) throw new AppError(403, m.officeOnly);
}

/**
 * `PUT /transport/field-trips/:id/assignments/`: the trip's vehicles, each with its driver, all at
 * once, replacing those it had; the trip is then scheduled. The rules a person can fix are checked
 * first (400), then expired documents (refused unless a manager gives a reason, audited), then the
 * rows are written in one statement and the database refuses a double booking against other field
 * trips or regular trips, also when two requests race (409, naming the clash).
 */
export async function assignFieldTrip(
  ctx: TenantContext,
  path: string,
  input: AssignmentsInput,
): Promise<FieldTripDetail> {
  requireFieldTripOffice(ctx);
  const id = recordId(path, m.notFound);
  // A refused booking ends the transaction: what it clashed with is read after it.
  for (let attempt = 1; ; attempt++) {
    let booking: Booking | undefined;
    try {
      await inTransaction(ctx, (tx) =>
        assignInTransaction(tx, id, input, (asked) => {
          booking = asked;
        }),
      );
      return getFieldTrip(ctx, id);
    } catch (error) {
      const refusal = booking && (await bookingRefusal(ctx, error, booking));
      if (refusal) throw refusal;
      // Refused by a field trip that no longer holds the vehicle or driver (cancelled meanwhile):
      // the booking may now go through, so it is tried once more.
      if (booking && attempt === 1 && pgErrorCode(error) === EXCLUSION_VIOLATION) continue;
      throw error;
    }
  }
}

async function assignInTransaction(
  tx: TenantContext,
  id: string,
  input: AssignmentsInput,
  /** Told what is booked before it is written: a refusal is answered with it. */
  asking: (booking: Booking) => void,
): Promise<void> {
  // Locked: of two assignments (or an assignment and a cancellation) of one trip, the second waits.
  const [trip] = await tx.db
    .select({
      title: fieldTrips.title,
      status: fieldTrips.status,
      trip_date: fieldTrips.trip_date,
      departs_at: fieldTrips.departs_at,
      returns_at: fieldTrips.returns_at,
      passengers: fieldTrips.passengers,
      vehicles_needed: fieldTrips.vehicles_needed,
    })
    .from(fieldTrips)
    .where(and(eq(fieldTrips.tenant_id, tx.tenantId), eq(fieldTrips.id, id)))
    .for('update');
  if (!trip) throw new AppError(404, m.notFound);
  if (!ASSIGNABLE.has(trip.status)) throw new AppError(409, m.notAssignable);
  await checkAssignments(tx, trip, input);
  const booking: Booking = {
    fieldTripId: id,
    vehicles: input.assignments.map((entry) => entry.vehicle),
    drivers: input.assignments.map((entry) => entry.driver),
    date: trip.trip_date,
    departs: trip.departs_at,
    returns: trip.returns_at,
  };
  asking(booking);
  const before = await assignedNow(tx, id);
  // Those the trip already had are no new assignment for the documents' check.
  const had = new Set(before.flatMap((row) => [row.vehicle_id, row.driver_id]));
  const assigned: Assigned[] = input.assignments.flatMap((entry, i) => [
    {
      field: entryField(i, 'vehicle'),
      kind: 'vehicle' as const,
      id: entry.vehicle,
      before: had.has(entry.vehicle) ? entry.vehicle : null,
    },
    {
      field: entryField(i, 'driver'),
      kind: 'employee' as const,
      id: entry.driver,
      before: had.has(entry.driver) ? entry.driver : null,
    },
  ]);
  await writeAssignment(
    tx,
    {
      assigned,
      reason: input.document_override_reason,
      entry: () => ({ recordId: id, label: trip.title, action: 'update' }),
    },
    async () => {
      await replaceAssignments(tx, id, booking);
      const after = await assignedNow(tx, id);
      await recordAudit(tx.db, tx, {
        recordType: 'field-trip',
        recordId: id,
        recordLabel: trip.title,
        action: 'update',
        changes: {
          assignments: { old: describe(before), new: describe(after) },
          ...(trip.status === 'scheduled' ? {} : { status: { old: trip.status, new: 'scheduled' } }),
        },
      });
    },
  );
}

/**
 * The trip's rows replaced by one insert of all of them (so one statement meets the constraints and
 * the trigger), each over the trip's span of school-local time, worked out by the database from the
 * trip's own date and times; then the trip is scheduled.
 */
async function replaceAssignments(tx: TenantContext, id: string, booking: Booking): Promise<void> {
  await tx.db
    .delete(assignments)
    .where(and(eq(assignments.tenant_id, tx.tenantId), eq(assignments.field_trip_id, id)));
  await tx.db.execute(sql`
    insert into ${assignments} (tenant_id, field_trip_id, vehicle_id, driver_id, position, during)
    select f.tenant_id, f.id, entry.vehicle, entry.driver, entry.position,
      tsrange(f.trip_date + f.departs_at, f.trip_date + f.returns_at)
    from ${fieldTrips} f
    cross join unnest(${uuidArray(booking.vehicles)}, ${uuidArray(booking.drivers)})
      with ordinality as entry(vehicle, driver, position)
    where f.tenant_id = ${tx.tenantId} and f.id = ${id}
    order by entry.position`);
  await tx.db
    .update(fieldTrips)
    .set({ status: 'scheduled', updated_at: new Date() })
    .where(and(eq(fieldTrips.tenant_id, tx.tenantId), eq(fieldTrips.id, id)));
}

/** The trip's vehicles and drivers in order, as the audit entry names them. */
function assignedNow(tx: TenantContext, id: string) {
  return tx.db
    .select({
      vehicle_id: assignments.vehicle_id,
      driver_id: assignments.driver_id,
      vehicle: vehicles.registration_number,
      driver: employees.full_name,
    })
    .from(assignments)
    .innerJoin(
      vehicles,
      and(eq(vehicles.tenant_id, assignments.tenant_id), eq(vehicles.id, assignments.vehicle_id)),
    )
    .innerJoin(
      employees,
      and(eq(employees.tenant_id, assignments.tenant_id), eq(employees.id, assignments.driver_id)),
    )
    .where(and(eq(assignments.tenant_id, tx.tenantId), eq(assignments.field_trip_id, id)))
    .orderBy(asc(assignments.position));
}

/** "KDC 1A (Grace Atieno); KDC 2A (Juma Otieno)": names and numbers only, the same in every language. */
function describe(rows: { vehicle: string; driver: string }[]): string | null {
  return rows.length ? rows.map((row) => `${row.vehicle} (${row.driver})`).join('; ') : null;
}
