import { sql } from 'drizzle-orm';
import type { Database, Db } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';

/** Two schools, A and B, with a vehicle each, written as the platform: their ids. */
export async function twoSchoolsWithAVehicle(database: Database): Promise<string[]> {
  const schools = await queryRows<{ id: string }>(
    database.db,
    sql`insert into tenants (name) values ('A'), ('B') returning id`,
  );
  for (const { id } of schools) {
    await database.db.execute(sql`insert into vehicles (tenant_id, registration_number, code, max_capacity)
                                  values (${id}, ${`REG-${id}`}, 'C1', 30)`);
  }
  return schools.map((school) => school.id);
}

/** The schools whose vehicles `db` sees, one entry per vehicle, in order. */
export async function schoolsSeen(db: Db): Promise<string[]> {
  const rows = await queryRows<{ tenant_id: string }>(db, sql`select tenant_id from vehicles order by 1`);
  return rows.map((row) => row.tenant_id);
}
