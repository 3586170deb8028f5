import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKey } from '../../db/tenant-columns';

/**
 * The kinds of documents a school keeps (issue 25 §3): each for vehicles or for employees. Preloaded
 * for every school (default-document-types.ts), then the school's to rename, add or retire.
 */
export const documentTypes = pgTable(
  'document_types',
  {
    ...tenantColumns(),
    title: text('title').notNull(),
    applies_to: text('applies_to', { enum: ['vehicle', 'employee'] }).notNull(),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('document_types_title_idx').on(t.tenant_id, t.applies_to, sql`lower(${t.title})`),
    // The key documents point at with their owner's kind: a vehicle's document has a vehicles' type,
    // and a type in use cannot change what it applies to.
    unique('document_types_kind_key').on(t.tenant_id, t.applies_to, t.id),
    index('document_types_order_idx').on(t.tenant_id, t.title, t.id),
    check('document_types_applies_to_check', sql`${t.applies_to} in ('vehicle', 'employee')`),
  ],
);
