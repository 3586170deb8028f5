import { beforeAll, describe, expect, it } from 'vitest';
import { DRIVER_CATEGORY } from '@app/shared/job-roles/job-role.schemas';
import type { Report } from '@app/shared/reports/report.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { academicPeriods } from '../academic-periods/academic-periods.table';
import { documentTypes } from '../documents/document-types.table';
import { documents } from '../documents/documents.table';
import { employees } from '../employees/employees.table';
import { jobRoles } from '../job-roles/job-roles.table';
import { journeys } from '../journeys/journeys.table';
import { trips } from '../trips/trips.table';
import { vehiclePersonnel } from '../vehicle-personnel/vehicle-personnel.table';
import { vehicles } from '../vehicles/vehicles.table';
import { pdfToText, reportFixtures } from './reports.test-helpers';

// Compliance (issue 25 §3): each vehicle's and crew member's documents as they stand on the range's
// last day, who is listed, and the counts; written straight into the tables, read through the route.
const { t, school } = await appWithSchool();
const reports = reportFixtures(t);
const db = t.database.db;
const tenant_id = school.tenantId;
const range = { start_date: '2026-03-02', end_date: '2026-03-31' };

const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
const type = (applies_to: 'vehicle' | 'employee', title: string, is_active = true) =>
  one(db.insert(documentTypes).values({ tenant_id, applies_to, title, is_active }).returning()).then(
    (row) => row.id,
  );
const vehicle = (code: string, registration_number: string, is_active = true) =>
  one(
    db
      .insert(vehicles)
      .values({ tenant_id, code, registration_number, max_capacity: 30, is_active })
      .returning(),
  ).then((row) => row.id);
const role = (title: string, category: number) =>
  one(db.insert(jobRoles).values({ tenant_id, title, category }).returning()).then((row) => row.id);
const employee = (staff_number: string, first_name: string, last_name: string, job_role_id: string) =>
  one(
    db
      .insert(employees)
      .values({
        tenant_id,
        staff_number,
        first_name,
        last_name,
        gender: 1,
        date_of_birth: '1980-01-01',
        job_role_id,
      })
      .returning(),
  ).then((row) => row.id);
const document = (
  owner: { vehicle_id: string } | { employee_id: string },
  document_type_id: string,
  expires_on: string,
) =>
  db.insert(documents).values({
    tenant_id,
    document_type_id,
    owner_kind: 'vehicle_id' in owner ? 'vehicle' : 'employee',
    ...owner,
    expires_on,
  });

beforeAll(async () => {
  const inspection = await type('vehicle', 'Inspection');
  const insurance = await type('vehicle', 'Insurance');
  const retired = await type('vehicle', 'Old Permit', false);
  const licence = await type('employee', 'Driving Licence');
  const medical = await type('employee', 'Medical Certificate');

  const busA = await vehicle('BUS-A', 'KAA 001A');
  await document({ vehicle_id: busA }, inspection, '2026-12-31');
  await document({ vehicle_id: busA }, insurance, '2026-04-15');
  await document({ vehicle_id: busA }, retired, '2020-01-01');
  const busB = await vehicle('BUS-B', 'KAA 002B');
  await document({ vehicle_id: busB }, inspection, '2026-03-30');
  const busC = await vehicle('BUS-C', 'KAA 003C', false);
  await document({ vehicle_id: busC }, inspection, '2020-01-01');
  const busD = await vehicle('BUS-D', 'KAA 004D', false);
  await document({ vehicle_id: busD }, inspection, '2026-01-01');
  await document({ vehicle_id: busD }, inspection, '2027-01-01');
  await document({ vehicle_id: busD }, insurance, '2026-05-01');
  const busE = await vehicle('BUS-E', 'KAA 005E');
  await document({ vehicle_id: busE }, inspection, '2026-03-31');
  await document({ vehicle_id: busE }, insurance, '2026-04-30');

  const driverRole = await role('Bus Driver', DRIVER_CATEGORY);
  const teacher = await role('Teacher', 1);
  const peter = await employee('ST-1', 'Peter', 'Mwangi', driverRole);
  await document({ employee_id: peter }, licence, '2027-06-30');
  await document({ employee_id: peter }, medical, '2026-04-10');
  const mary = await employee('ST-2', 'Mary', 'Wanjiru', teacher);
  await document({ employee_id: mary }, medical, '2026-03-01');
  const john = await employee('ST-3', 'John', 'Kamau', teacher);
  await document({ employee_id: john }, licence, '2028-01-01');
  await document({ employee_id: john }, medical, '2027-01-01');
  const esther = await employee('ST-4', 'Esther', 'Njeri', teacher);
  const samuel = await employee('ST-5', 'Samuel', 'Otieno', teacher);
  await document({ employee_id: samuel }, licence, '2020-01-01');
  const late = await employee('ST-6', 'Late', 'Driver', teacher);

  // Mary attends an active route; John drove BUS-D in the range, Late only after it; Esther is
  // assigned to BUS-A over the range's end.
  const period = await one(
    db
      .insert(academicPeriods)
      .values({ tenant_id, title: 'Term 1', start_date: '2026-01-05', end_date: '2026-04-03' })
      .returning(),
  );
  const route = await one(
    db
      .insert(journeys)
      .values({
        tenant_id,
        title: 'Morning',
        code: 'AM-1',
        direction: 1,
        start_time: '06:30',
        end_time: '07:30',
        default_vehicle_id: busA,
        attendant_id: mary,
        academic_period_id: period.id,
      })
      .returning(),
  );
  await db.insert(trips).values([
    { tenant_id, journey_id: route.id, journey_date: '2026-03-10', vehicle_id: busD, driver_id: john },
    { tenant_id, journey_id: route.id, journey_date: '2026-04-05', vehicle_id: busC, driver_id: late },
  ]);
  await db.insert(vehiclePersonnel).values({
    tenant_id,
    vehicle_id: busA,
    driver_id: esther,
    start_date: '2026-03-30',
    end_date: '2026-06-30',
  });
});

