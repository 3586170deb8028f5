import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminQuery, databaseUrl } from '../../test/global-setup';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';

const journal = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

// Several machines starting on a new release at the same moment each migrate at start. PostgreSQL
// only: the embedded database admits one process.
describe.runIf(process.env.TEST_DB === 'postgres')('migrations on PostgreSQL', () => {
  it('run once when several servers start at the same moment', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `ta_migrate_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const servers = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ url: databaseUrl(adminUrl, name), poolSize: 1 })),
    );
    try {
      await Promise.all(servers.map((server) => migrateDatabase(server)));
      const [row] = await servers[0]!.db
        .select({ applied: sql<number>`count(*)::int`, files: sql<number>`count(distinct hash)::int` })
        .from(sql`drizzle.__drizzle_migrations`);
      expect(row).toEqual({ applied: journal.entries.length, files: journal.entries.length });
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
