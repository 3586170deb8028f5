import { sql } from 'drizzle-orm';
import type { RunSheet } from '@app/shared/run-sheet/run-sheet.schemas';
import { queryRow } from '../../db/query-rows';
import { uuidArray } from '../../db/uuid-array';
import type { TenantContext } from '../../http/tenant-context';
import { tenants } from '../tenants/tenants.table';
import { trips } from '../trips/trips.table';
import { vehicles } from '../vehicles/vehicles.table';
import { inspectionChecklistItems as items } from './inspections.table';

/**
 * What the run sheet's inspections need beside its trips (issue 25 §1), in one statement: the
 * checklist of each vehicle type among the trips (their active items in order, by type) and whether
 * the school requires a pre-trip inspection before a start.
 */
export function runSheetChecklists(
  ctx: TenantContext,
  tripIds: string[],
): Promise<Pick<RunSheet, 'checklists' | 'inspection_required'>> {
  return queryRow(
    ctx.db,
    sql`
    select ${tenants.pre_trip_inspection_required} as inspection_required,
      coalesce((select json_object_agg(checklist.vehicle_type, checklist.items) from (
        select ${items.vehicle_type} as vehicle_type,
          json_agg(json_build_object('id', ${items.id}, 'title', ${items.title}, 'position', ${items.position})
            order by ${items.position}, ${items.title}, ${items.id}) as items
        from ${items}
        where ${items.tenant_id} = ${ctx.tenantId} and ${items.is_active}
          and ${items.vehicle_type} in (
            select ${vehicles.vehicle_type} from ${trips}
            join ${vehicles} on ${vehicles.tenant_id} = ${trips.tenant_id} and ${vehicles.id} = ${trips.vehicle_id}
            where ${trips.tenant_id} = ${ctx.tenantId} and ${trips.id} = any(${uuidArray(tripIds)}))
        group by ${items.vehicle_type}) checklist), '{}'::json) as checklists
    from ${tenants} where ${tenants.id} = ${ctx.tenantId}`,
  );
}