describe('Compliance', () => {
  it("states each document on the range's last day, and each vehicle's and crew member's status", async () => {
    const report = await reports.ok(school, 'compliance', range);
    const [vehicleTable, crewTable] = report.tables;
    expect(vehicleTable!.columns.map((column) => column.label)).toEqual([
      'Vehicle Code',
      'Registration Number',
      'Inspection',
      'Insurance',
      'Status',
    ]);
    const cells = (table: Report['tables'][number]) =>
      table.rows.map((row) => table.columns.map((column) => row[column.key]));
    expect(cells(vehicleTable!)).toEqual([
      ['BUS-A', 'KAA 001A', 'Valid until December 31, 2026', 'Expiring April 15, 2026', 'Expiring'],
      ['BUS-B', 'KAA 002B', 'Expired March 30, 2026', 'Missing', 'Non-compliant'],
      ['BUS-D', 'KAA 004D', 'Valid until January 1, 2027', 'Valid until May 1, 2026', 'Compliant'],
      ['BUS-E', 'KAA 005E', 'Expiring March 31, 2026', 'Expiring April 30, 2026', 'Expiring'],
    ]);
    expect(crewTable!.columns.map((column) => column.label)).toEqual([
      'Staff number',
      'Name',
      'Job role',
      'Driving Licence',
      'Medical Certificate',
      'Status',
    ]);
    expect(cells(crewTable!)).toEqual([
      ['ST-4', 'Esther Njeri', 'Teacher', 'Missing', 'Missing', 'Non-compliant'],
      [
        'ST-3',
        'John Kamau',
        'Teacher',
        'Valid until January 1, 2028',
        'Valid until January 1, 2027',
        'Compliant',
      ],
      ['ST-2', 'Mary Wanjiru', 'Teacher', 'Missing', 'Expired March 1, 2026', 'Non-compliant'],
      [
        'ST-1',
        'Peter Mwangi',
        'Bus Driver',
        'Valid until June 30, 2027',
        'Expiring April 10, 2026',
        'Expiring',
      ],
    ]);
    expect(report.tables.map((table) => [table.title, table.count, table.paged])).toEqual([
      ['Vehicles', 4, false],
      ['Drivers and attendants', 4, false],
    ]);
    expect(report.figures).toEqual([
      { label: 'Compliant', kind: 'count', value: 2 },
      { label: 'Expiring within 30 days', kind: 'count', value: 3 },
      { label: 'Non-compliant', kind: 'count', value: 3 },
      { label: 'Documents expired', kind: 'count', value: 2 },
      { label: 'Documents missing', kind: 'count', value: 4 },
    ]);
    expect(report.chart).toMatchObject({
      title: 'Vehicles and crew by compliance on March 31, 2026',
      type: 'stacked-bar',
      x_label: 'Owners',
      data: [
        { owners: 'Vehicles', compliant: 1, expiring: 2, non_compliant: 1 },
        { owners: 'Drivers and attendants', compliant: 1, expiring: 1, non_compliant: 2 },
      ],
    });
    // Drawn as the screens colour a document: valid, expiring, expired.
    expect(report.chart!.series.map(({ key, tone }) => [key, tone])).toEqual([
      ['compliant', 'good'],
      ['expiring', 'warning'],
      ['non_compliant', 'bad'],
    ]);
  });

  it('tells another day by the range it is asked for: a month earlier, the expired ones were valid', async () => {
    const report = await reports.ok(school, 'compliance', {
      start_date: '2026-02-01',
      end_date: '2026-02-28',
    });
    const busB = report.tables[0]!.rows.find((row) => row.vehicle === 'BUS-B')!;
    expect(busB).toMatchObject({ type_1: 'Expiring March 30, 2026', type_2: 'Missing' });
    // John drove on March 10 only, Esther is assigned from March 30: neither is crew of February.
    expect(report.tables[1]!.rows.map((row) => row.name)).toEqual(['Mary Wanjiru', 'Peter Mwangi']);
  });

  it("is worded in the caller's language, on the screen and in the CSV and PDF", async () => {
    const sw = await t.request<Report>(
      'GET',
      `/reports/compliance/?start_date=${range.start_date}&end_date=${range.end_date}`,
      { ...school.auth, headers: { 'accept-language': 'sw' } },
    );
    expect(sw.status).toBe(200);
    expect(sw.body.title).toBe('Uzingatiaji wa Hati');
    expect(sw.body.tables[0]!.rows[1]).toMatchObject({ type_1: 'Iliisha 30 Machi 2026', type_2: 'Haipo' });
    const csv = (await reports.download(school, 'compliance', range, 'csv')).bytes.toString('utf8');
    expect(csv).toContain('BUS-B,KAA 002B,"Expired March 30, 2026",Missing,Non-compliant');
    const pdf = await reports.download(school, 'compliance', range, 'pdf');
    expect(pdf.headers.get('content-disposition')).toContain('compliance-2026-03-02-to-2026-03-31.pdf');
    const text = pdfToText(pdf.bytes);
    for (const seen of ['Compliance', 'Drivers and attendants', 'Esther Njeri', 'Expired March 30, 2026'])
      expect(text).toContain(seen);
  });

  it('lists nothing of a school without vehicles or crew', async () => {
    const empty = await signedInAs(t);
    const report = await reports.ok(empty, 'compliance', range);
    expect(report.tables.map((table) => table.count)).toEqual([0, 0]);
    expect(report.figures.map((figure) => figure.value)).toEqual([0, 0, 0, 0, 0]);
  });
});
