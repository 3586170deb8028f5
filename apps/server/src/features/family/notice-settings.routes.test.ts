import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTICE_SETTINGS, FAMILY_PATHS } from '@app/shared/family/family.schemas';
import { appWithSchool } from '../../../test/factories';
import { guardianNoticeSettings } from '../notices/notices.table';
import { call, familyFixtures } from './family.test-helpers';

// A guardian's notice settings (issue 23 §3): the defaults until saved, one row per guardian, every
// bad value a 400 on its field.
const { t, school } = await appWithSchool();
const f = familyFixtures(t);
const mother = await f.guardian(school);

const valid = {
  minutes_before: 10,
  push: false,
  sms: true,
  email: true,
  quiet_from: '21:30',
  quiet_until: '06:00',
  language: 'sw',
};

describe('/family/settings/', () => {
  it('answers the defaults before anything is saved', async () => {
    expect(await call(t, mother, 'GET', FAMILY_PATHS.settings)).toMatchObject({
      status: 200,
      body: DEFAULT_NOTICE_SETTINGS,
    });
  });

  it('answers for a row of the table’s column defaults the same defaults', async () => {
    const father = await f.guardian(school);
    await t.database.db
      .insert(guardianNoticeSettings)
      .values({ tenant_id: school.tenantId, guardian_id: father.guardian });
    expect((await call(t, father, 'GET', FAMILY_PATHS.settings)).body).toEqual(DEFAULT_NOTICE_SETTINGS);
  });

  it('saves them for the caller’s guardian record, and saves again over them', async () => {
    expect(await call(t, mother, 'PUT', FAMILY_PATHS.settings, valid)).toMatchObject({
      status: 200,
      body: valid,
    });
    expect((await call(t, mother, 'GET', FAMILY_PATHS.settings)).body).toEqual(valid);
    const changed = { ...valid, quiet_from: null, quiet_until: null, language: null, minutes_before: 1 };
    expect(await call(t, mother, 'PUT', FAMILY_PATHS.settings, changed)).toMatchObject({
      status: 200,
      body: changed,
    });
    const rows = await t.database.db
      .select()
      .from(guardianNoticeSettings)
      .where(eq(guardianNoticeSettings.guardian_id, mother.guardian));
    expect(rows).toEqual([expect.objectContaining({ minutes_before: 1, quiet_from: null, language: null })]);
  });

  it('answers 400 with a message for every bad value', async () => {
    const put = (body: unknown) => call(t, mother, 'PUT', FAMILY_PATHS.settings, body);
    expect(
      await put({
        minutes_before: 0,
        push: 'yes',
        sms: null,
        email: 1,
        quiet_from: '25:00',
        quiet_until: '7am',
        language: 'fr',
      }),
    ).toMatchObject({
      status: 400,
      body: {
        minutes_before: ['Minutes before must be a whole number from 1 to 60'],
        push: ['Choose Yes or No'],
        sms: ['Choose Yes or No'],
        email: ['Choose Yes or No'],
        quiet_from: ['Enter a time as HH:MM'],
        quiet_until: ['Enter a time as HH:MM'],
        language: ['Choose English or Kiswahili'],
      },
    });
    for (const minutes_before of [61, 2.5, '5'])
      expect(await put({ ...valid, minutes_before })).toMatchObject({
        status: 400,
        body: { minutes_before: ['Minutes before must be a whole number from 1 to 60'] },
      });
    expect(await put({ ...valid, quiet_until: null })).toMatchObject({
      status: 400,
      body: { quiet_until: ['Give both the start and the end of quiet hours, or neither'] },
    });
    expect(await put({})).toMatchObject({
      status: 400,
      body: { minutes_before: expect.any(Array), push: expect.any(Array) },
    });
  });
});
