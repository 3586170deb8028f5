import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

/** The names of a person record (employees, students, guardians), and the full name made from them. */
export function personNameColumns() {
  return {
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    other_name: text('other_name').notNull().default(''),
    // Kept by PostgreSQL from the names, so lists search, order and show one value.
    full_name: text('full_name')
      .notNull()
      .generatedAlwaysAs(
        sql`first_name || ' ' || (case when other_name = '' then '' else other_name || ' ' end) || last_name`,
      ),
  };
}
