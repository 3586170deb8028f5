import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FIELD_TRIP_MESSAGES as m,
  type fieldTripAssignmentsInputSchema,
} from '@app/shared/field-trips/field-trip.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { DRIVER_CATEGORY } from '@app/shared/job-roles/job-role.schemas';
import { FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { employees } from '../employees/employees.table';
import { jobRoles } from '../job-roles/job-roles.table';
import { vehicles } from '../vehicles/vehicles.table';

export type AssignmentsInput = z.output<typeof fieldTripAssignmentsInputSchema>;

/** What the checks need of the trip being assigned. */
type AssignedTrip = { passengers: number; vehicles_needed: number };

/** An entry's field, as a nested field's errors are keyed: `assignments.1.vehicle`. */
export const entryField = (index: number, field: 'vehicle' | 'driver') => `assignments.${index}.${field}`;

/**
 * The rules of a field trip's vehicles and drivers that a person can fix (400): as many vehicles as
 * the request needs; no vehicle or driver twice; each vehicle the school's, active and in service;
 * each driver an employee of the school whose job role is a driver's; and enough seats for every
 * passenger. Each entry's message is on its own field. Double bookings are the database's to refuse
 * (booking-clash.ts), expired documents document-checks'.
 */
export async function checkAssignments(
  ctx: TenantContext,
  trip: AssignedTrip,
  input: AssignmentsInput,
): Promise<void> {
  const entries = input.assignments;
  if (entries.length !== trip.vehicles_needed) {
    throw new FieldErrors({
      assignments: [ref('fieldTrips.vehicleCount', { needed: trip.vehicles_needed })],
    });
  }
  const vehicleIds = entries.map((entry) => entry.vehicle);
  const driverIds = entries.map((entry) => entry.driver);
  const [vehicleRows, driverRows] = await Promise.all([
    ctx.db
      .select({
        id: vehicles.id,
        max_capacity: vehicles.max_capacity,
        is_active: vehicles.is_active,
        out_of_service: sql<boolean>`${vehicles.out_of_service_at} is not null`,
      })
      .from(vehicles)
      .where(and(eq(vehicles.tenant_id, ctx.tenantId), inArray(vehicles.id, vehicleIds))),
    ctx.db
      .select({ id: employees.id, category: jobRoles.category })
      .from(employees)
      .leftJoin(
        jobRoles,
        and(eq(jobRoles.tenant_id, employees.tenant_id), eq(jobRoles.id, employees.job_role_id)),
      )
      .where(and(eq(employees.tenant_id, ctx.tenantId), inArray(employees.id, driverIds))),
  ]);
  const vehicleById = new Map(vehicleRows.map((row) => [row.id, row]));
  const categoryById = new Map(driverRows.map((row) => [row.id, row.category]));

  const errors: Record<string, string[]> = {};
  entries.forEach((entry, i) => {
    const vehicle = vehicleProblem(vehicleIds.indexOf(entry.vehicle) < i, vehicleById.get(entry.vehicle));
    if (vehicle) errors[entryField(i, 'vehicle')] = [vehicle];
    const driver = driverProblem(
      driverIds.indexOf(entry.driver) < i,
      categoryById.has(entry.driver),
      categoryById.get(entry.driver),
    );
    if (driver) errors[entryField(i, 'driver')] = [driver];
  });
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);

  const seats = entries.reduce((sum, entry) => sum + vehicleById.get(entry.vehicle)!.max_capacity, 0);
  if (seats < trip.passengers) {
    throw new FieldErrors({
      assignments: [ref('fieldTrips.tooFewSeats', { seats, passengers: trip.passengers })],
    });
  }
}

function vehicleProblem(
  repeated: boolean,
  vehicle: { is_active: boolean; out_of_service: boolean } | undefined,
): string | undefined {
  if (repeated) return m.vehicleTwice;
  // Another school's vehicle is no vehicle of this one.
  if (!vehicle) return m.invalidVehicle;
  if (!vehicle.is_active) return m.vehicleInactive;
  if (vehicle.out_of_service) return m.vehicleOutOfService;
  return undefined;
}

function driverProblem(
  repeated: boolean,
  found: boolean,
  category: number | null | undefined,
): string | undefined {
  if (repeated) return m.driverTwice;
  if (!found) return m.invalidDriver;
  // An employee without a job role, or with another than a driver's.
  if (category !== DRIVER_CATEGORY) return m.notADriver;
  return undefined;
}
