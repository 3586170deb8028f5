import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for an account made from a phone alone (a guardian, ADR 022). */
    email: text('email'),
    /** Digits only, 10 to 15 (as invitations keep phones); signs in with an SMS code. */
    phone: text('phone'),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    /** Null for an account that signs in by SMS code only. */
    password_hash: text('password_hash'),
    email_confirmed_at: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Last school and profile chosen with set-active-profile. */
    active_tenant_id: uuid('active_tenant_id'),
    active_profile_id: uuid('active_profile_id'),
    /** The language chosen in the user menu (ADR 019); null: the browser's, else the school's. */
    language: text('language'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_idx').on(t.phone),
    check('users_contact_check', sql`${t.email} is not null or ${t.phone} is not null`),
  ],
);

/** Confirmation and reset codes: hashed, single use, limited tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm_email', 'reset_password', 'phone_sign_in'] }).notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A code is only ever looked up through its user (ADR 005), never by its value.
  (t) => [index('verification_codes_user_idx').on(t.user_id, t.purpose)],
);

/** Refresh tokens rotate on use; a family is every token descended from one login. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: uuid('family_id').notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.token_hash),
    index('refresh_tokens_family_idx').on(t.family_id),
  ],
);
