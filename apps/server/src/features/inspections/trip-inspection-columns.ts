import { sql } from 'drizzle-orm';
import type { VehicleType } from '@app/shared/inspections/inspection-codes';
import type { TripInspection } from '@app/shared/trips/trip.schemas';
import { isoMoment } from '../../records/moments';
import { trips } from '../trips/trips.table';
import { vehicles } from '../vehicles/vehicles.table';
import { inspections } from './inspections.table';

const ofVehicle = (value: ReturnType<typeof sql>) =>
  sql`(select ${value} from ${vehicles} where ${vehicles.tenant_id} = ${trips.tenant_id} and ${vehicles.id} = ${trips.vehicle_id})`;

/**
 * What a trip's own read says of its vehicle's inspections (issue 25 §1), read by the trip's one
 * statement: the vehicle's type (its checklist), whether it is out of service, and the trip's
 * inspections, oldest first (on the inspections' (tenant, trip) index).
 */
export const tripInspectionColumns = {
  vehicle_type: sql<VehicleType>`${ofVehicle(sql`${vehicles.vehicle_type}`)}`.as('vehicle_type'),
  vehicle_out_of_service:
    sql<boolean>`coalesce(${ofVehicle(sql`${vehicles.out_of_service_at} is not null`)}, false)`.as(
      'vehicle_out_of_service',
    ),
  inspections: sql<TripInspection[]>`(select coalesce(json_agg(json_build_object('id', ${inspections.id},
      'kind', ${inspections.kind}, 'result', ${inspections.result},
      'performed_at', ${isoMoment(inspections.performed_at)})
    order by ${inspections.performed_at}, ${inspections.id}), '[]'::json)
    from ${inspections} where ${inspections.tenant_id} = ${trips.tenant_id} and ${inspections.trip_id} = ${trips.id})`.as(
    'inspections',
  ),
};

/** Only a trip's own read carries them (the run sheet, Trip details), never a list of trips. */
export const TRIP_INSPECTION_FIELDS = Object.keys(
  tripInspectionColumns,
) as (keyof typeof tripInspectionColumns)[];
