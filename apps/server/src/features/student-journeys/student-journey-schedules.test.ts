import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { schedules } from './student-journeys.resource';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("an assignment's schedules", () => {
  it('are built in node as the SQL of the audit trail writes them, for every set of days', async () => {
    // The SQL reads student_journeys.weekdays: a row source of that name with every stored value.
    const rows = await queryRows<{ bits: number; schedule: unknown; bus_schedule: unknown }>(
      database.db,
      sql`select student_journeys.weekdays as bits, ${schedules.schedule.sql} as schedule,
        ${schedules.bus_schedule.sql} as bus_schedule
        from (select n::smallint as weekdays from generate_series(1, 127) as g(n)) as student_journeys
        order by 1`,
    );
    expect(rows).toHaveLength(127);
    for (const row of rows) {
      expect(schedules.schedule.build(row.bits)).toEqual(row.schedule);
      expect(schedules.bus_schedule.build(row.bits)).toEqual(row.bus_schedule);
    }
    // One value spelled out: Monday, Wednesday and Saturday.
    expect(schedules.bus_schedule.build(0b100101).filter((day) => day.is_active)).toEqual([
      { day_of_week: 1, day_name: 'Monday', is_active: true },
      { day_of_week: 3, day_name: 'Wednesday', is_active: true },
      { day_of_week: 6, day_name: 'Saturday', is_active: true },
    ]);
  });
});
