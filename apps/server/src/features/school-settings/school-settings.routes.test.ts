import { describe, expect, it } from 'vitest';
import { PLANNING_DEFAULTS, SCHOOL_SETTINGS_PATH } from '@app/shared/school-settings/school-settings.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';

const { t, school: admin } = await appWithSchool();

describe('GET and PUT /schools/settings/', () => {
  it('reads and changes the school name, time zone, cost per km, currency and language; sign-in lists the zone and language with the school', async () => {
    const read = await t.request('GET', SCHOOL_SETTINGS_PATH, admin.auth);
    // A new school has no cost per km yet (Cost Analysis shows costs of 0 until it is set); it speaks English.
    expect(read).toMatchObject({
      status: 200,
      body: {
        name: expect.any(String),
        time_zone: expect.any(String),
        cost_per_km: 0,
        cost_per_hour: 0,
        currency: 'USD',
        default_language: 'en',
        ...PLANNING_DEFAULTS,
      },
    });
    const changed = await t.request('PUT', SCHOOL_SETTINGS_PATH, {
      ...admin.auth,
      body: {
        name: '  Hillside Primary ',
        time_zone: 'Africa/Nairobi',
        cost_per_km: 120.5,
        cost_per_hour: 450.25,
        currency: 'KES',
        default_language: 'sw',
      },
    });
    expect(changed).toEqual({
      status: 200,
      headers: expect.anything(),
      body: {
        name: 'Hillside Primary',
        time_zone: 'Africa/Nairobi',
        cost_per_km: 120.5,
        cost_per_hour: 450.25,
        currency: 'KES',
        default_language: 'sw',
        ...PLANNING_DEFAULTS,
        school_latitude: null,
        school_longitude: null,
        pre_trip_inspection_required: false,
      },
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
        default_language: 'sw',
      }),
    ]);
  });

  it('keeps the language when a change leaves it out, and changes it back', async () => {
    const body = { name: 'Hillside Primary', time_zone: 'UTC', cost_per_km: 1, currency: 'USD' };
    const kept = await t.request('PUT', SCHOOL_SETTINGS_PATH, { ...admin.auth, body });
    expect(kept).toMatchObject({ status: 200, body: { ...body, default_language: 'sw' } });
    const back = await t.request('PUT', SCHOOL_SETTINGS_PATH, {
      ...admin.auth,
      body: { ...body, default_language: 'en' },
    });
    expect(back).toMatchObject({ status: 200, body: { default_language: 'en' } });
    expect((await t.request('GET', SCHOOL_SETTINGS_PATH, admin.auth)).body.default_language).toBe('en');
  });

  it('keeps the cost per hour when a change leaves it out', async () => {
    const body = { name: 'Hillside Primary', time_zone: 'UTC', cost_per_km: 1, currency: 'USD' };
    const kept = await t.request('PUT', SCHOOL_SETTINGS_PATH, { ...admin.auth, body });
    expect(kept).toMatchObject({ status: 200, body: { cost_per_hour: 450.25 } });
    const cleared = await t.request('PUT', SCHOOL_SETTINGS_PATH, {
      ...admin.auth,
      body: { ...body, cost_per_hour: 0 },
    });
    expect(cleared).toMatchObject({ status: 200, body: { cost_per_hour: 0 } });
  });

  it('keeps the largest costs per km and per hour exactly', async () => {
    const body = {
      name: 'Hillside Primary',
      time_zone: 'UTC',
      cost_per_km: 99_999_999.99,
      cost_per_hour: 99_999_999.99,
      currency: 'EUR',
      default_language: 'en',
    };
    const saved = await t.request('PUT', SCHOOL_SETTINGS_PATH, { ...admin.auth, body });
    expect(saved).toMatchObject({ status: 200, body });
    expect((await t.request('GET', SCHOOL_SETTINGS_PATH, admin.auth)).body).toMatchObject(body);
  });

  it('refuses a blank name, an unknown time zone, a wrong cost per km, currency or language, and changes nothing', async () => {
    const before = (await t.request('GET', SCHOOL_SETTINGS_PATH, admin.auth)).body;
    const valid = { name: 'X', time_zone: 'UTC', cost_per_km: 10, currency: 'USD' };
    const zone = 'Choose a time zone from the list (an IANA name such as Africa/Nairobi)';
    for (const [body, field, message] of [
      [{ ...valid, name: ' ' }, 'name', 'School name is required'],
      [{ ...valid, time_zone: 'Mars/Olympus' }, 'time_zone', zone],
      [{ ...valid, time_zone: undefined }, 'time_zone', zone],
      [{ ...valid, cost_per_km: -1 }, 'cost_per_km', 'Cost per km must be between 0 and 99,999,999.99'],
      [
        { ...valid, cost_per_km: 100_000_000 },
        'cost_per_km',
        'Cost per km must be between 0 and 99,999,999.99',
      ],
      [{ ...valid, cost_per_km: 1.005 }, 'cost_per_km', 'Cost per km may have at most 2 decimals'],
      [{ ...valid, cost_per_km: '10' }, 'cost_per_km', 'Cost per km is required'],
      [{ ...valid, cost_per_km: undefined }, 'cost_per_km', 'Cost per km is required'],
      [
        { ...valid, cost_per_hour: -0.01 },
        'cost_per_hour',
        'Cost per hour must be between 0 and 99,999,999.99',
      ],
      [
        { ...valid, cost_per_hour: 100_000_000 },
        'cost_per_hour',
        'Cost per hour must be between 0 and 99,999,999.99',
      ],
      [{ ...valid, cost_per_hour: 12.345 }, 'cost_per_hour', 'Cost per hour may have at most 2 decimals'],
      [{ ...valid, cost_per_hour: '500' }, 'cost_per_hour', 'Cost per hour must be a number'],
      [{ ...valid, cost_per_hour: null }, 'cost_per_hour', 'Cost per hour must be a number'],
      [{ ...valid, currency: 'XXY' }, 'currency', 'Choose a currency from the list'],
      [{ ...valid, currency: undefined }, 'currency', 'Choose a currency from the list'],
      [{ ...valid, default_language: 'fr' }, 'default_language', 'Choose a language from the list'],
      [{ ...valid, default_language: null }, 'default_language', 'Choose a language from the list'],
    ] as const) {
      const response = await t.request('PUT', SCHOOL_SETTINGS_PATH, { ...admin.auth, body });
      expect(response, JSON.stringify(body)).toMatchObject({ status: 400, body: { [field]: [message] } });
      expect(Object.keys(response.body)).toEqual([field]);
    }
    expect((await t.request('GET', SCHOOL_SETTINGS_PATH, admin.auth)).body).toEqual(before);
    // In the caller's language when it asks for one (ADR 019).
    const inSwahili = await t.request('PUT', SCHOOL_SETTINGS_PATH, {
      ...admin.auth,
      headers: { 'accept-language': 'sw' },
      body: { ...valid, default_language: 'fr' },
    });
    expect(inSwahili).toMatchObject({
      status: 400,
      body: { default_language: ['Chagua lugha kutoka kwenye orodha'] },
    });
  });

  it('lets managers read but only Administrators change; other schools are untouched', async () => {
    const manager = await signedInAs(t, { role: 200, tenantId: admin.tenantId });
    expect((await t.request('GET', SCHOOL_SETTINGS_PATH, manager.auth)).status).toBe(200);
    const refused = await t.request('PUT', SCHOOL_SETTINGS_PATH, {
      ...manager.auth,
      body: { name: 'Taken over', time_zone: 'UTC', cost_per_km: 1, currency: 'USD' },
    });
    expect(refused.status).toBe(403);
    const teacher = await signedInAs(t, { role: 404, tenantId: admin.tenantId });
    expect((await t.request('GET', SCHOOL_SETTINGS_PATH, teacher.auth)).status).toBe(403);
    const before = (await t.request('GET', SCHOOL_SETTINGS_PATH, admin.auth)).body;
    const other = await signedInAs(t);
    const theirs = await t.request('PUT', SCHOOL_SETTINGS_PATH, {
      ...other.auth,
      body: { name: 'Other', time_zone: 'Asia/Tokyo', cost_per_km: 99, currency: 'GBP' },
    });
    expect(theirs.status).toBe(200);
    expect((await t.request('GET', SCHOOL_SETTINGS_PATH, admin.auth)).body).toEqual(before);
  });
});
