import { describe, expect, it } from 'vitest';
import { appWithSchool } from '../../../test/factories';
import { buildCostAnalysisReport } from './cost-analysis-report';
import { buildFleetAnalyticsReport } from './fleet-analytics-report';
import { builderFixtures } from './report-builder.test-helpers';

// A ride home often records only where each child got off (Dropoff events): those children rode.
const { t, school } = await appWithSchool();
const fixtures = builderFixtures(t);

describe('riders of a ride home that records only drop-offs', () => {
  it('load the vehicle (Fleet Analytics) and share the cost (Cost Analysis)', async () => {
    await fixtures.settings(school, { time_zone: 'UTC', cost_per_km: 10, currency: 'KES' });
    const bus = await fixtures.vehicle(school, 10, 'HOME-BUS');
    const route = await fixtures.route(school, { code: 'HOME-PM', vehicle: bus.id });
    const trip = await fixtures.trip(school, route, '2026-03-02', { odometer: [100, 120] });
    for (const [i, student] of [crypto.randomUUID(), crypto.randomUUID()].entries())
      await fixtures.event(school, trip, 5, `2026-03-02T13:1${i}:00Z`, { sequence: 2, student });

    const fleet = await fixtures.report(buildFleetAnalyticsReport, school, '2026-03-02', '2026-03-02');
    expect(fleet.tables[0]!.rows).toMatchObject([{ vehicle: 'HOME-BUS', average_load: 2, load_percent: 20 }]);
    const cost = await fixtures.report(buildCostAnalysisReport, school, '2026-03-02', '2026-03-02');
    expect(cost.tables[0]!.rows).toMatchObject([
      { route_code: 'HOME-PM', riders: 2, cost: 200, cost_per_student: 100 },
    ]);
  });
});
