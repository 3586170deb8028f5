import { describe, expect, it } from 'vitest';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { reportFixtures } from './reports.test-helpers';

// GET /reports/incidents/ (issue 11 §1): each Incident event of the range (in the school's time),
// with its route, direction, vehicle, stop, notes and recorder; one page at a time; per week.
const { t } = await appWithSchool();
const fixtures = reportFixtures(t);
// Monday 2 to Sunday 22 March: three weeks.
const range = { start_date: '2026-03-02', end_date: '2026-03-22' };

describe('incidents', () => {
  it('lists the incidents of the range in time order, a page at a time, and counts them per week', async () => {
    const school = await signedInAs(t);
    await fixtures.setTimeZone(school, 'Africa/Nairobi');
    const morning = await fixtures.namedTrip(school, {
      date: '2026-03-02',
      status: 3,
      journey: { title: 'Langata Loop', code: 'LL-1', direction: 1 },
    });
    // A cancelled trip's incident counts too: it happened.
    const evening = await fixtures.namedTrip(school, {
      date: '2026-03-18',
      status: 4,
      journey: { title: 'Ngong Road', code: 'NR-2', direction: 2 },
    });
    const incident = (trip: string, at: string, notes: string, stop?: string, recordedBy?: string) =>
      fixtures.event(school, trip, 6, { at, notes, stop, recordedBy });
    await incident(morning.id, '2026-03-02T04:30:00Z', 'Flat tyre', morning.stops[0]!.id, school.userId);
    await incident(morning.id, '2026-03-02T05:00:00Z', 'Pupil unwell');
    // 21:30 UTC on Sunday 1 is 00:30 on Monday 2 in Nairobi: in the range.
    await incident(morning.id, '2026-03-01T21:30:00Z', 'Gate locked');
    await incident(evening.id, '2026-03-18T13:00:00Z', 'Minor scrape', evening.stops[1]!.id);
    // 21:30 UTC on Sunday 22 is Monday 23 in Nairobi: not in the range; nor another kind of event.
    await incident(evening.id, '2026-03-22T21:30:00Z', 'Too late');
    await fixtures.event(school, morning.id, 2, { at: '2026-03-02T04:31:00Z', stop: morning.stops[1]!.id });

    const first = await fixtures.ok(school, 'incidents', { ...range, page_size: 3 });
    expect(first.figures).toEqual([
      { label: 'Incidents', kind: 'count', value: 4 },
      { label: 'Trips with an incident', kind: 'count', value: 2 },
      { label: 'Routes affected', kind: 'count', value: 2 },
    ]);
    expect(first.chart).toMatchObject({ title: 'Incidents per week', type: 'bar', x_key: 'week' });
    expect(first.chart!.data).toEqual([
      { week: '2026-03-02', incidents: 3 },
      { week: '2026-03-09', incidents: 0 },
      { week: '2026-03-16', incidents: 1 },
    ]);
    const [table] = first.tables;
    expect(table).toMatchObject({ key: 'incidents', count: 4, paged: true });
    const onMorning = {
      route: 'Langata Loop',
      route_code: 'LL-1',
      direction: 'To School',
      vehicle: morning.vehicle,
    };
    expect(table!.rows).toEqual([
      { date_time: '2026-03-02 00:30', ...onMorning, stop: null, notes: 'Gate locked', recorded_by: null },
      {
        date_time: '2026-03-02 07:30',
        ...onMorning,
        stop: morning.stops[0]!.title,
        notes: 'Flat tyre',
        recorded_by: 'Test User',
      },
      { date_time: '2026-03-02 08:00', ...onMorning, stop: null, notes: 'Pupil unwell', recorded_by: null },
    ]);
    const second = await fixtures.ok(school, 'incidents', { ...range, page_size: 3, page: 2 });
    expect(second.tables[0]!.rows).toEqual([
      {
        date_time: '2026-03-18 16:00',
        route: 'Ngong Road',
        route_code: 'NR-2',
        direction: 'From School',
        vehicle: evening.vehicle,
        stop: evening.stops[1]!.title,
        notes: 'Minor scrape',
        recorded_by: null,
      },
    ]);
    // Past the last page: no rows, the same count.
    const past = await fixtures.ok(school, 'incidents', { ...range, page_size: 3, page: 3 });
    expect(past.tables[0]).toMatchObject({ count: 4, rows: [] });
  });

  it('answers zeros and every week of an empty range', async () => {
    const school = await signedInAs(t);
    const trip = await fixtures.namedTrip(school, { date: '2026-03-02', status: 3 });
    await fixtures.event(school, trip.id, 6, { at: '2026-03-02T05:00:00Z', notes: 'Before the range' });
    // Wednesday 1 April to Tuesday 7 April touches two weeks.
    const report = await fixtures.ok(school, 'incidents', {
      start_date: '2026-04-01',
      end_date: '2026-04-07',
    });
    expect(report.figures.map((figure) => figure.value)).toEqual([0, 0, 0]);
    expect(report.chart!.data).toEqual([
      { week: '2026-03-30', incidents: 0 },
      { week: '2026-04-06', incidents: 0 },
    ]);
    expect(report.tables[0]).toMatchObject({ count: 0, rows: [] });
  });
});
