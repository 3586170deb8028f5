import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DOCUMENT_REMINDER_DAYS } from '@app/shared/documents/document-type.schemas';
import { sqlCodes } from '../../db/sql-codes';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { users } from '../accounts/users.table';
import { documents } from './documents.table';

/**
 * That a document's reminder at 30, 14 or 7 days before it expires was put in a digest (issue 25
 * §3): unique per document, expiry date and threshold, inserted with `on conflict do nothing` in the
 * transaction that writes the digest, so each reminder is sent once; a renewed document (a new
 * expiry date) is reminded of again.
 */
export const documentReminders = pgTable(
  'document_reminders',
  {
    ...tenantColumns(),
    document_id: uuid('document_id').notNull(),
    expires_on: date('expires_on', { mode: 'string' }).notNull(),
    threshold_days: smallint('threshold_days').notNull(),
    digest_on: date('digest_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    tenantKey(t),
    schoolReference(t, t.document_id, documents, { name: 'document_reminders_document_fk' }).onDelete(
      'cascade',
    ),
    uniqueIndex('document_reminders_once_idx').on(t.tenant_id, t.document_id, t.expires_on, t.threshold_days),
    check(
      'document_reminders_threshold_check',
      sql`${t.threshold_days} in (${sqlCodes(DOCUMENT_REMINDER_DAYS)})`,
    ),
  ],
);

/**
 * The day's digest e-mail to one administrator of the school: what it lists (`payload`, worded at
 * sending in the recipient's language) and its delivery, claimed with `for update skip locked` and
 * retried with growing waits like the families' notices. One per school, day and administrator.
 */
export const documentDigests = pgTable(
  'document_digests',
  {
    ...tenantColumns(),
    digest_on: date('digest_on', { mode: 'string' }).notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
    /** Set when the tries are used up; the digest then stays unsent, and says why in provider_answer. */
    gave_up_at: timestamp('gave_up_at', { withTimezone: true }),
    provider_answer: text('provider_answer').notNull().default(''),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('document_digests_once_idx').on(t.tenant_id, t.digest_on, t.user_id),
    index('document_digests_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.sent_at} is null and ${t.gave_up_at} is null`),
  ],
);
