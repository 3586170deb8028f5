import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithSchool } from '../../../test/factories';
import { queryRow } from '../../db/query-rows';
import { builderFixtures } from './report-builder.test-helpers';
import { reportStatement } from './report-sql';

const { t, school } = await appWithSchool();
const { context } = builderFixtures(t);

describe('reportStatement', () => {
  it("plans a report with the server's page costs, and the school's other statements for memory", async () => {
    const ctx = { ...context(school), db: t.database.forSchool(school.tenantId) };
    const costs = sql`select current_setting('random_page_cost') as cost,
      (select reset_val from pg_settings where name = 'random_page_cost') as server`;
    const inReport = await reportStatement<{ cost: string; server: string }>(ctx, costs);
    expect(inReport.cost).toBe(inReport.server);
    expect(inReport.server).not.toBe('1.1');
    // The report's setting ends with its transaction: the school's next statement is priced for memory.
    expect(await queryRow<{ cost: string }>(ctx.db, costs)).toMatchObject({ cost: '1.1' });
  });
});
