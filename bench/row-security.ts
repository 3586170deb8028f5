import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import type { Target } from './district';

/** `--rls on,off`: the runs to make, each with the schools' row-level security on or off (issue 20 §4). */
export const rowSecurityModes = (value: string) =>
  value.split(',').map((mode) => {
    if (mode !== 'on' && mode !== 'off') throw new Error(`--rls takes on and off, not ${mode}`);
    return mode;
  });

/**
 * Turns the policies of every school table on (as the product migrates them) or off, on a database
 * the product is not running on (the embedded one admits one process): the same product, the same
 * data, measured with and without them in one run. Off, a school's connection still switches to its
 * role and school (ADR 016); only the policies' checks are gone.
 */
export async function setRowSecurity(target: Target, mode: 'on' | 'off'): Promise<void> {
  const database = await openDatabase(target);
  try {
    // A stopped product's last statement (its upkeep's VACUUM, on a server whose autovacuum is off)
    // may still run in its backend: wait for it rather than deadlock with it.
    await database.db.execute(sql`
      do $$ begin
        while exists (select from pg_stat_activity where datname = current_database()
                        and pid <> pg_backend_pid() and state <> 'idle') loop
          perform pg_sleep(0.1);
          -- pg_stat_activity is read once a transaction unless its snapshot is dropped.
          perform pg_stat_clear_snapshot();
        end loop;
      end $$`);
    await database.db.execute(sql`
      do $$
      declare t text;
      begin
        for t in
          select c.relname from pg_class c
            join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
           where c.relkind = 'r' and (c.relname = 'tenants' or exists (
             select from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped))
        loop
          execute format('alter table %I ${sql.raw(mode === 'on' ? 'enable' : 'disable')} row level security', t);
        end loop;
      end $$`);
  } finally {
    await database.close();
  }
}
