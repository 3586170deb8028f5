import type { AuditAction, AuditChanges } from '@app/shared/audit-log/audit-log.schemas';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table';

/**
 * One row per change of an audited record (DESIGN §8), written in the statement that makes the change
 * (records/record-audit.ts), and one per import. Append-only: a trigger refuses UPDATE and DELETE
 * except when the school itself is deleted (migration). The user and profile are kept as ids without
 * foreign keys, and the actor's name as text, so an entry outlives the account it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    tenant_id: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    // The moment of the write, not of its transaction's start: entries of one transaction keep their order.
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    user_id: uuid('user_id').notNull(),
    profile_id: uuid('profile_id').notNull(),
    actor_name: text('actor_name').notNull(),
    record_type: text('record_type').notNull(),
    /** Null for an import: it is about many records. */
    record_id: uuid('record_id'),
    record_label: text('record_label').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    /** {field: {old, new}}: new only on create, old only on delete, changed fields only on update. */
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    /** How many records an import wrote. */
    count: integer('count'),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    // One record's history (a student's details), the whole log by date, and one person's changes.
    index('audit_log_record_idx').on(t.tenant_id, t.record_type, t.record_id, t.at),
    index('audit_log_at_idx').on(t.tenant_id, t.at),
    index('audit_log_user_idx').on(t.tenant_id, t.user_id, t.at),
  ],
);
