import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  INSPECTION_KINDS,
  INSPECTION_RESULTS,
  ITEM_OUTCOMES,
  VEHICLE_TYPES,
} from '@app/shared/inspections/inspection-codes';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { users } from '../accounts/users.table';
import { employees } from '../employees/employees.table';
import { vehicles } from '../vehicles/vehicles.table';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A school's inspection checklist for one type of vehicle (issue 25 §1): the items a driver goes
 * through before (and optionally after) a trip, in their order. Preloaded with the usual items for
 * every type, then the school's to rename, reorder, add or retire.
 */
export const inspectionChecklistItems = pgTable(
  'inspection_checklist_items',
  {
    ...tenantColumns(),
    vehicle_type: text('vehicle_type', { enum: VEHICLE_TYPES }).notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('inspection_checklist_items_title_idx').on(
      t.tenant_id,
      t.vehicle_type,
      sql`lower(${t.title})`,
    ),
    index('inspection_checklist_items_order_idx').on(t.tenant_id, t.vehicle_type, t.position, t.id),
    check('inspection_checklist_items_type_check', sql`${t.vehicle_type} in (${inList(VEHICLE_TYPES)})`),
  ],
);

/**
 * One inspection of a vehicle, before or after a trip (or on its own), and its result: the worst of
 * its items. A major defect puts the vehicle out of service (vehicles.out_of_service_*) until a
 * manager clears it: who, when and why are kept here. The trip is a plain id (no key): an
 * inspection outlives the trip it was made for, and the API checks the trip is the school's.
 */
export const inspections = pgTable(
  'inspections',
  {
    ...tenantColumns(),
    vehicle_id: uuid('vehicle_id').notNull(),
    trip_id: uuid('trip_id'),
    kind: text('kind', { enum: INSPECTION_KINDS }).notNull(),
    result: text('result', { enum: INSPECTION_RESULTS }).notNull(),
    performed_at: timestamp('performed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The account that recorded it, and the employee it stands for (a driver), if any. */
    performed_by: uuid('performed_by').references(() => users.id, { onDelete: 'set null' }),
    inspector_id: uuid('inspector_id'),
    latitude: numeric('latitude', { precision: 10, scale: 7 }),
    longitude: numeric('longitude', { precision: 10, scale: 7 }),
    notes: text('notes').notNull().default(''),
    cleared_at: timestamp('cleared_at', { withTimezone: true }),
    cleared_by: uuid('cleared_by').references(() => users.id, { onDelete: 'set null' }),
    clear_note: text('clear_note'),
  },
  (t) => [
    tenantKey(t),
    schoolReference(t, t.vehicle_id, vehicles, { name: 'inspections_vehicle_fk' }),
    schoolReference(t, t.inspector_id, employees, { name: 'inspections_inspector_fk' }),
    index('inspections_vehicle_idx').on(t.tenant_id, t.vehicle_id, t.performed_at),
    index('inspections_performed_idx').on(t.tenant_id, t.performed_at),
    index('inspections_trip_idx').on(t.tenant_id, t.trip_id),
    check('inspections_kind_check', sql`${t.kind} in (${inList(INSPECTION_KINDS)})`),
    check('inspections_result_check', sql`${t.result} in (${inList(INSPECTION_RESULTS)})`),
    check(
      'inspections_cleared_check',
      sql`(${t.cleared_at} is null) = (${t.clear_note} is null)
        and (${t.cleared_at} is null or ${t.result} = 'major')`,
    ),
  ],
);

/**
 * An inspection's finding for one checklist item: its title as it was then (the checklist may change
 * later), OK or a defect with a note and an optional photo (stored like students' photos).
 */
export const inspectionItems = pgTable(
  'inspection_items',
  {
    ...tenantColumns(),
    inspection_id: uuid('inspection_id').notNull(),
    checklist_item_id: uuid('checklist_item_id'),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    outcome: text('outcome', { enum: ITEM_OUTCOMES }).notNull(),
    note: text('note').notNull().default(''),
    photo: text('photo'),
  },
  (t) => [
    tenantKey(t),
    schoolReference(t, t.inspection_id, inspections, { name: 'inspection_items_inspection_fk' }).onDelete(
      'cascade',
    ),
    index('inspection_items_inspection_idx').on(t.tenant_id, t.inspection_id, t.position),
    check('inspection_items_outcome_check', sql`${t.outcome} in (${inList(ITEM_OUTCOMES)})`),
    // A defect says what is wrong.
    check('inspection_items_note_check', sql`${t.outcome} = 'ok' or length(trim(${t.note})) > 0`),
  ],
);
