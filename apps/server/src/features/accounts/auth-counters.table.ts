import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of the account limits (ADR 005), shared by every server process: failed attempts per
 * client IP, per address and client IP, per account, and messages asked for. A counter starts
 * again once its window has ended; ended ones are deleted now and then.
 */
export const authCounters = pgTable(
  'auth_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    window_ends_at: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    /** The latest counted attempt: growing waits are measured from it. */
    last_at: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_counters_window_ends_idx').on(t.window_ends_at)],
);
