import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { appWithSchool, signedInAs } from '../../../test/factories';

// Employees' audit trail, field by field: a type that wraps create and update (photos) is still
// audited once per change, with the photo as its stored reference and never its bytes; a refused
// update leaves no entry; concurrent updates each see the values the previous one left.
const { t, school } = await appWithSchool();

const valid = {
  staff_number: 'AU-001',
  first_name: 'Grace',
  last_name: 'Atieno',
  gender: 2,
  date_of_birth: '1985-03-14',
};

const history = async (id: string, as = school) => {
  const response = await t.request('GET', `/school/audit-log/?record_type=employee&record_id=${id}`, as.auth);
  expect(response.status).toBe(200);
  return [...response.body.results].reverse() as any[];
};

function form(fields: Record<string, unknown>, photo?: Buffer) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, String(value));
  if (photo) data.append('photo', new Blob([photo], { type: 'image/png' }), 'me.png');
  return data;
}

const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a6' } })
  .png()
  .toBuffer();
// The photo's reference: its API path named after the stored file.
const photoReference = /^\/employees\/[0-9a-f-]{36}\/photo\/\?v=[0-9a-f-]{36}\.(png|jpeg)$/;
/** The API path of a photo URL (what follows the school's API base). */
const photoPathOf = (url: string) => url.slice(url.indexOf('/employees/'));

describe('the audit trail of employees', () => {
  it('records create, update and delete field by field', async () => {
    const jobRole = await t.request('POST', '/employees/job-roles/', {
      ...school.auth,
      body: { title: 'Driver', category: 4 },
    });
    const created = await t.request('POST', '/employees/', {
      ...school.auth,
      body: { ...valid, other_name: 'W.', job_role: jobRole.body.id },
    });
    const id = created.body.id as string;
    const [creation] = await history(id);
    expect(creation).toMatchObject({
      action: 'create',
      record_label: 'Grace W. Atieno (AU-001)',
      user_id: school.userId,
      profile_id: school.profileId,
      actor_name: 'Test User',
    });
    expect(creation.changes).toEqual({
      staff_number: { new: 'AU-001' },
      first_name: { new: 'Grace' },
      last_name: { new: 'Atieno' },
      other_name: { new: 'W.' },
      full_name: { new: 'Grace W. Atieno' },
      gender: { new: 2 },
      gender_label: { new: 'Female' },
      date_of_birth: { new: '1985-03-14' },
      job_role: { new: jobRole.body.id },
      job_role_title: { new: 'Driver' },
    });

    await t.request('PUT', `/employees/${id}/`, {
      ...school.auth,
      body: { ...valid, last_name: 'Kamau', date_of_birth: '1985-03-15' },
    });
    const [, update] = await history(id);
    expect(update).toMatchObject({ action: 'update', record_label: 'Grace Kamau (AU-001)' });
    expect(update.changes).toEqual({
      last_name: { old: 'Atieno', new: 'Kamau' },
      other_name: { old: 'W.', new: '' },
      full_name: { old: 'Grace W. Atieno', new: 'Grace Kamau' },
      date_of_birth: { old: '1985-03-14', new: '1985-03-15' },
      job_role: { old: jobRole.body.id, new: null },
      job_role_title: { old: 'Driver', new: null },
    });

    expect((await t.request('DELETE', `/employees/${id}/`, school.auth)).status).toBe(204);
    const [, , removal, ...none] = await history(id);
    expect(none).toEqual([]);
    expect(removal).toMatchObject({ action: 'delete', record_label: 'Grace Kamau (AU-001)' });
    expect(removal.changes).toEqual({
      staff_number: { old: 'AU-001' },
      first_name: { old: 'Grace' },
      last_name: { old: 'Kamau' },
      full_name: { old: 'Grace Kamau' },
      gender: { old: 2 },
      gender_label: { old: 'Female' },
      date_of_birth: { old: '1985-03-15' },
    });
  });

  it('records a photo once per change as its stored reference, never its bytes', async () => {
    const created = await t.request('POST', '/employees/', {
      ...school.auth,
      form: form({ ...valid, staff_number: 'AU-002' }, png),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const replaced = await t.request('PUT', `/employees/${id}/`, {
      ...school.auth,
      form: form({ ...valid, staff_number: 'AU-002' }, await sharp(png).jpeg().toBuffer()),
    });
    const cleared = await t.request('PUT', `/employees/${id}/`, {
      ...school.auth,
      form: form({ ...valid, staff_number: 'AU-002', remove_photo: 'true' }),
    });
    expect(cleared.body.photo).toBeNull();

    const entries = await history(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update']);
    // A read answers the photo as a URL under PUBLIC_URL; the trail keeps its path, which a move of
    // the deployment to another address does not change.
    const first = photoPathOf(created.body.photo as string);
    const second = photoPathOf(replaced.body.photo as string);
    expect(first).toMatch(photoReference);
    expect(second).toMatch(photoReference);
    expect(entries[0].changes.photo).toEqual({ new: first });
    expect(entries[1].changes).toEqual({ photo: { old: first, new: second } });
    expect(entries[2].changes).toEqual({ photo: { old: second, new: null } });
    // Nothing of the image in the log: each entry is a few hundred bytes, not a photo's kilobytes.
    const stored = await t.database.db.select().from(auditLog).where(eq(auditLog.record_id, id));
    for (const entry of stored) expect(JSON.stringify(entry).length).toBeLessThan(1000);
  });

  it('writes no entry for an update refused by a constraint (a duplicate staff number)', async () => {
    await t.request('POST', '/employees/', { ...school.auth, body: { ...valid, staff_number: 'AU-010' } });
    const other = await t.request('POST', '/employees/', {
      ...school.auth,
      body: { ...valid, staff_number: 'AU-011' },
    });
    const refused = await t.request('PUT', `/employees/${other.body.id}/`, {
      ...school.auth,
      body: { ...valid, staff_number: 'au-010', first_name: 'Changed' },
    });
    expect(refused).toMatchObject({ status: 400, body: { staff_number: [expect.any(String)] } });
    expect((await history(other.body.id)).map((entry) => entry.action)).toEqual(['create']);
    const duplicate = await t.request('POST', '/employees/', {
      ...school.auth,
      body: { ...valid, staff_number: 'AU-010' },
    });
    expect(duplicate.status).toBe(400);
    const all = await t.request('GET', '/school/audit-log/?page_size=500', school.auth);
    expect(all.body.results.filter((entry: any) => entry.record_label.includes('AU-010'))).toHaveLength(1);
  });

  it('gives each of several simultaneous updates the old values the one before it left', async () => {
    const owner = await signedInAs(t);
    const created = await t.request('POST', '/employees/', { ...owner.auth, body: valid });
    const id = created.body.id as string;
    const names = ['Ann', 'Beth', 'Cate', 'Dora', 'Eve', 'Faith'];
    const answers = await Promise.all(
      names.map((first_name) =>
        t.request('PUT', `/employees/${id}/`, { ...owner.auth, body: { ...valid, first_name } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
    const updates = (await history(id, owner)).slice(1);
    expect(updates).toHaveLength(names.length);
    let previous = 'Grace';
    for (const update of updates) {
      expect(update.changes.first_name.old).toBe(previous);
      previous = update.changes.first_name.new;
    }
    expect(new Set(updates.map((update) => update.changes.first_name.new))).toEqual(new Set(names));
    expect((await t.request('GET', `/employees/${id}/`, owner.auth)).body.first_name).toBe(previous);
  });
});
