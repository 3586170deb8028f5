import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_PATH } from '@app/shared/i18n/locales';
import { tenants } from '../src/db/schema';
import { languageOf } from '../src/http/language';
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
});
