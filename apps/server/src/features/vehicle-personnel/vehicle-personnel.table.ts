import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { employees } from '../employees/employees.table';
import { vehicles } from '../vehicles/vehicles.table';

/**
 * A driver's assignment to a vehicle for a range of dates (both days included). Active assignments
 * may not overlap for one vehicle nor for one driver: exclusion constraints in migration 0005 decide
 * it, so two requests at once cannot both win.
 */
export const vehiclePersonnel = pgTable(
  'vehicle_personnel',
  {
    ...tenantColumns(),
    vehicle_id: uuid('vehicle_id').notNull(),
    driver_id: uuid('driver_id').notNull(),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [
    tenantKey(t),
    // A vehicle or an employee with assignments cannot be deleted (409 naming them).
    schoolReference(t, t.vehicle_id, vehicles),
    schoolReference(t, t.driver_id, employees),
    index('vehicle_personnel_vehicle_idx').on(t.tenant_id, t.vehicle_id),
    index('vehicle_personnel_driver_idx').on(t.tenant_id, t.driver_id),
    check('vehicle_personnel_dates_check', sql`${t.end_date} >= ${t.start_date}`),
  ],
);
