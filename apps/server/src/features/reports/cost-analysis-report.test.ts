import { beforeAll, describe, expect, it } from 'vitest';
import { appWithSchool } from '../../../test/factories';
import { completedTrips, manyRoutes, measuredTrips } from './completed-trips.test-helpers';
import { buildCostAnalysisReport } from './cost-analysis-report';

const { t, school } = await appWithSchool();
let week: Awaited<ReturnType<typeof completedTrips>>;
let measured: Awaited<ReturnType<typeof measuredTrips>>;
beforeAll(async () => {
  week = await completedTrips(t, school);
  measured = await measuredTrips(t, school, week);
});
const report = (start: string, end: string) =>
  week.fixtures.report(buildCostAnalysisReport, school, start, end);
const costs = (cost_per_km: number) => week.fixtures.settings(school, { cost_per_km, currency: 'KES' });

describe('Cost Analysis', () => {
  it('prices the completed trips’ odometer distance per route, vehicle and student', async () => {
    await costs(12.5);
    const { north, south } = week.routes;
    const { a, b } = week.vehicles;
    const body = await report('2026-03-02', '2026-03-06');
    expect(body.tables).toEqual([
      {
        key: 'routes',
        title: 'Per route',
        columns: expect.any(Array),
        count: 2,
        paged: false,
        rows: [
          // 40 + 35 km; s1, s2 and s3 boarded (s1 twice).
          {
            route_code: 'CA-NORTH',
            route: north.title,
            trips: 2,
            distance: 75,
            trips_measured_by_gps: 0,
            trips_without_distance: 0,
            cost: 937.5,
            riders: 3,
            cost_per_student: 312.5,
          },
          // 20 km, and a trip without an end reading; s2 and s4 boarded.
          {
            route_code: 'CA-SOUTH',
            route: south.title,
            trips: 2,
            distance: 20,
            trips_measured_by_gps: 0,
            trips_without_distance: 1,
            cost: 250,
            riders: 2,
            cost_per_student: 125,
          },
        ],
      },
      {
        key: 'vehicles',
        title: 'Per vehicle',
        columns: expect.any(Array),
        count: 2,
        paged: false,
        rows: [
          {
            vehicle: 'CA-A',
            registration_number: a.registration_number,
            trips: 3,
            distance: 75,
            trips_measured_by_gps: 0,
            trips_without_distance: 1,
            cost: 937.5,
          },
          {
            vehicle: 'CA-B',
            registration_number: b.registration_number,
            trips: 1,
            distance: 20,
            trips_measured_by_gps: 0,
            trips_without_distance: 0,
            cost: 250,
          },
        ],
      },
    ]);
    for (const table of body.tables)
      expect(table.columns.map((column) => column.key)).toEqual(Object.keys(table.rows[0]!));
    // 1,187.50 over 4 students (s2 rode both routes): 296.875, to the cent.
    expect(body.figures).toEqual([
      { label: 'Cost per km', kind: 'money', value: 12.5 },
      { label: 'Total distance', kind: 'distance', value: 95 },
      { label: 'Total cost', kind: 'money', value: 1187.5 },
      { label: 'Cost per student', kind: 'money', value: 296.88 },
    ]);
    expect(body.chart).toEqual({
      title: 'Cost per route',
      type: 'bar',
      x_key: 'route',
      x_kind: 'text',
      series: [{ key: 'cost', label: 'Cost', kind: 'money' }],
      data: [
        { route: 'CA-NORTH', cost: 937.5 },
        { route: 'CA-SOUTH', cost: 250 },
      ],
    });
  });

  it('costs nothing while the school has no cost per km, and says the cost per km is 0', async () => {
    await costs(0);
    const body = await report('2026-03-02', '2026-03-06');
    expect(body.figures.map((figure) => figure.value)).toEqual([0, 95, 0, 0]);
    expect(body.tables[0]!.rows.map((row) => [row.distance, row.cost, row.cost_per_student])).toEqual([
      [75, 0, 0],
      [20, 0, 0],
    ]);
  });

  it('sees only the school’s own trips, at its own cost per km', async () => {
    const theirs = await week.fixtures.report(
      buildCostAnalysisReport,
      week.other,
      '2026-03-02',
      '2026-03-06',
    );
    expect(theirs.figures.map((figure) => figure.value)).toEqual([0, 900, 0, 0]);
    expect(theirs.tables[0]!.rows).toEqual([
      expect.objectContaining({ route_code: 'CA-NORTH', trips: 1, riders: 2 }),
    ]);
  });

  it('is empty for a range without trips, and for one whose only trip was cancelled', async () => {
    await costs(12.5);
    for (const [start, end] of [
      ['2026-04-01', '2026-04-30'],
      ['2026-03-06', '2026-03-06'],
    ] as const) {
      const body = await report(start, end);
      expect(body.tables.map((table) => [table.count, table.rows])).toEqual([
        [0, []],
        [0, []],
      ]);
      expect(body.figures.map((figure) => figure.value)).toEqual([12.5, 0, 0, null]);
      expect(body.chart?.data).toEqual([]);
    }
  });

  it('counts a trip without readings but no distance for it, and no cost per student without riders', async () => {
    await costs(12.5);
    const unread = await report('2026-03-04', '2026-03-04');
    expect(unread.tables[0]!.rows).toEqual([
      expect.objectContaining({ route_code: 'CA-SOUTH', trips: 1, distance: 0, cost: 0, riders: 2 }),
    ]);
    // On 2 March nobody boarded CA-SOUTH.
    const monday = await report('2026-03-02', '2026-03-02');
    expect(
      monday.tables[0]!.rows.map((row) => [row.route_code, row.cost, row.riders, row.cost_per_student]),
    ).toEqual([
      ['CA-NORTH', 500, 3, 166.67],
      ['CA-SOUTH', 250, 0, null],
    ]);
  });

  it('charts the 30 costliest routes when there are more, and says so', async () => {
    const many = await manyRoutes(t, 31);
    await week.fixtures.settings(many.school, { cost_per_km: 2 });
    const body = await week.fixtures.report(buildCostAnalysisReport, many.school, '2026-03-02', '2026-03-02');
    expect(body.chart?.title).toBe('Cost per route (the 30 costliest of 31 routes)');
    // Route MR-i went i km at 2 a km; MR-01 is left out. Riders: nobody boarded, so no cost per student.
    expect(body.chart?.data).toEqual(
      Array.from({ length: 30 }, (_, i) => ({
        route: `MR-${String(i + 2).padStart(2, '0')}`,
        cost: 2 * (i + 2),
      })),
    );
    expect(body.figures.map((figure) => figure.value)).toEqual([2, 496, 992, null]);
  });
});

