import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { busStopsResource } from '@app/shared/bus-stops/bus-stop.schemas';
import { LANGUAGE_PATH, LOCALES } from '@app/shared/i18n/locales';
import { localize } from '@app/shared/i18n/localize';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import { ref, type MessageValues } from '@app/shared/i18n/message-ref';
import { zonesResource } from '@app/shared/zones/zone.schemas';
import { tenants } from '../src/db/schema';
import { languageOf } from '../src/http/language';
import { recordTableNames } from '../src/records/constraint-answers';
import { appWithSchool, createUser, signedInAs, TEST_PASSWORD } from './factories';

/**
 * Server messages in the caller's language (issue 21 §1, ADR 019): the account's choice, else
 * Accept-Language, else the school's default; with none, English as the API always answered.
 */
const { t, school: admin } = await appWithSchool();

const EN = { email: ['Please enter a valid email address'] };
const SW = { email: ['Tafadhali weka anwani sahihi ya barua pepe'] };
const badLogin = (headers: Record<string, string> = {}) =>
  t.request('POST', '/user/login/', { body: { email: 'not-an-address', password: 'x' }, headers });
const vehicles = '/transport/vehicles/';

describe('the language of server messages', () => {
  it('answers in English when nobody said otherwise, or asked for a language it does not have', async () => {
    expect(await badLogin()).toMatchObject({ status: 400, body: EN });
    expect(await badLogin({ 'accept-language': 'fr-FR, de;q=0.5' })).toMatchObject({ status: 400, body: EN });
    expect(await badLogin({ 'accept-language': 'en-GB' })).toMatchObject({ status: 400, body: EN });
  });

  it('follows Accept-Language: the best of ours it names, with its region or its weight', async () => {
    expect(await badLogin({ 'accept-language': 'sw' })).toMatchObject({ status: 400, body: SW });
    expect(await badLogin({ 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' })).toMatchObject({ body: SW });
    expect(await badLogin({ 'accept-language': 'fr, sw;q=0.5, en;q=0.4' })).toMatchObject({ body: SW });
    expect(await badLogin({ 'accept-language': 'en;q=0.9, sw;q=0.1' })).toMatchObject({ body: EN });
    // Junk in the header is no language at all.
    expect(await badLogin({ 'accept-language': ';;;q=abc,,*;q=x' })).toMatchObject({
      status: 400,
      body: EN,
    });
  });

  it("words a success body's detail too", async () => {
    const user = await createUser(t);
    const signIn = await t.request('POST', '/user/login/', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    const response = await t.request('POST', '/user/logout/', {
      body: { refresh: signIn.body.refresh },
      headers: { 'accept-language': 'sw' },
    });
    expect(response).toMatchObject({ status: 200, body: { detail: 'Umetoka.' } });
  });

  it("keeps the account's choice, which outranks the header, and shows it at sign-in", async () => {
    const driver = await signedInAs(t, { role: 401, tenantId: admin.tenantId });
    const chosen = await t.request('PUT', LANGUAGE_PATH, { token: driver.token, body: { language: 'sw' } });
    expect(chosen).toMatchObject({ status: 200, body: { language: 'sw' } });
    // A driver may not write vehicles: the 403 in the account's language, whatever the browser says.
    const refused = await t.request('POST', vehicles, {
      ...driver.auth,
      body: {},
      headers: { 'accept-language': 'en' },
    });
    expect(refused).toMatchObject({ status: 403, body: { detail: 'Huna ruhusa ya kufanya kitendo hiki.' } });
    const signIn = await t.request('POST', '/user/login/', {
      body: { email: driver.email, password: TEST_PASSWORD },
    });
    expect(signIn.body.user.language).toBe('sw');
    // null gives the choice back: the header decides again.
    await t.request('PUT', LANGUAGE_PATH, { token: driver.token, body: { language: null } });
    const again = await t.request('POST', vehicles, {
      ...driver.auth,
      body: {},
      headers: { 'accept-language': 'en' },
    });
    expect(again.body).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it("falls back on the school's default language for a caller who named none", async () => {
    const other = await signedInAs(t);
    await t.database.db.update(tenants).set({ default_language: 'sw' }).where(eq(tenants.id, other.tenantId));
    const signIn = await t.request('POST', '/user/login/', {
      body: { email: other.email, password: TEST_PASSWORD },
    });
    expect(signIn.body.user.tenants[0].default_language).toBe('sw');
    // The language of a call of that school, by what its caller said.
    const call = (headers: Record<string, string>, userId?: string) =>
      languageOf({
        server: t.app,
        headers,
        callerUserId: userId,
        tenant: { tenantId: other.tenantId },
      } as never);
    expect(await call({})).toBe('sw');
    expect(await call({ 'accept-language': 'fr' })).toBe('sw');
    expect(await call({ 'accept-language': 'en-KE' })).toBe('en');
    expect(await call({}, other.userId)).toBe('sw');
  });

  it('refuses a language it does not have, and a caller who is not signed in', async () => {
    const response = await t.request('PUT', LANGUAGE_PATH, { token: admin.token, body: { language: 'fr' } });
    expect(response).toMatchObject({
      status: 400,
      body: { language: ['Language must be one of English (en) or Kiswahili (sw).'] },
    });
    expect((await t.request('PUT', LANGUAGE_PATH, { body: { language: 'sw' } })).status).toBe(401);
  });

  it('words a refused delete and the API’s own errors too, in English when nobody asked otherwise', async () => {
    const zone = await t.request('POST', zonesResource.path, { ...admin.auth, body: { title: 'Kilimani' } });
    await t.request('POST', busStopsResource.path, {
      ...admin.auth,
      body: { zone: zone.body.id, title: 'Yaya Centre', latitude: -1.29, longitude: 36.79 },
    });
    const remove = (headers: Record<string, string> = {}) =>
      t.request('DELETE', zonesResource.itemPath(zone.body.id), { ...admin.auth, headers });
    expect(await remove()).toMatchObject({
      status: 409,
      body: { detail: 'This zone cannot be deleted: it has 1 bus stop.' },
    });
    expect(await remove({ 'accept-language': 'sw' })).toMatchObject({
      status: 409,
      body: { detail: 'Eneo hili haliwezi kufutwa: lina kituo 1 cha basi.' },
    });

    // A form whose boundary matches none of its parts cannot be read at all.
    const unreadable = (headers: Record<string, string> = {}) =>
      t.request('POST', zonesResource.path, {
        ...admin.auth,
        rawBody:
          '--sent-boundary\r\nContent-Disposition: form-data; name="title"\r\n\r\nKaren\r\n--sent-boundary--\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=another-boundary', ...headers },
      });
    expect(await unreadable()).toMatchObject({
      status: 400,
      body: {
        non_field_errors: [
          'The form could not be read: send multipart/form-data whose parts match its boundary.',
        ],
      },
    });
    expect(await unreadable({ 'accept-language': 'sw' })).toMatchObject({
      status: 400,
      body: {
        non_field_errors: [
          'Fomu haikuweza kusomeka: tuma multipart/form-data ambayo sehemu zake zinalingana na mpaka wake.',
        ],
      },
    });

    const list = (headers: Record<string, string> = {}) =>
      t.request('GET', `${zonesResource.path}?page_size=0`, { ...admin.auth, headers });
    expect(await list()).toMatchObject({ status: 400, body: { page_size: ['Page size must be 1 or more'] } });
    expect(await list({ 'accept-language': 'sw' })).toMatchObject({
      status: 400,
      body: { page_size: ['Ukubwa wa ukurasa lazima uwe 1 au zaidi'] },
    });
  });

  it('has the words of every record type for its refused deletes, in every language', () => {
    const tables = recordTableNames();
    expect(tables).toContain('student_rows');
    // A table the messages do not name falls to their `other` words ("This record", "other records").
    const missing = LOCALES.flatMap((locale) => {
      const say = (key: MessageKey, values: MessageValues) =>
        localize(t.app.translators[locale], ref(key, { count: 2, ...values }));
      const unnamed = (key: MessageKey, values: MessageValues) =>
        say(key, values) === say(key, { record: 'other', dependent: 'other' });
      return tables.flatMap((table) =>
        [
          unnamed('constraints.deleteRefusedCount', { record: table, dependent: 'other' }),
          unnamed('constraints.deleteRefusedCount', { record: 'other', dependent: table }),
          unnamed('constraints.deleteRefusedDependents', { record: table, dependent: 'other' }),
          unnamed('constraints.deleteRefusedDependents', { record: 'other', dependent: table }),
          unnamed('constraints.deleteRefusedRecord', { dependent: table }),
        ].some(Boolean)
          ? [`${locale} ${table}`]
          : [],
      );
    });
    expect(missing).toEqual([]);
  });
});
