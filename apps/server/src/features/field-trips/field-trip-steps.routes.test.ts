import { describe, expect, it } from 'vitest';
import { fieldTripStepsResource } from '@app/shared/field-trips/field-trip.schemas';
import { appWithSchool, signedInAs, type SignedIn } from '../../../test/factories';
import { createSchool } from '../tenants/create-school';
import { preloadFieldTripSteps } from './default-field-trip-steps';

// The approval steps' own rules and messages (issue 25 §4); the standard calls, isolation,
// permissions and audit trail are covered for every record type by test/resources/.
const { t, school } = await appWithSchool();

const PATH = fieldTripStepsResource.path;
const addStep = (body: Record<string, unknown>, as: SignedIn = school) =>
  t.request('POST', PATH, { ...as.auth, body });
const stepsOf = async (as: SignedIn) =>
  (await t.request('GET', PATH, as.auth)).body.results.map(
    (step: { title: string; role_id: number; position: number }) => [step.position, step.title, step.role_id],
  );

describe('field trip approval steps', () => {
  it('adds a step after the last unless a position is given, and lists them in order', async () => {
    const own = await signedInAs(t);
    expect(await addStep({ title: ' Deputy head ', role_id: 100 }, own)).toMatchObject({
      status: 201,
      body: { title: 'Deputy head', role_id: 100, position: 1 },
    });
    await addStep({ title: 'Transport officer', role_id: 403, position: 5 }, own);
    await addStep({ title: 'Bursar', role_id: 200 }, own);
    await addStep({ title: 'Head teacher', role_id: 100, position: 2 }, own);
    expect(await stepsOf(own)).toEqual([
      [1, 'Deputy head', 100],
      [2, 'Head teacher', 100],
      [5, 'Transport officer', 403],
      [6, 'Bursar', 200],
    ]);
    // A replaced step keeps its place unless it is given another.
    const [bursar] = (await t.request('GET', `${PATH}?search=burs`, own.auth)).body.results;
    const renamed = await t.request('PUT', fieldTripStepsResource.itemPath(bursar.id), {
      ...own.auth,
      body: { title: 'Finance office', role_id: 403 },
    });
    expect(renamed).toMatchObject({
      status: 200,
      body: { title: 'Finance office', role_id: 403, position: 6 },
    });
    const moved = await t.request('PUT', fieldTripStepsResource.itemPath(bursar.id), {
      ...own.auth,
      body: { title: 'Finance office', role_id: 403, position: 3 },
    });
    expect(moved.body).toMatchObject({ position: 3 });
    expect((await t.request('GET', `${PATH}?ordering=-title`, own.auth)).body.results[0].title).toBe(
      'Transport officer',
    );
  });

  it('answers each field its message', async () => {
    expect(await addStep({})).toMatchObject({
      status: 400,
      body: {
        title: ['Step title is required'],
        role_id: ['Choose School Administrator, Transport Manager or Transport Officer'],
      },
    });
    for (const role_id of [300, 401, 404, '100', null])
      expect(await addStep({ title: 'Guard', role_id }), String(role_id)).toMatchObject({
        status: 400,
        body: { role_id: ['Choose School Administrator, Transport Manager or Transport Officer'] },
      });
    for (const position of [0, 100, 1.5, '2'])
      expect(await addStep({ title: 'Guard', role_id: 100, position }), String(position)).toMatchObject({
        status: 400,
        body: { position: ['Position must be a whole number from 1 to 99'] },
      });
    expect(await addStep({ title: 'x'.repeat(101), role_id: 100 })).toMatchObject({
      status: 400,
      body: { title: ['Step title must be at most 100 characters'] },
    });
    expect(await addStep({ title: '   ', role_id: 100 })).toMatchObject({
      status: 400,
      body: { title: ['Step title is required'] },
    });
  });

  it('refuses a title the school has, in any case', async () => {
    const own = await signedInAs(t);
    expect((await addStep({ title: 'Principal', role_id: 100 }, own)).status).toBe(201);
    expect(await addStep({ title: 'PRINCIPAL', role_id: 200 }, own)).toMatchObject({
      status: 400,
      body: { title: ['The school already has an approval step with this title.'] },
    });
    // Another school's titles are its own.
    expect((await addStep({ title: 'Principal', role_id: 100 })).status).toBe(201);
  });

  it('is School Setup: the office reads it, only a School Administrator changes it', async () => {
    for (const role of [200, 403]) {
      const office = await signedInAs(t, { role, tenantId: school.tenantId });
      expect((await t.request('GET', PATH, office.auth)).status, String(role)).toBe(200);
      expect(await addStep({ title: `By ${role}`, role_id: 200 }, office)).toMatchObject({ status: 403 });
    }
    for (const role of [404, 400, 401]) {
      const other = await signedInAs(t, { role, tenantId: school.tenantId });
      expect((await t.request('GET', PATH, other.auth)).status, String(role)).toBe(403);
    }
  });

  it("keeps each change in the audit log under the step's title", async () => {
    const own = await signedInAs(t);
    const created = await addStep({ title: 'Chaplain', role_id: 100 }, own);
    await t.request('DELETE', fieldTripStepsResource.itemPath(created.body.id), own.auth);
    const log = await t.request(
      'GET',
      `/school/audit-log/?record_type=field-trip-step&record_id=${created.body.id}`,
      own.auth,
    );
    expect(log.body.results).toMatchObject([
      { action: 'delete', record_label: 'Chaplain', changes: { title: { old: 'Chaplain' } } },
      {
        action: 'create',
        record_label: 'Chaplain',
        changes: { role_id: { new: 100 }, position: { new: 1 } },
      },
    ]);
  });

  it('preloads the head teacher then the transport manager for a new school, in its language', async () => {
    const created = await createSchool(t.database.db, {
      name: 'Lavington School',
      admin_email: 'head@lavington.test',
    });
    const admin = await signedInAs(t, { tenantId: created.tenant_id });
    expect(await stepsOf(admin)).toEqual([
      [1, 'Head teacher', 100],
      [2, 'Transport manager', 200],
    ]);
    const swahili = await signedInAs(t);
    await preloadFieldTripSteps(t.database.db, swahili.tenantId, 'sw');
    expect(await stepsOf(swahili)).toEqual([
      [1, 'Mwalimu mkuu', 100],
      [2, 'Meneja wa usafiri', 200],
    ]);
  });
});
