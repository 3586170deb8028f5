import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { DOCUMENT_FILE_TYPES } from '@app/shared/documents/document.schemas';
import { searchIndex } from '../../db/search-index';
import { schoolReference, tenantColumns, tenantKey } from '../../db/tenant-columns';
import { employees } from '../employees/employees.table';
import { vehicles } from '../vehicles/vehicles.table';
import { documentTypes } from './document-types.table';

/**
 * A document of one vehicle or one employee that expires (issue 25 §3), with its file under
 * DATA_DIR/uploads (document-files.ts). A vehicle, an employee or a type with documents cannot be
 * deleted (409 naming them): the documents are the school's proof of compliance.
 */
export const documents = pgTable(
  'documents',
  {
    ...tenantColumns(),
    document_type_id: uuid('document_type_id').notNull(),
    /** 'vehicle' or 'employee': which of the two owners is set, so the type's kind can be checked by its key. */
    owner_kind: text('owner_kind', { enum: ['vehicle', 'employee'] }).notNull(),
    vehicle_id: uuid('vehicle_id'),
    employee_id: uuid('employee_id'),
    number: text('number').notNull().default(''),
    issued_on: date('issued_on', { mode: 'string' }),
    expires_on: date('expires_on', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    /** The stored file's name (a new one for every upload), and the file as the school sent it. */
    file: text('file'),
    file_name: text('file_name'),
    file_type: text('file_type', { enum: DOCUMENT_FILE_TYPES }),
    file_size: integer('file_size'),
  },
  (t) => [
    tenantKey(t),
    // Of the school, and for the owner's kind: a vehicles' type for a vehicle's document.
    schoolReference(t, t.document_type_id, documentTypes, {
      name: 'documents_document_type_fk',
      within: [t.owner_kind, documentTypes.applies_to],
    }),
    schoolReference(t, t.vehicle_id, vehicles, { name: 'documents_vehicle_fk' }),
    schoolReference(t, t.employee_id, employees, { name: 'documents_employee_fk' }),
    index('documents_expires_idx').on(t.tenant_id, t.expires_on),
    index('documents_type_idx').on(t.tenant_id, t.document_type_id),
    index('documents_vehicle_idx').on(t.tenant_id, t.vehicle_id),
    index('documents_employee_idx').on(t.tenant_id, t.employee_id),
    searchIndex('documents_number_trgm_idx', t.tenant_id, t.number),
    check(
      'documents_owner_check',
      sql`num_nonnulls(${t.vehicle_id}, ${t.employee_id}) = 1
        and ${t.owner_kind} = (case when ${t.vehicle_id} is null then 'employee' else 'vehicle' end)`,
    ),
    check('documents_dates_check', sql`${t.issued_on} is null or ${t.expires_on} >= ${t.issued_on}`),
    check(
      'documents_file_check',
      sql`(${t.file} is null) = (${t.file_name} is null) and (${t.file} is null) = (${t.file_type} is null)
        and (${t.file} is null) = (${t.file_size} is null)`,
    ),
  ],
);
