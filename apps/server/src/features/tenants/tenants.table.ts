import { index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/users.table';

export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** API base of another deployment (cell); null means this deployment (PUBLIC_URL + /api). */
  domain: text('domain'),
  time_zone: text('time_zone').notNull().default('UTC'),
  cost_per_km: numeric('cost_per_km', { precision: 10, scale: 2 }).notNull().default('0'),
  currency: text('currency').notNull().default('USD'),
  /** The language of the school's people who have not chosen one, and of its messages to families (ADR 019). */
  default_language: text('default_language').notNull().default('en'),
  /** Days the school's vehicle positions are kept (issue 22); older ones are deleted by the upkeep. */
  position_retention_days: integer('position_retention_days').notNull().default(90),
  /** Families are told when a trip runs this many minutes behind its timetable (issue 23). */
  late_notice_minutes: integer('late_notice_minutes').notNull().default(10),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
