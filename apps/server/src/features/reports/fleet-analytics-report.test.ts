import { beforeAll, describe, expect, it } from 'vitest';
import { appWithSchool } from '../../../test/factories';
import { completedTrips, manyRoutes } from './completed-trips.test-helpers';
import { buildFleetAnalyticsReport } from './fleet-analytics-report';

const { t, school } = await appWithSchool();
let week: Awaited<ReturnType<typeof completedTrips>>;
beforeAll(async () => {
  week = await completedTrips(t, school);
});
const report = (start: string, end: string) =>
  week.fixtures.report(buildFleetAnalyticsReport, school, start, end);

describe('Fleet Analytics', () => {
  it('counts each vehicle’s completed trips, odometer distance and boardings against its seats', async () => {
    const { a, b } = week.vehicles;
    const body = await report('2026-03-02', '2026-03-06');
    expect(body.tables).toEqual([
      {
        key: 'vehicles',
        title: 'Per vehicle',
        columns: expect.any(Array),
        count: 2,
        paged: false,
        rows: [
          // 3 + 1 + 2 riders on 3 trips of 40 seats (s1, recorded twice on the first trip, is one
          // rider of it); the third trip has no end reading.
          {
            vehicle: 'CA-A',
            registration_number: a.registration_number,
            capacity: 40,
            trips: 3,
            distance: 75,
            trips_without_odometer: 1,
            average_load: 2,
            load_percent: 5,
          },
          {
            vehicle: 'CA-B',
            registration_number: b.registration_number,
            capacity: 20,
            trips: 1,
            distance: 20,
            trips_without_odometer: 0,
            average_load: 0,
            load_percent: 0,
          },
        ],
      },
    ]);
    // A column for each value of a row (rows are records: their keys' order is not kept).
    expect(body.tables[0]!.columns.map((column) => column.key).sort()).toEqual(
      Object.keys(body.tables[0]!.rows[0]!).sort(),
    );
    // 6 riders of 3 x 40 + 1 x 20 seats.
    expect(body.figures).toEqual([
      { label: 'Vehicles used', kind: 'count', value: 2 },
      { label: 'Total distance', kind: 'distance', value: 95 },
      { label: 'Average load vs capacity', kind: 'percent', value: 4.3 },
    ]);
    expect(body.chart).toEqual({
      title: 'Distance per vehicle',
      type: 'bar',
      x_key: 'vehicle',
      x_kind: 'text',
      series: [{ key: 'distance', label: 'Distance', kind: 'distance' }],
      data: [
        // By code, as the table names them.
        { vehicle: 'CA-A', distance: 75 },
        { vehicle: 'CA-B', distance: 20 },
      ].sort((x, y) => x.vehicle.localeCompare(y.vehicle, 'en')),
    });
  });

  it('sees only the school’s own trips', async () => {
    const theirs = await week.fixtures.report(
      buildFleetAnalyticsReport,
      week.other,
      '2026-03-02',
      '2026-03-06',
    );
    expect(theirs.tables[0]!.rows).toEqual([
      expect.objectContaining({
        trips: 1,
        distance: 900,
        trips_without_odometer: 0,
        average_load: 2,
        load_percent: 5,
      }),
    ]);
  });

  it('is empty for a range without trips, and for one whose only trip was cancelled', async () => {
    for (const [start, end] of [
      ['2026-04-01', '2026-04-30'],
      ['2026-03-06', '2026-03-06'],
    ] as const) {
      const body = await report(start, end);
      expect(body.tables[0]).toMatchObject({ count: 0, rows: [] });
      expect(body.figures.map((figure) => figure.value)).toEqual([0, 0, null]);
      expect(body.chart?.data).toEqual([]);
    }
  });

  it('a vehicle’s trip without readings counts as a trip of no distance', async () => {
    const body = await report('2026-03-04', '2026-03-04');
    expect(body.tables[0]!.rows).toEqual([
      expect.objectContaining({
        vehicle: 'CA-A',
        trips: 1,
        distance: 0,
        trips_without_odometer: 1,
        average_load: 2,
      }),
    ]);
  });

  it('charts the 30 vehicles that went furthest when there are more, and says so', async () => {
    const many = await manyRoutes(t, 31);
    const body = await week.fixtures.report(
      buildFleetAnalyticsReport,
      many.school,
      '2026-03-02',
      '2026-03-02',
    );
    expect(body.figures[0]!.value).toBe(31);
    expect(body.chart?.title).toBe('Distance per vehicle (the 30 longest of 31 vehicles)');
    // Vehicle i went i km: the shortest (1 km) is left out.
    expect(body.chart?.data.map((point) => point.distance).sort((x, y) => Number(x) - Number(y))).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 2),
    );
  });
});
