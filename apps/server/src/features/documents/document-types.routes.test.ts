import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentTypesResource } from '@app/shared/documents/document-type.schemas';
import { documentsResource } from '@app/shared/documents/document.schemas';
import { appWithSchool, signedInAs, type SignedIn } from '../../../test/factories';
import { createReference } from '../../../test/resources/samples';
import { createSchool } from '../tenants/create-school';
import { tenants } from '../tenants/tenants.table';
import { preloadDocumentTypes } from './default-document-types';

// Document types' own rules and messages (issue 25 §3); the standard calls, isolation, permissions and
// audit trail are covered for every record type by test/resources/.
const { t, school } = await appWithSchool();

const PATH = documentTypesResource.path;
const addType = (body: Record<string, unknown>, as: SignedIn = school) =>
  t.request('POST', PATH, { ...as.auth, body });
const titlesOf = async (as: SignedIn, appliesTo: string) =>
  (await t.request('GET', `${PATH}?applies_to=${appliesTo}&page_size=500`, as.auth)).body.results.map(
    (type: { title: string }) => type.title,
  );

describe('document types', () => {
  it('adds a type, active unless said, with no documents yet, and changes it', async () => {
    const created = await addType({ title: ' Fire Extinguisher Certificate ', applies_to: 'vehicle' });
    expect(created).toMatchObject({
      status: 201,
      body: {
        id: expect.any(String),
        title: 'Fire Extinguisher Certificate',
        applies_to: 'vehicle',
        is_active: true,
        document_count: 0,
      },
    });
    const changed = await t.request('PUT', documentTypesResource.itemPath(created.body.id), {
      ...school.auth,
      body: { title: 'Fire Extinguisher Service', applies_to: 'employee', is_active: false },
    });
    expect(changed.body).toMatchObject({
      title: 'Fire Extinguisher Service',
      applies_to: 'employee',
      is_active: false,
    });
  });

  it('answers each field its message', async () => {
    expect(await addType({})).toMatchObject({
      status: 400,
      body: {
        title: ['Document type title is required'],
        applies_to: ['Choose whether the type is for vehicles or for employees'],
      },
    });
    expect(await addType({ title: 'x'.repeat(151), applies_to: 'bus', is_active: 'yes' })).toMatchObject({
      status: 400,
      body: {
        title: ['Document type title must be at most 150 characters'],
        applies_to: ['Choose whether the type is for vehicles or for employees'],
        is_active: ['Status must be Active or Inactive'],
      },
    });
    expect((await t.request('GET', `${PATH}?applies_to=bus`, school.auth)).body).toEqual({
      applies_to: ['Choose whether the type is for vehicles or for employees'],
    });
  });

  it('keeps titles unique per school and kind, whatever their case', async () => {
    await addType({ title: 'Route Permit', applies_to: 'vehicle' });
    expect(await addType({ title: 'ROUTE PERMIT', applies_to: 'vehicle' })).toMatchObject({
      status: 400,
      body: { title: ['A document type with this title already exists.'] },
    });
    // The same title for employees is another type; another school may have its own.
    expect((await addType({ title: 'Route Permit', applies_to: 'employee' })).status).toBe(201);
    expect(
      (await addType({ title: 'Route Permit', applies_to: 'vehicle' }, await signedInAs(t))).status,
    ).toBe(201);
  });

  it('keeps a type in use: no delete (409), no change of kind, but it may be retired', async () => {
    const type = (await addType({ title: 'Tyre Inspection', applies_to: 'vehicle' })).body.id;
    const created = await t.request('POST', documentsResource.path, {
      ...school.auth,
      body: {
        document_type: type,
        vehicle: await createReference(t, 'vehicles', school),
        expires_on: '2027-01-31',
      },
    });
    expect(created.status).toBe(201);
    expect(await t.request('DELETE', documentTypesResource.itemPath(type), school.auth)).toMatchObject({
      status: 409,
      body: { detail: 'This document type cannot be deleted: it has 1 document.' },
    });
    const item = documentTypesResource.itemPath(type);
    expect(
      await t.request('PUT', item, {
        ...school.auth,
        body: { title: 'Tyre Inspection', applies_to: 'employee' },
      }),
    ).toMatchObject({
      status: 400,
      body: {
        applies_to: ['This document type has documents: it cannot change between vehicles and employees.'],
      },
    });
    const retired = await t.request('PUT', item, {
      ...school.auth,
      body: { title: 'Tyre Inspection', applies_to: 'vehicle', is_active: false },
    });
    expect(retired.body).toMatchObject({ is_active: false, document_count: 1 });
    const inactive = await t.request('GET', `${PATH}?is_active=false&search=tyre`, school.auth);
    expect(inactive.body.results).toEqual([expect.objectContaining({ id: type })]);

    await t.request('DELETE', documentsResource.itemPath(created.body.id), school.auth);
    expect((await t.request('DELETE', item, school.auth)).status).toBe(204);
  });

  it("preloads Kenya's usual types for a new school, in its language", async () => {
    const created = await createSchool(t.database.db, {
      name: 'Ridgeway School',
      admin_email: 'head@ridgeway.test',
    });
    const admin = await signedInAs(t, { tenantId: created.tenant_id });
    expect((await titlesOf(admin, 'vehicle')).sort()).toEqual([
      'Insurance Certificate',
      'Motor Vehicle Inspection Certificate (NTSA)',
      'PSV / School Bus Licence',
      'Speed Governor Certificate',
    ]);
    expect((await titlesOf(admin, 'employee')).sort()).toEqual([
      'Certificate of Good Conduct (police clearance)',
      'Driving Licence',
      'First Aid Certificate',
      'Medical Certificate',
      'PSV Badge',
    ]);
    // Data of the school from then on: renamed like any record.
    const [licence] = (await t.request('GET', `${PATH}?search=driving`, admin.auth)).body.results;
    const renamed = await t.request('PUT', documentTypesResource.itemPath(licence.id), {
      ...admin.auth,
      body: { title: 'Driving Licence (smart DL)', applies_to: 'employee' },
    });
    expect(renamed.status).toBe(200);

    const swahili = await signedInAs(t);
    await t.database.db
      .update(tenants)
      .set({ default_language: 'sw' })
      .where(eq(tenants.id, swahili.tenantId));
    await preloadDocumentTypes(t.database.db, swahili.tenantId, 'sw');
    expect(await titlesOf(swahili, 'employee')).toContain('Leseni ya Udereva');
    expect(await titlesOf(swahili, 'vehicle')).toContain('Cheti cha Ukaguzi wa Gari (NTSA)');
  });
});
