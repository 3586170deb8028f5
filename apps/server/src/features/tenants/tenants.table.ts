import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PLANNING_DEFAULTS as d,
  PLANNING_LIMITS as l,
} from '@app/shared/school-settings/school-settings.schemas';
import { sqlCode } from '../../db/sql-codes';
import { users } from '../accounts/users.table';

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** API base of another deployment (cell); null means this deployment (PUBLIC_URL + /api). */
    domain: text('domain'),
    time_zone: text('time_zone').notNull().default('UTC'),
    cost_per_km: numeric('cost_per_km', { precision: 10, scale: 2 }).notNull().default('0'),
    currency: text('currency').notNull().default('USD'),
    /** What an hour out costs on a field trip (driver and vehicle time), beside its km (issue 25 §4). */
    cost_per_hour: numeric('cost_per_hour', { precision: 10, scale: 2 }).notNull().default('0'),
    /** The language of the school's people who have not chosen one, and of its messages to families (ADR 019). */
    default_language: text('default_language').notNull().default('en'),
    /** Days the school's vehicle positions are kept (issue 22); older ones are deleted by the upkeep. */
    position_retention_days: integer('position_retention_days').notNull().default(90),
    /** Families are told when a trip runs this many minutes behind its timetable (issue 23). */
    late_notice_minutes: integer('late_notice_minutes').notNull().default(10),
    // Route planning (issue 24): the window in which the morning buses deliver pupils to school, when the
    // afternoon routes leave, how long a pupil may ride and how far walk to a stop.
    arrival_window_start: time('arrival_window_start').notNull().default(d.arrival_window_start),
    arrival_window_end: time('arrival_window_end').notNull().default(d.arrival_window_end),
    dismissal_time: time('dismissal_time').notNull().default(d.dismissal_time),
    max_ride_minutes: integer('max_ride_minutes').notNull().default(d.max_ride_minutes),
    walk_limit_metres: integer('walk_limit_metres').notNull().default(d.walk_limit_metres),
    /** Where the school is (seven decimals, as bus stops): both or neither, null until it is set. */
    school_latitude: numeric('school_latitude', { precision: 10, scale: 7 }),
    school_longitude: numeric('school_longitude', { precision: 10, scale: 7 }),
    /** Whether a trip may start only after a pre-trip inspection of its vehicle (issue 25 §1). */
    pre_trip_inspection_required: boolean('pre_trip_inspection_required').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tenants_arrival_window_check', sql`${t.arrival_window_end} > ${t.arrival_window_start}`),
    check(
      'tenants_school_location_check',
      sql`(${t.school_latitude} is null) = (${t.school_longitude} is null)`,
    ),
    check('tenants_school_latitude_check', sql`${t.school_latitude} between -90 and 90`),
    check('tenants_school_longitude_check', sql`${t.school_longitude} between -180 and 180`),
    check(
      'tenants_max_ride_minutes_check',
      sql`${t.max_ride_minutes} between ${sqlCode(l.max_ride_minutes.min)} and ${sqlCode(l.max_ride_minutes.max)}`,
    ),
    check(
      'tenants_walk_limit_metres_check',
      sql`${t.walk_limit_metres} between ${sqlCode(l.walk_limit_metres.min)} and ${sqlCode(l.walk_limit_metres.max)}`,
    ),
  ],
);

/** A user's role inside one school; person_id names the employee or guardian it stands for. */
export const profiles = pgTable(
  'profiles',
  {
    tenant_id: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profile_type: integer('profile_type').notNull(),
    role_id: integer('role_id').notNull(),
    person_id: uuid('person_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenant_id, t.id] }), index('profiles_user_idx').on(t.user_id)],
);

export const invitations = pgTable(
  'invitations',
  {
    tenant_id: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    phone: text('phone').notNull(),
    email: text('email'),
    role_id: integer('role_id').notNull(),
    profile_type: integer('profile_type').notNull(),
    person_id: uuid('person_id'),
    code_hash: text('code_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    accepted_by: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    index('invitations_phone_idx').on(t.phone, t.code_hash),
  ],
);