describe('Cost Analysis, where odometers were not read', () => {
  it('prices a trip’s distance from its good positions, and counts the trips measured so and those not', async () => {
    await costs(12.5);
    const { north, south } = week.routes;
    const body = await report('2026-03-16', '2026-03-20');
    expect(body.tables.map((table) => table.rows)).toEqual([
      [
        // 11.1 km by GPS, 30 by the odometer (its positions' 5.6 left aside), one trip by neither.
        {
          route_code: 'CA-NORTH',
          route: north.title,
          trips: 3,
          distance: 41.1,
          trips_measured_by_gps: 1,
          trips_without_distance: 1,
          cost: 513.75,
          riders: 0,
          cost_per_student: null,
        },
        // 5.6 km by the phone's trail (the most fixes), and a trip with one good fix: neither.
        {
          route_code: 'CA-SOUTH',
          route: south.title,
          trips: 2,
          distance: 5.6,
          trips_measured_by_gps: 1,
          trips_without_distance: 1,
          cost: 70,
          riders: 0,
          cost_per_student: null,
        },
      ],
      [
        {
          vehicle: 'CA-G',
          registration_number: measured.vehicle.registration_number,
          trips: 5,
          distance: 46.7,
          trips_measured_by_gps: 2,
          trips_without_distance: 2,
          cost: 583.75,
        },
      ],
    ]);
    for (const table of body.tables)
      expect(table.columns.slice(3, 6).map((column) => column.label)).toEqual([
        'Distance',
        'Trips Measured by GPS',
        'Trips Without Odometer Readings or GPS',
      ]);
    expect(body.figures.map((figure) => figure.value)).toEqual([12.5, 46.7, 583.75, null]);
    expect(body.chart?.data).toEqual([
      { route: 'CA-NORTH', cost: 513.75 },
      { route: 'CA-SOUTH', cost: 70 },
    ]);
  });

  it('leaves out flagged positions and another school’s, and sees theirs only in their report', async () => {
    await costs(10);
    // 10 steps of 1,113.2 m, the fixes between them of poor accuracy, an impossible jump or another
    // school's on the same device and trip left out.
    const monday = await report('2026-03-16', '2026-03-16');
    expect(monday.tables[0]!.rows).toEqual([
      expect.objectContaining({ distance: 11.1, trips_measured_by_gps: 1, cost: 111 }),
    ]);
    await week.fixtures.settings(week.other, { cost_per_km: 10 });
    const theirs = await week.fixtures.report(
      buildCostAnalysisReport,
      week.other,
      '2026-03-16',
      '2026-03-20',
    );
    expect(theirs.tables[0]!.rows).toEqual([
      expect.objectContaining({
        route_code: 'CA-NORTH-GPS',
        distance: 2.2,
        trips_measured_by_gps: 1,
        cost: 22,
      }),
    ]);
  });
});
