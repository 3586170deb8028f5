import { describe, expect, it } from 'vitest';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { reportFixtures } from './reports.test-helpers';

// GET /reports/trips/ (issue 11 §1): the range's trips per day and status, the completion rate
// (completed ÷ all trips) and the cancelled trips with the notes of their Trip Cancelled event.
const { t } = await appWithSchool();
const fixtures = reportFixtures(t);
const range = { start_date: '2026-03-02', end_date: '2026-03-04' };

describe('trip summary', () => {
  it('counts each day by status, and lists the cancelled trips with their reasons', async () => {
    const school = await signedInAs(t);
    await fixtures.setTimeZone(school, 'Africa/Nairobi');
    const trip = (date: string, status: number, journey: Record<string, unknown> = {}) =>
      fixtures.namedTrip(school, { date, status, journey });
    // Monday: 2 completed, 1 cancelled, 1 still scheduled; Tuesday: 1 active, 1 completed, 1 cancelled.
    for (const status of [3, 3, 1]) await trip('2026-03-02', status);
    const monday = await trip('2026-03-02', 4, { title: 'Westlands Morning', code: 'WM-1' });
    for (const status of [2, 3]) await trip('2026-03-03', status);
    const tuesday = await trip('2026-03-03', 4, { title: 'Karen Evening', code: 'KE-2' });
    // Outside the range: not counted.
    await trip('2026-03-01', 3);
    await trip('2026-03-05', 4);
    // Cancelled twice over (a resent cancellation): its latest reason; 05:15 UTC is 08:15 in Nairobi.
    await fixtures.event(school, monday.id, 9, { notes: 'Road closed', at: '2026-03-02T04:00:00Z' });
    await fixtures.event(school, monday.id, 9, { notes: 'Flooded road', at: '2026-03-02T05:15:00Z' });
    // 22:30 UTC on Tuesday is already Wednesday in Nairobi.
    await fixtures.event(school, tuesday.id, 9, { notes: '=Driver sick', at: '2026-03-03T22:30:00Z' });

    const report = await fixtures.ok(school, 'trips', range);
    expect(report).toMatchObject({
      name: 'trips',
      title: 'Trip Summary',
      ...range,
      time_zone: 'Africa/Nairobi',
    });
    expect(report.generated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+03:00$/);
    expect(report.figures).toEqual([
      { label: 'Total trips', kind: 'count', value: 7 },
      { label: 'Completed', kind: 'count', value: 3 },
      { label: 'Cancelled', kind: 'count', value: 2 },
      { label: 'Completion rate (completed ÷ all trips)', kind: 'percent', value: 42.9 },
    ]);
    const [days, cancelled] = report.tables;
    expect(days!.rows).toEqual([
      {
        date: '2026-03-02',
        scheduled: 1,
        active: 0,
        completed: 2,
        cancelled: 1,
        total: 4,
        completion_rate: 50,
      },
      {
        date: '2026-03-03',
        scheduled: 0,
        active: 1,
        completed: 1,
        cancelled: 1,
        total: 3,
        completion_rate: 33.3,
      },
    ]);
    expect(cancelled).toMatchObject({ title: 'Cancelled trips', count: 2, paged: false });
    expect(cancelled!.rows).toEqual([
      {
        date: '2026-03-02',
        route: 'Westlands Morning',
        route_code: 'WM-1',
        vehicle: monday.vehicle,
        reason: 'Flooded road',
        cancelled_at: '2026-03-02 08:15',
      },
      {
        date: '2026-03-03',
        route: 'Karen Evening',
        route_code: 'KE-2',
        vehicle: tuesday.vehicle,
        reason: '=Driver sick',
        cancelled_at: '2026-03-04 01:30',
      },
    ]);
    // Every day of the range in the chart, Wednesday's zeros too.
    expect(report.chart).toMatchObject({
      title: 'Trips per day by status',
      type: 'stacked-bar',
      x_key: 'date',
    });
    // The statuses in their own order, each naming its status, so the console draws it in its badge's colour.
    expect(report.chart!.series.map((one) => [one.label, one.trip_status])).toEqual([
      ['Scheduled', 1],
      ['Active', 2],
      ['Completed', 3],
      ['Cancelled', 4],
    ]);
    expect(report.chart!.data).toEqual([
      { date: '2026-03-02', scheduled: 1, active: 0, completed: 2, cancelled: 1 },
      { date: '2026-03-03', scheduled: 0, active: 1, completed: 1, cancelled: 1 },
      { date: '2026-03-04', scheduled: 0, active: 0, completed: 0, cancelled: 0 },
    ]);
  });

  it('answers zeros, no rate and empty tables for a range without trips', async () => {
    const school = await signedInAs(t);
    await fixtures.namedTrip(school, { date: '2026-03-09', status: 3 });
    const report = await fixtures.ok(school, 'trips', range);
    expect(report.figures.map((figure) => figure.value)).toEqual([0, 0, 0, null]);
    expect(report.tables.map((table) => [table.count, table.rows])).toEqual([
      [0, []],
      [0, []],
    ]);
    expect(report.chart!.data.map((day) => day.completed)).toEqual([0, 0, 0]);
  });

  it('counts a range of one cancelled trip, without a reason when it has no event', async () => {
    const school = await signedInAs(t);
    const only = await fixtures.namedTrip(school, { date: '2026-03-04', status: 4 });
    const report = await fixtures.ok(school, 'trips', range);
    expect(report.figures.map((figure) => figure.value)).toEqual([1, 0, 1, 0]);
    expect(report.tables[1]!.rows).toEqual([
      {
        date: '2026-03-04',
        route: only.route,
        route_code: only.code,
        vehicle: only.vehicle,
        reason: null,
        cancelled_at: null,
      },
    ]);
  });
});
