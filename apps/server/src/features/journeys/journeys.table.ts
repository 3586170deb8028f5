import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, time, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DIRECTIONS } from '@app/shared/journeys/journey.schemas';
import { searchIndex } from '../../db/search-index';
import { sqlCodes } from '../../db/sql-codes';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { academicPeriods } from '../academic-periods/academic-periods.table';
import { employees } from '../employees/employees.table';
import { vehicles } from '../vehicles/vehicles.table';

/** A route: one run to school (direction 1) or from school (2) in an academic period (DESIGN §5). */
export const journeys = pgTable(
  'journeys',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    code: text('code').notNull(),
    direction: smallint('direction').notNull(),
    start_time: time('start_time').notNull(),
    end_time: time('end_time').notNull(),
    default_vehicle_id: uuid('default_vehicle_id').notNull(),
    attendant_id: uuid('attendant_id'),
    academic_period_id: uuid('academic_period_id').notNull(),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [
    tenantKey(t),
    // A vehicle, employee or period a route uses cannot be deleted (409 naming the routes).
    schoolReference(t, t.default_vehicle_id, vehicles),
    schoolReference(t, t.attendant_id, employees),
    schoolReference(t, t.academic_period_id, academicPeriods),
    uniqueIndex('journeys_code_idx').on(t.tenant_id, sql`lower(${t.code})`),
    index('journeys_vehicle_idx').on(t.tenant_id, t.default_vehicle_id),
    index('journeys_attendant_idx').on(t.tenant_id, t.attendant_id),
    index('journeys_period_idx').on(t.tenant_id, t.academic_period_id),
    // `?search=` of routes, and of the trips and riders that show a route's code and title.
    searchIndex('journeys_code_trgm_idx', t.tenant_id, t.code),
    searchIndex('journeys_title_trgm_idx', t.tenant_id, t.title),
    check('journeys_direction_check', sql`${t.direction} in (${sqlCodes(DIRECTIONS.map(({ id }) => id))})`),
    check('journeys_times_check', sql`${t.end_time} > ${t.start_time}`),
  ],
);
