import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { importColumn } from '../../db/pending-imports.table';
import { personNameColumns } from '../../db/person-columns';
import { searchIndex } from '../../db/search-index';
import { viewOver } from '../../db/stored-tables';
import { tenantColumns, tenantKey } from '../../db/tenant-columns';

const studentColumns = () => ({
  ...tenantColumns(),
  admission_number: text('admission_number').notNull(),
  /** The rider's transport card number (the spec's `{product}_number`); unique when given. */
  transport_number: text('transport_number'),
  ...personNameColumns(),
  gender: integer('gender').notNull(),
  date_of_birth: date('date_of_birth', { mode: 'string' }).notNull(),
  /** Name of the stored photo under DATA_DIR/uploads/<tenant>/ (features/photos), or null. */
  photo: text('photo'),
  /**
   * Where the child lives, to seven decimals as bus stops are (issue 24: the planner proposes stops
   * from it); both or neither, null when not known. Read only by the student's own read (DESIGN §8).
   */
  home_latitude: numeric('home_latitude', { precision: 10, scale: 7 }),
  home_longitude: numeric('home_longitude', { precision: 10, scale: 7 }),
});

/**
 * Where students are stored, the rows of imports still being written included (ADR 014): the
 * schema, the foreign keys of other tables and the roll import use it; everything else reads and
 * writes `students`.
 */
export const studentRows = pgTable('student_rows', { ...studentColumns(), ...importColumn() }, (t) => [
  tenantKey(t),
  uniqueIndex('students_admission_number_idx').on(t.tenant_id, sql`lower(${t.admission_number})`),
  // NULLs are distinct: any number of students may have no transport number.
  uniqueIndex('students_transport_number_idx').on(t.tenant_id, sql`lower(${t.transport_number})`),
  index('students_full_name_idx').on(t.tenant_id, t.full_name),
  searchIndex('students_admission_number_trgm_idx', t.tenant_id, t.admission_number),
  searchIndex('students_transport_number_trgm_idx', t.tenant_id, t.transport_number),
  searchIndex('students_full_name_trgm_idx', t.tenant_id, t.full_name),
  check('students_home_both_check', sql`(${t.home_latitude} is null) = (${t.home_longitude} is null)`),
  check('students_home_latitude_check', sql`${t.home_latitude} between -90 and 90`),
  check('students_home_longitude_check', sql`${t.home_longitude} between -180 and 180`),
]);

/**
 * The students: the view of `student_rows` without the rows of unpublished imports (migration
 * 0013). PostgreSQL writes through it as through the table (a simple view is updatable), so the
 * records layer, the lists and the reports use it like any other table.
 */
export const students = viewOver(pgTable('students', studentColumns()), studentRows);
