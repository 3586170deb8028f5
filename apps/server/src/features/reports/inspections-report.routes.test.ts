import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithSchool, createVehicleRecord, signedInAs, type SignedIn } from '../../../test/factories';
import { inspectionItems, inspections } from '../inspections/inspections.table';
import { vehicles } from '../vehicles/vehicles.table';
import { reportFixtures } from './reports.test-helpers';

// GET /reports/inspections/ (issue 25 §1): each inspection of the range (in the school's time) with its
// vehicle, kind, result, defects, inspector and clearing; the figures, and per week.
const { t } = await appWithSchool();
const fixtures = reportFixtures(t);
// Monday 2 to Sunday 15 March: two weeks.
const range = { start_date: '2026-03-02', end_date: '2026-03-15' };

/** An inspection written as the API leaves one, at a given time, with its defects. */
async function inspection(
  as: SignedIn,
  vehicle: string,
  fields: {
    at: string;
    kind?: 'pre_trip' | 'post_trip';
    result: 'pass' | 'minor' | 'major';
    defects?: [string, 'minor' | 'major', string][];
    cleared?: string;
  },
) {
  const [row] = await t.database.db
    .insert(inspections)
    .values({
      tenant_id: as.tenantId,
      vehicle_id: vehicle,
      kind: fields.kind ?? 'pre_trip',
      result: fields.result,
      performed_at: new Date(fields.at),
      performed_by: as.userId,
      cleared_at: fields.cleared ? new Date(fields.cleared) : null,
      clear_note: fields.cleared ? 'Repaired' : null,
    })
    .returning({ id: inspections.id });
  const defects = fields.defects ?? [];
  await t.database.db.insert(inspectionItems).values([
    { tenant_id: as.tenantId, inspection_id: row!.id, title: 'Horn', position: 9, outcome: 'ok' },
    ...defects.map(([title, outcome, note], i) => ({
      tenant_id: as.tenantId,
      inspection_id: row!.id,
      title,
      position: i + 1,
      outcome,
      note,
    })),
  ]);
  return row!.id;
}

describe('the inspections report', () => {
  it('lists the inspections of the range in time order, with the figures and per week', async () => {
    const school = await signedInAs(t);
    await fixtures.setTimeZone(school, 'Africa/Nairobi');
    const kca = await createVehicleRecord(t, school, { registration_number: 'KCA 101A' });
    const kcb = await createVehicleRecord(t, school, { registration_number: 'KCB 202B' });
    // 21:30 UTC on Sunday 1 is 00:30 on Monday 2 in Nairobi: in the range.
    await inspection(school, kca.id, { at: '2026-03-01T21:30:00Z', result: 'pass' });
    const major = await inspection(school, kcb.id, {
      at: '2026-03-03T04:00:00Z',
      result: 'major',
      defects: [
        ['Brakes', 'major', 'Pedal soft'],
        ['Mirrors', 'minor', 'Cracked'],
      ],
      cleared: '2026-03-04T09:15:00Z',
    });
    await inspection(school, kca.id, {
      at: '2026-03-10T13:00:00Z',
      kind: 'post_trip',
      result: 'minor',
      defects: [['Seat belts', 'minor', 'One frayed']],
    });
    await inspection(school, kcb.id, {
      at: '2026-03-11T04:00:00Z',
      result: 'major',
      defects: [['Tyres', 'major', 'Bald']],
    });
    // Out of service now: one vehicle. Outside the range: not listed.
    await t.database.db
      .update(vehicles)
      .set({ out_of_service_at: new Date('2026-03-11T04:00:00Z'), out_of_service_inspection_id: major })
      .where(eqId(kcb.id));
    await inspection(school, kca.id, { at: '2026-03-15T21:30:00Z', result: 'pass' });

    const report = await fixtures.ok(school, 'inspections', range);
    expect(report.title).toBe('Inspections');
    expect(report.figures).toEqual([
      { label: 'Inspections', kind: 'count', value: 4 },
      { label: 'Passed', kind: 'count', value: 1 },
      { label: 'Minor defects', kind: 'count', value: 1 },
      { label: 'Major defects', kind: 'count', value: 2 },
      { label: 'Vehicles out of service now', kind: 'count', value: 1 },
    ]);
    expect(report.chart).toMatchObject({ type: 'stacked-bar', x_key: 'week' });
    // Drawn in the colours of the results' badges.
    expect(report.chart!.series.map((one: { key: string; tone?: string }) => [one.key, one.tone])).toEqual([
      ['pass', 'good'],
      ['minor', 'warning'],
      ['major', 'bad'],
    ]);
    expect(report.chart!.data).toEqual([
      { week: '2026-03-02', pass: 1, minor: 0, major: 1 },
      { week: '2026-03-09', pass: 0, minor: 1, major: 1 },
    ]);
    const [table] = report.tables;
    expect(table).toMatchObject({ key: 'inspections', count: 4, paged: true });
    const by = 'Test User';
    expect(table!.rows).toEqual([
      {
        date_time: '2026-03-02 00:30',
        vehicle: 'KCA 101A',
        kind: 'Pre-trip',
        result: 'Passed',
        defects: null,
        inspected_by: by,
        cleared: null,
      },
      {
        date_time: '2026-03-03 07:00',
        vehicle: 'KCB 202B',
        kind: 'Pre-trip',
        result: 'Major defect',
        defects: 'Brakes: Pedal soft; Mirrors: Cracked',
        inspected_by: by,
        cleared: '2026-03-04 12:15',
      },
      {
        date_time: '2026-03-10 16:00',
        vehicle: 'KCA 101A',
        kind: 'Post-trip',
        result: 'Minor defects',
        defects: 'Seat belts: One frayed',
        inspected_by: by,
        cleared: null,
      },
      {
        date_time: '2026-03-11 07:00',
        vehicle: 'KCB 202B',
        kind: 'Pre-trip',
        result: 'Major defect',
        defects: 'Tyres: Bald',
        inspected_by: by,
        cleared: null,
      },
    ]);
    // The files hold the same rows.
    const csv = await fixtures.download(school, 'inspections', range, 'csv');
    expect(csv.status).toBe(200);
    expect(csv.bytes.toString('utf8')).toContain('Brakes: Pedal soft; Mirrors: Cracked');
  });
});

function eqId(id: string) {
  return eq(vehicles.id, id);
}
