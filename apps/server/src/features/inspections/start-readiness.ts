import { sql } from 'drizzle-orm';
import { ref } from '@app/shared/i18n/message-ref';
import { queryRows } from '../../db/query-rows';
import { FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { tenants } from '../tenants/tenants.table';
import { trips } from '../trips/trips.table';
import { vehicles } from '../vehicles/vehicles.table';
import { inspections } from './inspections.table';

type Readiness = {
  vehicle: string;
  /** The day the vehicle went out of service, in the school's zone; null while it is in service. */
  out_since: string | null;
  journey_date: string;
  required: boolean;
  inspected: boolean;
};

/**
 * Whether a trip may start as far as its vehicle's inspections go (issue 25 §1), checked by every
 * start (the office's PATCH and the crew's Trip Started event): its vehicle is not out of service,
 * and, when the school requires one, the trip has a pre-trip inspection. One statement; 400 with
 * the reason otherwise.
 */
export async function requireInspectedVehicle(ctx: TenantContext, tripId: string): Promise<void> {
  const [trip] = await queryRows<Readiness>(
    ctx.db,
    sql`
    select ${vehicles.registration_number} as vehicle,
      (${vehicles.out_of_service_at} at time zone ${tenants.time_zone})::date::text as out_since,
      ${trips.journey_date}::text as journey_date,
      ${tenants.pre_trip_inspection_required} as required,
      exists (select 1 from ${inspections} where ${inspections.tenant_id} = ${trips.tenant_id}
        and ${inspections.trip_id} = ${trips.id} and ${inspections.kind} = 'pre_trip') as inspected
    from ${trips}
    join ${vehicles} on ${vehicles.tenant_id} = ${trips.tenant_id} and ${vehicles.id} = ${trips.vehicle_id}
    join ${tenants} on ${tenants.id} = ${trips.tenant_id}
    where ${trips.tenant_id} = ${ctx.tenantId} and ${trips.id} = ${tripId}`,
  );
  // The caller found the trip a moment ago, in this transaction.
  if (!trip) return;
  if (trip.out_since !== null) {
    throw new FieldErrors({
      non_field_errors: [ref('inspections.outOfService', { vehicle: trip.vehicle, date: trip.out_since })],
    });
  }
  if (trip.required && !trip.inspected) {
    throw new FieldErrors({
      non_field_errors: [ref('inspections.inspectFirst', { vehicle: trip.vehicle, date: trip.journey_date })],
    });
  }
}
