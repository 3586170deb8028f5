import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { adminQuery, databaseUrl } from './global-setup';
import { schoolsSeen, twoSchoolsWithAVehicle } from './row-security.test-helpers';

/**
 * On a PostgreSQL server the product may connect as a plain owner, not a superuser (ADR 016): it
 * migrates, then works across schools through ta_platform and as one school through ta_app, and
 * FORCE keeps the owner itself from reading around the policies.
 */
describe.runIf(process.env.TEST_DB === 'postgres')(
  'row-level security for an owner that is not a superuser',
  () => {
    it('migrates, sees every school as the platform, and one school as that school', async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const suffix = crypto.randomBytes(4).toString('hex');
      const owner = `ta_owner_${suffix}`;
      const name = `ta_owned_${suffix}`;
      await adminQuery(adminUrl, `CREATE ROLE ${owner} LOGIN CREATEROLE`);
      await adminQuery(adminUrl, `CREATE DATABASE ${name} OWNER ${owner}`);
      const url = Object.assign(new URL(databaseUrl(adminUrl, name)), { username: owner }).toString();
      const database = await openDatabase({ url, poolSize: 2 });
      try {
        await migrateDatabase(database);
        const schools = await twoSchoolsWithAVehicle(database);
        expect(await schoolsSeen(database.db)).toEqual([...schools].sort());
        expect(await schoolsSeen(database.forSchool(schools[0]!))).toEqual([schools[0]]);
        expect(await schoolsSeen(database.forSchool(''))).toEqual([]);
        // Without its platform role, the owner sees nothing: FORCE holds it to the policies.
        await database.db.execute(sql.raw(`revoke ta_platform from ${owner}`));
        expect(await schoolsSeen(database.db)).toEqual([]);
      } finally {
        await database.close();
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await adminQuery(adminUrl, `DROP ROLE IF EXISTS ${owner}`);
      }
    });
  },
);
