import { beforeAll, describe, expect, it } from 'vitest';
import { appWithSchool, signedInAs, type SignedIn } from '../../../test/factories';
import { buildPerformanceReport } from './performance-report';
import { builderFixtures, type ReportRoute } from './report-builder.test-helpers';

const { t, school } = await appWithSchool();
const fixtures = builderFixtures(t);
const report = (start: string, end: string, page?: { page?: number; page_size?: number; all?: boolean }) =>
  fixtures.report(buildPerformanceReport, school, start, end, page);

let north: ReportRoute;
let south: ReportRoute;
let other: SignedIn;

// Nairobi is UTC+3 all year: 07:12 there is 04:12Z.
beforeAll(async () => {
  await fixtures.settings(school, { time_zone: 'Africa/Nairobi' });
  north = await fixtures.route(school, { code: 'PR-NORTH', times: ['07:10', '07:20', '07:30'] });
  south = await fixtures.route(school, { code: 'PR-SOUTH', times: ['07:10', '07:20'] });
  const { event, trip } = fixtures;

  const monday = await trip(school, north, '2026-03-02');
  await event(school, monday, 2, '2026-03-02T04:12:00Z', { sequence: 1 }); // +2: on time
  await event(school, monday, 2, '2026-03-02T04:40:00Z', { sequence: 1 }); // a resend: the first counts
  await event(school, monday, 2, '2026-03-02T04:27:00Z', { sequence: 2 }); // +7: late
  await event(school, monday, 4, '2026-03-02T04:33:00Z', { sequence: 3 }); // departed, never arrived: missed
  const tuesday = await trip(school, north, '2026-03-03');
  await event(school, tuesday, 2, '2026-03-03T04:04:00Z', { sequence: 1 }); // -6: too early
  await event(school, tuesday, 2, '2026-03-03T04:25:00Z', { sequence: 2 }); // +5: on time
  await event(school, tuesday, 2, '2026-03-03T04:30:00Z', { sequence: 3 }); // 0
  // Cancelled, and outside the range: never counted.
  const cancelled = await trip(school, north, '2026-03-04', { status: 4 });
  await event(school, cancelled, 2, '2026-03-04T04:10:00Z', { sequence: 1 });
  const later = await trip(school, north, '2026-03-09');
  await event(school, later, 2, '2026-03-09T04:10:00Z', { sequence: 1 });

  const running = await trip(school, south, '2026-03-05', { status: 2 });
  await event(school, running, 2, '2026-03-05T04:10:30Z', { sequence: 1 }); // +0.5; stop 2 not yet

  // Another school's trip on the same dates, far off its time.
  other = await signedInAs(t);
  const theirs = await fixtures.route(other, { code: 'PR-NORTH', times: ['07:10'] });
  const theirTrip = await trip(other, theirs, '2026-03-02');
  await event(other, theirTrip, 2, '2026-03-02T05:00:00Z', { sequence: 1 });
});

const stopRows = () => [
  {
    route_code: 'PR-NORTH',
    route: north.title,
    sequence: 1,
    stop: 'PR-NORTH stop 1',
    expected_time: '07:10',
    trips: 2,
    arrivals: 2,
    average_delay: -2,
    on_time_rate: 50,
    missed: 0,
  },
  {
    route_code: 'PR-NORTH',
    route: north.title,
    sequence: 2,
    stop: 'PR-NORTH stop 2',
    expected_time: '07:20',
    trips: 2,
    arrivals: 2,
    average_delay: 6,
    on_time_rate: 50,
    missed: 0,
  },
  {
    route_code: 'PR-NORTH',
    route: north.title,
    sequence: 3,
    stop: 'PR-NORTH stop 3',
    expected_time: '07:30',
    trips: 2,
    arrivals: 1,
    average_delay: 0,
    on_time_rate: 100,
    missed: 1,
  },
  {
    route_code: 'PR-SOUTH',
    route: south.title,
    sequence: 1,
    stop: 'PR-SOUTH stop 1',
    expected_time: '07:10',
    trips: 1,
    arrivals: 1,
    average_delay: 0.5,
    on_time_rate: 100,
    missed: 0,
  },
  {
    route_code: 'PR-SOUTH',
    route: south.title,
    sequence: 2,
    stop: 'PR-SOUTH stop 2',
    expected_time: '07:20',
    trips: 1,
    arrivals: 0,
    average_delay: null,
    on_time_rate: null,
    missed: 1,
  },
];

