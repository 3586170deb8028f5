import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@app/shared/reports/report.schemas';
import { appWithSchool } from '../../../test/factories';
import { completedTrips, manyRoutes, measuredTrips } from './completed-trips.test-helpers';
import { buildFleetAnalyticsReport } from './fleet-analytics-report';

const { t, school } = await appWithSchool();
let week: Awaited<ReturnType<typeof completedTrips>>;
let measured: Awaited<ReturnType<typeof measuredTrips>>;
beforeAll(async () => {
  week = await completedTrips(t, school);
  measured = await measuredTrips(t, school, week);
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
            trips_measured_by_gps: 0,
            trips_without_distance: 1,
            average_load: 2,
            load_percent: 5,
          },
          {
            vehicle: 'CA-B',
            registration_number: b.registration_number,
            capacity: 20,
            trips: 1,
            distance: 20,
            trips_measured_by_gps: 0,
            trips_without_distance: 0,
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
        trips_without_distance: 0,
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
        trips_without_distance: 1,
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

describe('Fleet Analytics, where odometers were not read', () => {
  it('takes a trip’s distance from its good positions, and counts the trips measured so and those not', async () => {
    const body = await report('2026-03-16', '2026-03-20');
    expect(body.tables[0]!.rows).toEqual([
      {
        vehicle: 'CA-G',
        registration_number: measured.vehicle.registration_number,
        capacity: 30,
        trips: 5,
        // 11.1 + 30 + 5.6 km: two trips by GPS, one by its odometer, two measured by neither.
        distance: 46.7,
        trips_measured_by_gps: 2,
        trips_without_distance: 2,
        average_load: 0,
        load_percent: 0,
      },
    ]);
    expect(body.tables[0]!.columns.slice(4, 7)).toEqual([
      { key: 'distance', label: 'Distance', kind: 'distance' },
      { key: 'trips_measured_by_gps', label: 'Trips Measured by GPS', kind: 'count' },
      { key: 'trips_without_distance', label: 'Trips Without Odometer Readings or GPS', kind: 'count' },
    ]);
    expect(body.figures[1]).toEqual({ label: 'Total distance', kind: 'distance', value: 46.7 });
    expect(body.chart?.data).toEqual([{ vehicle: 'CA-G', distance: 46.7 }]);
  });

  it.each([
    // 10 steps of 1,113.2 m; the flagged fixes and another school's on the same device left out.
    ['2026-03-16', 11.1, 1, 0],
    // Both readings: the odometer's 30 km, not the positions' 5.6.
    ['2026-03-17', 30, 0, 0],
    // Only a start reading. The phone's 6 fixes (5 steps, one across 28 minutes without a fix), not
    // the tracker's 3 (11.1 km), nor both.
    ['2026-03-18', 5.6, 1, 0],
    // One good fix measures nothing; no fix at all neither.
    ['2026-03-19', 0, 0, 1],
    ['2026-03-20', 0, 0, 1],
  ])('on %s: %d km, %d by GPS, %d by neither', async (date, distance, byGps, neither) => {
    const body = await report(date, date);
    expect(body.tables[0]!.rows).toEqual([
      expect.objectContaining({
        vehicle: 'CA-G',
        trips: 1,
        distance,
        trips_measured_by_gps: byGps,
        trips_without_distance: neither,
      }),
    ]);
  });

  it('reads the positions through the school’s own connection, and says so in Kiswahili', async () => {
    const response = await t.request<Report>(
      'GET',
      '/reports/fleet-analytics/?start_date=2026-03-16&end_date=2026-03-16',
      {
        ...school.auth,
        headers: { 'accept-language': 'sw' },
      },
    );
    expect(response.status).toBe(200);
    const [table] = response.body.tables;
    expect(table!.rows).toEqual([expect.objectContaining({ distance: 11.1, trips_measured_by_gps: 1 })]);
    expect(table!.columns.slice(5, 7).map((column) => column.label)).toEqual([
      'Safari Zilizopimwa kwa GPS',
      'Safari Bila Usomaji wa Odomita wala GPS',
    ]);
  });

  it('measures another school’s trip by its own positions only, in its own report', async () => {
    const theirs = await week.fixtures.report(
      buildFleetAnalyticsReport,
      week.other,
      '2026-03-16',
      '2026-03-20',
    );
    // 2 steps of 1,113.2 m; their row on our trip's device is not theirs to count either.
    expect(theirs.tables[0]!.rows).toEqual([
      expect.objectContaining({
        trips: 1,
        distance: 2.2,
        trips_measured_by_gps: 1,
        trips_without_distance: 0,
      }),
    ]);
  });
});
