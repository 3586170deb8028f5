import { describe, expect, it } from 'vitest';
import { SCHOOL_SETTINGS_PATH } from '@app/shared/school-settings/school-settings.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';

const { t, school: admin } = await appWithSchool();

describe('GET and PUT /schools/settings/', () => {
  it('reads and changes the school name and time zone; sign-in lists the zone with the school', async () => {
    const read = await t.request('GET', SCHOOL_SETTINGS_PATH, admin.auth);
    expect(read).toMatchObject({
      status: 200,
      body: { name: expect.any(String), time_zone: expect.any(String) },
    });
    const changed = await t.request('PUT', SCHOOL_SETTINGS_PATH, {
      ...admin.auth,
      body: { name: '  Hillside Primary ', time_zone: 'Africa/Nairobi' },
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { name: 'Hillside Primary', time_zone: 'Africa/Nairobi' },
    });
    expect((await t.request('GET', SCHOOL_SETTINGS_PATH, admin.auth)).body).toEqual(changed.body);
    const login = await t.request('POST', '/user/login/', {
      body: { email: admin.email, password: 'Sup3r-secret!' },
    });
    expect(login.body.user.tenants).toEqual([
      expect.objectContaining({
        tenant: admin.tenantId,
        name: 'Hillside Primary',
        time_zone: 'Africa/Nairobi',
      }),
    ]);
  });

  it('refuses a blank name and an unknown time zone, and changes nothing', async () => {
    const before = (await t.request('GET', SCHOOL_SETTINGS_PATH, admin.auth)).body;
    for (const [body, field, message] of [
      [{ name: ' ', time_zone: 'UTC' }, 'name', 'School name is required'],
      [
        { name: 'X', time_zone: 'Mars/Olympus' },
        'time_zone',
        'Choose a time zone from the list (an IANA name such as Africa/Nairobi)',
      ],
      [{ name: 'X' }, 'time_zone', 'Choose a time zone from the list (an IANA name such as Africa/Nairobi)'],
    ] as const) {
      const response = await t.request('PUT', SCHOOL_SETTINGS_PATH, { ...admin.auth, body });
      expect(response).toMatchObject({ status: 400, body: { [field]: [message] } });
    }
    expect((await t.request('GET', SCHOOL_SETTINGS_PATH, admin.auth)).body).toEqual(before);
  });

  it('lets managers read but only Administrators change; other schools are untouched', async () => {
    const manager = await signedInAs(t, { role: 200, tenantId: admin.tenantId });
    expect((await t.request('GET', SCHOOL_SETTINGS_PATH, manager.auth)).status).toBe(200);
    const refused = await t.request('PUT', SCHOOL_SETTINGS_PATH, {
      ...manager.auth,
      body: { name: 'Taken over', time_zone: 'UTC' },
    });
    expect(refused.status).toBe(403);
    const teacher = await signedInAs(t, { role: 404, tenantId: admin.tenantId });
    expect((await t.request('GET', SCHOOL_SETTINGS_PATH, teacher.auth)).status).toBe(403);
    const other = await signedInAs(t);
    await t.request('PUT', SCHOOL_SETTINGS_PATH, {
      ...other.auth,
      body: { name: 'Other', time_zone: 'UTC' },
    });
    expect((await t.request('GET', SCHOOL_SETTINGS_PATH, admin.auth)).body.name).not.toBe('Other');
  });
});
