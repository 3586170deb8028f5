import { describe, expect, it } from 'vitest';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { reportFixtures } from './reports.test-helpers';

// GET /reports/attendance/ (issue 11 §1): per student expected on a trip of the range (not a
// cancelled one), expected pick-ups and drop-offs against those recorded, absences and the rate.
const { t } = await appWithSchool();
const fixtures = reportFixtures(t);
const range = { start_date: '2026-03-02', end_date: '2026-03-06' };

describe('attendance', () => {
  it("compares each student's expected rides with the recorded ones, by name, a page at a time", async () => {
    const school = await signedInAs(t);
    const student = (first_name: string) => fixtures.network.student(school, first_name);
    const chebet = await student('Chebet');
    const amani = await student('Amani');
    const baraka = await student('Baraka');
    const stranger = await student('Dalia');
    const at = '2026-03-02T04:00:00Z';
    const event = (trip: string, type: number, who: string, stop: string) =>
      fixtures.event(school, trip, type, { student: who, stop, at });

    // Monday: Amani and Baraka board at the first stop and leave at the last; Baraka was absent.
    // Nobody boards or leaves at the middle stop, which has no event at all.
    const monday = await fixtures.namedTrip(school, { date: '2026-03-02', status: 3 });
    const [m1, , m3] = monday.stops.map((stop) => stop.id);
    await fixtures.riders(m1!, [amani.id, baraka.id]);
    await fixtures.riders(m3!, [], [amani.id, baraka.id]);
    await event(monday.id, 3, amani.id, m1!);
    // Recorded twice (two taps): one ride.
    await event(monday.id, 3, amani.id, m1!);
    await event(monday.id, 8, baraka.id, m1!);
    await event(monday.id, 5, amani.id, m3!);
    // Someone picked up who was expected on no trip (the wrong bus): a row with nothing expected.
    await event(monday.id, 3, stranger.id, m1!);
    // Tuesday, still running: Amani and Chebet picked up, not yet dropped off.
    const tuesday = await fixtures.namedTrip(school, {
      date: '2026-03-03',
      status: 2,
      times: ['07:10', '07:40'],
    });
    const [t1, t2] = tuesday.stops.map((stop) => stop.id);
    await fixtures.riders(t1!, [amani.id, chebet.id]);
    await fixtures.riders(t2!, [], [amani.id, chebet.id]);
    await event(tuesday.id, 3, amani.id, t1!);
    await event(tuesday.id, 3, chebet.id, t1!);
    // A cancelled trip expects nobody; a trip outside the range is not counted.
    const cancelled = await fixtures.namedTrip(school, { date: '2026-03-04', status: 4 });
    await fixtures.riders(cancelled.stops[0]!.id, [baraka.id, chebet.id]);
    const later = await fixtures.namedTrip(school, { date: '2026-03-09', status: 1 });
    await fixtures.riders(later.stops[0]!.id, [baraka.id]);

    const first = await fixtures.ok(school, 'attendance', { ...range, page_size: 2 });
    expect(first.figures).toEqual([
      { label: 'Students', kind: 'count', value: 4 },
      { label: 'Expected rides', kind: 'count', value: 8 },
      { label: 'Recorded rides', kind: 'count', value: 5 },
      { label: 'Absences', kind: 'count', value: 1 },
      { label: 'Attendance rate', kind: 'percent', value: 62.5 },
    ]);
    expect(first.chart).toBeNull();
    const [table] = first.tables;
    expect(table).toMatchObject({ key: 'students', count: 4, paged: true });
    const row = (who: typeof amani, counts: number[], rate: number | null) => {
      const [expected_pickups, pickups, expected_dropoffs, dropoffs, absences] = counts;
      const { full_name: name, admission_number } = who;
      return {
        student: name,
        admission_number,
        expected_pickups,
        pickups,
        expected_dropoffs,
        dropoffs,
        absences,
        attendance_rate: rate,
      };
    };
    expect(table!.rows).toEqual([row(amani, [2, 2, 2, 1, 0], 75), row(baraka, [1, 0, 1, 0, 1], 0)]);
    const second = await fixtures.ok(school, 'attendance', { ...range, page_size: 2, page: 2 });
    expect(second.tables[0]!.rows).toEqual([
      row(chebet, [1, 1, 1, 0, 0], 50),
      row(stranger, [0, 1, 0, 0, 0], null),
    ]);
  });

  it('counts riders expected the same way on several days once per trip', async () => {
    const school = await signedInAs(t);
    const pupil = await fixtures.network.student(school, 'Jabali');
    const days = ['2026-03-02', '2026-03-03', '2026-03-04'];
    for (const [i, date] of days.entries()) {
      const trip = await fixtures.namedTrip(school, { date, status: 3, times: ['07:10', '07:40'] });
      await fixtures.riders(trip.stops[0]!.id, [pupil.id]);
      await fixtures.riders(trip.stops[1]!.id, [], [pupil.id]);
      const at = `${date}T04:00:00Z`;
      if (i > 0) await fixtures.event(school, trip.id, 3, { student: pupil.id, stop: trip.stops[0]!.id, at });
    }
    const report = await fixtures.ok(school, 'attendance', range);
    expect(report.tables[0]!.rows).toEqual([
      {
        student: pupil.full_name,
        admission_number: pupil.admission_number,
        expected_pickups: 3,
        pickups: 2,
        expected_dropoffs: 3,
        dropoffs: 0,
        absences: 0,
        attendance_rate: 33.3,
      },
    ]);
  });

  it('answers zeros, no rate and no rows for a range without riders', async () => {
    const school = await signedInAs(t);
    // A trip of the range without riders, and a cancelled one with a rider.
    await fixtures.namedTrip(school, { date: '2026-03-02', status: 3 });
    const cancelled = await fixtures.namedTrip(school, { date: '2026-03-03', status: 4 });
    const pupil = await fixtures.network.student(school, 'Zawadi');
    await fixtures.riders(cancelled.stops[0]!.id, [pupil.id]);
    const report = await fixtures.ok(school, 'attendance', range);
    expect(report.figures.map((figure) => figure.value)).toEqual([0, 0, 0, 0, null]);
    expect(report.tables[0]).toMatchObject({ count: 0, rows: [] });
  });
});
