import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPROVAL_STATUSES,
  APPROVER_ROLE_IDS,
  FIELD_TRIP_STATUSES,
} from '@app/shared/field-trips/field-trip-codes';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { users } from '../accounts/users.table';
import { employees } from '../employees/employees.table';
import { vehicles } from '../vehicles/vehicles.table';

const inList = (values: readonly (string | number)[]) =>
  sql.raw(values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(', '));

/** A span of school-local time, as PostgreSQL's tsrange (read and written as its text form). */
const tsrange = customType<{ data: string }>({ dataType: () => 'tsrange' });

/**
 * A school's approval steps for field trips (issue 25 §4), in their order: each names the role
 * that decides it (a School Administrator may decide any). A request copies the steps as they are
 * (field_trip_approvals), so changing them later leaves requests under way as they were asked.
 */
export const fieldTripSteps = pgTable(
  'field_trip_steps',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    role_id: integer('role_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('field_trip_steps_title_idx').on(t.tenant_id, sql`lower(${t.title})`),
    index('field_trip_steps_order_idx').on(t.tenant_id, t.position, t.id),
    check('field_trip_steps_role_check', sql`${t.role_id} in (${inList(APPROVER_ROLE_IDS)})`),
  ],
);

/**
 * One field trip: the request, where it stands, and once done what it took and cost. Times are the
 * school's local times on its date. The rates are copied at completion, so the cost stays as worked
 * out when the school's rates change.
 */
export const fieldTrips = pgTable(
  'field_trips',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    destination: text('destination').notNull(),
    trip_date: date('trip_date', { mode: 'string' }).notNull(),
    departs_at: time('departs_at').notNull(),
    returns_at: time('returns_at').notNull(),
    passengers: integer('passengers').notNull(),
    vehicles_needed: integer('vehicles_needed').notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: FIELD_TRIP_STATUSES }).notNull(),
    /** The account that asked, and its name then (kept when the account goes). */
    requested_by: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requested_by_name: text('requested_by_name').notNull(),
    cancel_reason: text('cancel_reason'),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    actual_distance_km: numeric('actual_distance_km', { precision: 7, scale: 1 }),
    actual_minutes: integer('actual_minutes'),
    cost_per_km: numeric('cost_per_km', { precision: 10, scale: 2 }),
    cost_per_hour: numeric('cost_per_hour', { precision: 10, scale: 2 }),
    cost: numeric('cost', { precision: 14, scale: 2 }),
  },
  (t) => [
    tenantKey(t),
    // The month's calendar and the list by date; the requests of one account; the ones awaiting a step.
    index('field_trips_date_idx').on(t.tenant_id, t.trip_date, t.departs_at, t.id),
    index('field_trips_requester_idx').on(t.tenant_id, t.requested_by, t.trip_date),
    index('field_trips_status_idx').on(t.tenant_id, t.status, t.trip_date),
    check('field_trips_status_check', sql`${t.status} in (${inList(FIELD_TRIP_STATUSES)})`),
    check('field_trips_times_check', sql`${t.returns_at} > ${t.departs_at}`),
    check('field_trips_passengers_check', sql`${t.passengers} between 1 and 1000`),
    check('field_trips_vehicles_check', sql`${t.vehicles_needed} between 1 and 20`),
    check(
      'field_trips_completion_check',
      sql`(${t.status} = 'completed') = (${t.completed_at} is not null and ${t.actual_distance_km} is not null
        and ${t.actual_minutes} is not null and ${t.cost} is not null)`,
    ),
  ],
);

/**
 * One approval step of one field trip, copied from the school's steps when it was requested, and
 * its decision: who, when, with what note. The step whose turn it is: the first one pending.
 */
export const fieldTripApprovals = pgTable(
  'field_trip_approvals',
  {
    ...tenantColumns(),
    field_trip_id: uuid('field_trip_id').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    role_id: integer('role_id').notNull(),
    status: text('status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_by_name: text('decided_by_name'),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
  },
  (t) => [
    tenantKey(t),
    schoolReference(t, t.field_trip_id, fieldTrips).onDelete('cascade'),
    uniqueIndex('field_trip_approvals_order_idx').on(t.tenant_id, t.field_trip_id, t.position),
    check('field_trip_approvals_status_check', sql`${t.status} in (${inList(APPROVAL_STATUSES)})`),
    check('field_trip_approvals_decided_check', sql`(${t.status} = 'pending') = (${t.decided_at} is null)`),
  ],
);

/**
 * A vehicle and its driver on a field trip, over the trip's span of school-local time. Never two
 * bookings of a vehicle or of a driver at once: the exclusion constraints (migration 0031) decide
 * among field trips, and triggers against the regular trips, both ways, under one lock per school.
 */
export const fieldTripAssignments = pgTable(
  'field_trip_assignments',
  {
    ...tenantColumns(),
    field_trip_id: uuid('field_trip_id').notNull(),
    vehicle_id: uuid('vehicle_id').notNull(),
    driver_id: uuid('driver_id').notNull(),
    position: integer('position').notNull(),
    during: tsrange('during').notNull(),
  },
  (t) => [
    tenantKey(t),
    schoolReference(t, t.field_trip_id, fieldTrips).onDelete('cascade'),
    schoolReference(t, t.vehicle_id, vehicles),
    schoolReference(t, t.driver_id, employees),
    uniqueIndex('field_trip_assignments_order_idx').on(t.tenant_id, t.field_trip_id, t.position),
    // The keys' own indexes: a vehicle or employee with field trips cannot be deleted.
    index('field_trip_assignments_vehicle_idx').on(t.tenant_id, t.vehicle_id),
    index('field_trip_assignments_driver_idx').on(t.tenant_id, t.driver_id),
  ],
);
