import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentsResource } from '@app/shared/documents/document.schemas';
import { documentTypesResource } from '@app/shared/documents/document-type.schemas';
import { vehiclesResource } from '@app/shared/vehicles/vehicle.schemas';
import { appWithSchool, signedInAs, type SignedIn } from '../../../test/factories';
import { createReference } from '../../../test/resources/samples';
import { tenants } from '../tenants/tenants.table';

// Documents' own rules and messages (issue 25 §3); the standard calls, isolation, permissions and
// audit trail are covered for every record type by test/resources/, the files by document-files.
const { t, school } = await appWithSchool();

const PATH = documentsResource.path;
/** A new type each call (titles are unique in a school and kind). */
let typeSerial = 0;
const typeFor = async (appliesTo: string, as: SignedIn = school) =>
  (
    await t.request('POST', documentTypesResource.path, {
      ...as.auth,
      body: { title: `${appliesTo} permit ${++typeSerial}`, applies_to: appliesTo },
    })
  ).body.id as string;
const addDocument = (body: Record<string, unknown>, as: SignedIn = school) =>
  t.request('POST', PATH, { ...as.auth, body });

/** A day `days` after `day` (YYYY-MM-DD). */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('documents', () => {
  it("adds a vehicle's and an employee's document, with its type, owner and days left", async () => {
    const vehicle = await createReference(t, 'vehicles', school, { registration_number: 'KDA 101X' });
    const employee = await createReference(t, 'employees', school, {
      first_name: 'Grace',
      last_name: 'Atieno',
    });
    const inspection = await typeFor('vehicle');
    const created = await addDocument({
      document_type: inspection,
      vehicle,
      number: ' NTSA-2291 ',
      issued_on: '2026-01-10',
      expires_on: '2027-01-09',
      notes: 'Renewed\nat the Likoni Road centre',
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        document_type: inspection,
        owner_kind: 'vehicle',
        vehicle,
        employee: null,
        owner_label: 'KDA 101X',
        number: 'NTSA-2291',
        issued_on: '2026-01-10',
        expires_on: '2027-01-09',
        days_left: expect.any(Number),
        notes: 'Renewed\nat the Likoni Road centre',
        file_name: null,
        file_type: null,
        file_size: null,
      },
    });
    expect(created.body.document_type_title).toMatch(/^vehicle permit/);
    const licence = await addDocument({
      document_type: await typeFor('employee'),
      employee,
      expires_on: '2026-12-31',
    });
    expect(licence).toMatchObject({
      status: 201,
      body: {
        owner_kind: 'employee',
        vehicle: null,
        employee,
        owner_label: 'Grace Atieno',
        number: '',
        issued_on: null,
      },
    });
    const found = await t.request('GET', `${PATH}?search=atieno`, school.auth);
    expect(found.body.results).toEqual([expect.objectContaining({ id: licence.body.id })]);
  });

  it('answers each field its message', async () => {
    const vehicle = await createReference(t, 'vehicles', school);
    expect(await addDocument({ vehicle })).toMatchObject({
      status: 400,
      body: { document_type: ['Document type is required'], expires_on: ['Expiry date is required'] },
    });
    const type = await typeFor('vehicle');
    expect(await addDocument({ document_type: type, vehicle, expires_on: '' })).toMatchObject({
      status: 400,
      body: { expires_on: ['Expiry date is required'] },
    });
    expect(
      await addDocument({
        document_type: 'licence',
        vehicle: 'bus-1',
        expires_on: '31/12/2026',
        issued_on: '2026-02-30',
        number: 'N'.repeat(101),
        notes: 'x'.repeat(1001),
      }),
    ).toMatchObject({
      status: 400,
      body: {
        document_type: ['Invalid document type.'],
        vehicle: ['Invalid vehicle.'],
        expires_on: [expect.any(String)],
        issued_on: ['2026-02-30 is not a date: February 2026 has 28 days'],
        number: ['Document number must be at most 100 characters'],
        notes: ['Notes must be at most 1000 characters'],
      },
    });
    expect(
      await addDocument({ document_type: type, vehicle, issued_on: '2026-05-01', expires_on: '2026-04-30' }),
    ).toMatchObject({ status: 400, body: { expires_on: ['Expiry date cannot be before the issue date'] } });
  });

  it('belongs to exactly one owner, of the kind its type is for', async () => {
    const vehicle = await createReference(t, 'vehicles', school);
    const employee = await createReference(t, 'employees', school);
    const forVehicles = await typeFor('vehicle');
    const forEmployees = await typeFor('employee');
    const expires_on = '2027-06-30';
    expect(await addDocument({ document_type: forVehicles, expires_on })).toMatchObject({
      status: 400,
      body: { non_field_errors: ['Choose the vehicle or the employee the document belongs to'] },
    });
    expect(await addDocument({ document_type: forVehicles, vehicle, employee, expires_on })).toMatchObject({
      status: 400,
      body: { non_field_errors: ['A document belongs to a vehicle or to an employee, not both'] },
    });
    expect(await addDocument({ document_type: forVehicles, employee, expires_on })).toMatchObject({
      status: 400,
      body: { document_type: ['This document type is for vehicles.'] },
    });
    expect(await addDocument({ document_type: forEmployees, vehicle, expires_on })).toMatchObject({
      status: 400,
      body: { document_type: ['This document type is for employees.'] },
    });
    // Changed to the other owner's kind on update: the same answer, nothing changed.
    const kept = await addDocument({ document_type: forVehicles, vehicle, expires_on });
    const moved = await t.request('PUT', documentsResource.itemPath(kept.body.id), {
      ...school.auth,
      body: { document_type: forVehicles, employee, expires_on },
    });
    expect(moved).toMatchObject({
      status: 400,
      body: { document_type: ['This document type is for vehicles.'] },
    });
    expect((await t.request('GET', documentsResource.itemPath(kept.body.id), school.auth)).body.vehicle).toBe(
      vehicle,
    );
  });

  it("refuses another school's vehicle, employee or type (400)", async () => {
    const other = await signedInAs(t);
    const theirVehicle = await createReference(t, 'vehicles', other);
    const theirEmployee = await createReference(t, 'employees', other);
    const expires_on = '2027-06-30';
    expect(
      await addDocument({ document_type: await typeFor('vehicle'), vehicle: theirVehicle, expires_on }),
    ).toMatchObject({ status: 400, body: { vehicle: ['Invalid vehicle.'] } });
    expect(
      await addDocument({ document_type: await typeFor('employee'), employee: theirEmployee, expires_on }),
    ).toMatchObject({ status: 400, body: { employee: ['Invalid employee.'] } });
    expect(
      await addDocument({
        document_type: await typeFor('vehicle', other),
        vehicle: await createReference(t, 'vehicles', school),
        expires_on,
      }),
    ).toMatchObject({ status: 400, body: { document_type: ['Invalid document type.'] } });
  });

  it("lists what expires within N days of the school's today, the expired included, soonest first", async () => {
    const own = await signedInAs(t);
    // Fourteen hours ahead of UTC: the school's today is not the server's for much of the day.
    await t.database.db
      .update(tenants)
      .set({ time_zone: 'Pacific/Kiritimati' })
      .where(eq(tenants.id, own.tenantId));
    const vehicle = await createReference(t, 'vehicles', own);
    const type = await typeFor('vehicle', own);
    const probe = await addDocument({ document_type: type, vehicle, expires_on: '2030-01-01' }, own);
    const today = plusDays('2030-01-01', -probe.body.days_left);
    const add = async (days: number) =>
      (await addDocument({ document_type: type, vehicle, expires_on: plusDays(today, days) }, own)).body;
    const [in31, in30, expired, todayDoc] = [await add(31), await add(30), await add(-3), await add(0)];
    expect([in31.days_left, in30.days_left, expired.days_left, todayDoc.days_left]).toEqual([31, 30, -3, 0]);

    const within30 = await t.request('GET', `${PATH}?expiring_within_days=30`, own.auth);
    expect(within30.body.results.map((row: { id: string }) => row.id)).toEqual([
      expired.id,
      todayDoc.id,
      in30.id,
    ]);
    expect(within30.body.count).toBe(3);
    const within0 = await t.request('GET', `${PATH}?expiring_within_days=0&vehicle=${vehicle}`, own.auth);
    expect(within0.body.results.map((row: { id: string }) => row.id)).toEqual([expired.id, todayDoc.id]);
    expect(await t.request('GET', `${PATH}?expiring_within_days=-1`, own.auth)).toMatchObject({
      status: 400,
      body: { expiring_within_days: ['Give a number of days from 0 to 9999'] },
    });
    const all = await t.request('GET', PATH, own.auth);
    expect(all.body.results.map((row: { id: string }) => row.id)).toEqual([
      expired.id,
      todayDoc.id,
      in30.id,
      in31.id,
      probe.body.id,
    ]);
  });

  it('filters by vehicle, employee, type and owner kind', async () => {
    const own = await signedInAs(t);
    const [busA, busB] = [
      await createReference(t, 'vehicles', own),
      await createReference(t, 'vehicles', own),
    ];
    const driver = await createReference(t, 'employees', own);
    const [insurance, licence] = [await typeFor('vehicle', own), await typeFor('employee', own)];
    const expires_on = '2027-03-31';
    const a = (await addDocument({ document_type: insurance, vehicle: busA, expires_on }, own)).body.id;
    const b = (await addDocument({ document_type: insurance, vehicle: busB, expires_on }, own)).body.id;
    const d = (await addDocument({ document_type: licence, employee: driver, expires_on }, own)).body.id;
    const ids = async (query: string) =>
      (await t.request('GET', `${PATH}?${query}`, own.auth)).body.results
        .map((row: { id: string }) => row.id)
        .sort();
    expect(await ids(`vehicle=${busA}`)).toEqual([a]);
    expect(await ids(`employee=${driver}`)).toEqual([d]);
    expect(await ids(`document_type=${insurance}`)).toEqual([a, b].sort());
    expect(await ids('vehicle=not-an-id')).toEqual([]);
    expect(await ids('owner_kind=vehicle')).toEqual([a, b].sort());
    expect(await ids('owner_kind=employee')).toEqual([d]);
    expect(await t.request('GET', `${PATH}?owner_kind=bus`, own.auth)).toMatchObject({
      status: 400,
      body: { owner_kind: ['Choose vehicle or employee'] },
    });
  });

  it('keeps a vehicle with documents from being deleted (409 naming them)', async () => {
    const vehicle = await createReference(t, 'vehicles', school);
    const document = await addDocument({
      document_type: await typeFor('vehicle'),
      vehicle,
      expires_on: '2027-02-28',
    });
    expect(await t.request('DELETE', vehiclesResource.itemPath(vehicle), school.auth)).toMatchObject({
      status: 409,
      body: { detail: 'This vehicle cannot be deleted: it has 1 document.' },
    });
    await t.request('DELETE', documentsResource.itemPath(document.body.id), school.auth);
    expect((await t.request('DELETE', vehiclesResource.itemPath(vehicle), school.auth)).status).toBe(204);
  });
});
