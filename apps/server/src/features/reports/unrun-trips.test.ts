import { describe, expect, it } from 'vitest';
import { appWithSchool } from '../../../test/factories';
import { buildPerformanceReport } from './performance-report';
import { builderFixtures } from './report-builder.test-helpers';

// A trip still scheduled (today's, tomorrow's) has not run: its stops are not missed arrivals.
const { t, school } = await appWithSchool();
const fixtures = builderFixtures(t);

describe('Route Performance over trips that have not run', () => {
  it('counts the stops of active and completed trips only', async () => {
    const route = await fixtures.route(school, { code: 'NOT-YET' });
    await fixtures.trip(school, route, '2026-03-03', { status: 1 });
    await fixtures.trip(school, route, '2026-03-04', { status: 4 });
    expect(
      (await fixtures.report(buildPerformanceReport, school, '2026-03-02', '2026-03-06')).tables[0],
    ).toMatchObject({ count: 0, rows: [] });
    const running = await fixtures.trip(school, route, '2026-03-05', { status: 2 });
    await fixtures.event(school, running, 2, '2026-03-05T04:10:00Z', { sequence: 1 });
    const body = await fixtures.report(buildPerformanceReport, school, '2026-03-02', '2026-03-06');
    expect(body.tables[0]!.rows).toMatchObject([
      { route_code: 'NOT-YET', sequence: 1, trips: 1, arrivals: 1, missed: 0 },
      { route_code: 'NOT-YET', sequence: 2, trips: 1, arrivals: 0, missed: 1 },
    ]);
  });
});