describe('Route Performance', () => {
  it('compares each route stop’s first arrivals with its expected time, in the school’s zone', async () => {
    const body = await report('2026-03-02', '2026-03-06');
    expect(body.tables).toEqual([
      {
        key: 'stops',
        title: 'Per route stop',
        columns: expect.any(Array),
        count: 5,
        paged: true,
        rows: stopRows(),
      },
    ]);
    // A column for each value of a row (rows are records: their keys' order is not kept).
    expect(body.tables[0]!.columns.map((column) => column.key).sort()).toEqual(
      Object.keys(body.tables[0]!.rows[0]!).sort(),
    );
    // 6 arrivals: +2, -6, +7, +5, 0, +0.5; on time within 5 minutes either way: 4 of them.
    expect(body.figures).toEqual([
      { label: 'Arrivals recorded', kind: 'count', value: 6 },
      { label: 'On-time arrivals', kind: 'count', value: 4 },
      { label: 'On-time rate', kind: 'percent', value: 66.7 },
      { label: 'Average delay', kind: 'minutes', value: 1.4 },
    ]);
    expect(body.chart).toEqual({
      title: 'On-time rate per route',
      type: 'bar',
      x_key: 'route',
      x_kind: 'text',
      series: [{ key: 'on_time_rate', label: 'On-time rate', kind: 'percent' }],
      data: [
        { route: 'PR-NORTH', on_time_rate: 60 },
        { route: 'PR-SOUTH', on_time_rate: 100 },
      ],
    });
  });

  it('sees only the school’s own trips, in its own zone', async () => {
    // The other school keeps a new school's UTC: its 05:00Z arrival is 130 minutes before 07:10.
    const theirs = await fixtures.report(buildPerformanceReport, other, '2026-03-02', '2026-03-06');
    expect(theirs.tables[0]!.rows).toEqual([
      expect.objectContaining({
        route_code: 'PR-NORTH',
        trips: 1,
        arrivals: 1,
        average_delay: -130,
        missed: 0,
      }),
    ]);
    expect(theirs.figures.map((figure) => figure.value)).toEqual([1, 0, 0, -130]);
  });

  it('pages the route stops for the preview and gives every one for a download', async () => {
    const second = await report('2026-03-02', '2026-03-06', { page: 2, page_size: 2 });
    expect(second.tables[0]).toMatchObject({ count: 5, paged: true, rows: stopRows().slice(2, 4) });
    const all = await report('2026-03-02', '2026-03-06', { page: 2, page_size: 2, all: true });
    expect(all.tables[0]).toMatchObject({ count: 5, paged: false, rows: stopRows() });
    expect(all.figures).toEqual(second.figures);
  });

  it('is empty for a range without trips, and for one whose only trip was cancelled', async () => {
    for (const [start, end] of [
      ['2026-04-01', '2026-04-30'],
      ['2026-03-04', '2026-03-04'],
    ] as const) {
      const body = await report(start, end);
      expect(body.tables[0]).toMatchObject({ count: 0, rows: [] });
      expect(body.figures.map((figure) => figure.value)).toEqual([0, 0, null, null]);
      expect(body.chart?.data).toEqual([]);
    }
  });

  it('charts the 30 routes of lowest on-time rate when there are more, and says so', async () => {
    const many = await signedInAs(t);
    const { id: vehicle } = await fixtures.vehicle(many, 40);
    // 31 routes of one stop each (a new school is in UTC): the first 10 minutes late, the others on time.
    for (let i = 1; i <= 31; i++) {
      const route = await fixtures.route(many, {
        code: `CL-${String(i).padStart(2, '0')}`,
        vehicle,
        times: ['07:10'],
      });
      const trip = await fixtures.trip(many, route, '2026-03-02');
      const late = i === 1 ? 10 : 0;
      await fixtures.event(many, trip, 2, `2026-03-02T07:${10 + late}:00Z`, { sequence: 1 });
    }
    const body = await fixtures.report(buildPerformanceReport, many, '2026-03-02', '2026-03-02');
    expect(body.chart?.title).toBe('On-time rate per route (the 30 lowest of 31 routes)');
    // The late route first among equals; of the 30 on time, the first codes.
    expect(body.chart?.data).toEqual([
      { route: 'CL-01', on_time_rate: 0 },
      ...Array.from({ length: 29 }, (_, i) => ({
        route: `CL-${String(i + 2).padStart(2, '0')}`,
        on_time_rate: 100,
      })),
    ]);
  });
});
