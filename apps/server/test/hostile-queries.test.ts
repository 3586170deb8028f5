import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyFixtures, type TestGuardian } from '../src/features/family/family.test-helpers';
import { tripFixtures } from '../src/features/trip-events/trips.test-helpers';
import { startTestApp, type TestApp } from './build-test-app';
import { signedInAs, type SignedIn } from './factories';
import { listRoutes, queryParameters, SOME_ID, type WalkedOperation } from './route-walk';

/**
 * Sends hostile query strings to every list and report call the app registers (its route table, so
 * a new list is covered without a change): numbers no column holds, text where a number goes,
 * control characters, repeated keys, values too long, broken escapes. Bad input is the caller's 400
 * with field messages (DESIGN §4): a query may be refused or answered, never a 500.
 */

/** Values put in one parameter at a time, as they are written in the URL (already escaped). */
const hostileValues: [string, string][] = [
  ['a float beyond every integer', '1e20'],
  ['a negative number', '-1'],
  ['zero', '0'],
  ['text', 'abc'],
  ['a number beyond a 32-bit integer', '99999999999'],
  ['the largest safe integer', '9007199254740991'],
  ['a number beyond a 64-bit integer', '99999999999999999999'],
  ['a negative number beyond a 32-bit integer', '-99999999999'],
  ['a fraction', '1.5'],
  ['an infinity', '1e400'],
  ['a hexadecimal number', '0x10'],
  ['an id no school has', SOME_ID],
  ['a NUL', '%00'],
  ['control characters', '%01%1F%7F'],
  ['a direction override', '%E2%80%AE'],
  ['invalid UTF-8', '%C3%28%FF'],
  ['a broken escape', '%ZZ%'],
  ['a value of 10,001 characters', 'x'.repeat(10_001)],
  ['an empty value', ''],
];

/** Whole query strings, added to the call's valid query: keys as odd as the values. */
const hostileQueries: [string, string][] = [
  ['an empty key with control characters', '=%01%02'],
  ['a key of control characters', '%01%1F=1'],
  ['a key with a NUL', 'pa%00ge=1'],
  ['only separators', '&&&=&='],
  ['a key of 10,001 characters', `${'k'.repeat(10_001)}=1`],
  ['a prototype key', '__proto__=1&constructor=1'],
];

let t: TestApp;
let admin: SignedIn;
let routes: (WalkedOperation & { url: string })[];
/** Values for the parameters a call cannot do without, so that the odd one reaches the query. */
let required: Record<string, string>;
/** A guardian signed in, and their child. */
let family: { caller: TestGuardian; child: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAs(t, { role: 100 });
  routes = listRoutes(t.app);
  const fixtures = tripFixtures(t);
  const trip = await fixtures.trip(admin);
  const today = await fixtures.today(admin);
  required = { trip: trip.id, start_date: today, end_date: today };
  const families = familyFixtures(t);
  family = { caller: await families.guardian(admin), child: (await families.people.student(admin)).id };
  await families.link(admin, family.child, family.caller.guardian);
});
afterAll(() => t.close());

/** The call's query with only what it requires. */
function validQuery(route: WalkedOperation): URLSearchParams {
  const query = new URLSearchParams();
  for (const parameter of queryParameters(route.operation)) {
    if (!parameter.required) continue;
    const value = required[parameter.name];
    if (value === undefined) throw new Error(`${route.path}: no valid value for ${parameter.name}`);
    query.set(parameter.name, value);
  }
  return query;
}

/** The valid query with one parameter's value replaced by the raw text (or repeated). */
function withRaw(route: WalkedOperation, name: string, raw: string): string {
  const query = validQuery(route);
  query.delete(name);
  return [query.toString(), `${name}=${raw}`].filter(Boolean).join('&');
}

function send(route: WalkedOperation, query: string) {
  // A family's calls are a guardian's, about their own child (the office gets 403 on them).
  if (route.path.startsWith('/api/family/'))
    return t.request('GET', `${route.concrete.replace(SOME_ID, family.child)}?${query}`, family.caller.auth);
  // A guardian's delivery log is about one of the school's guardians (the family's own).
  if (route.path === '/api/guardians/{id}/notices/')
    return t.request(
      'GET',
      `${route.concrete.replace(SOME_ID, family.caller.guardian)}?${query}`,
      admin.auth,
    );
  return t.request('GET', `${route.concrete}?${query}`, admin.auth);
}

/**
 * A failure unless the answer is a 200, or a 400 with field messages; or a 404 with its detail when
 * the call is about one record (a trip's events) and the query names one that the school does not have.
 */
function check(what: string, response: { status: number; body: unknown }, missingRecord = false): string[] {
  const { status, body } = response;
  const fieldShaped =
    typeof body === 'object' &&
    body !== null &&
    Object.values(body).length > 0 &&
    Object.values(body).every(
      (messages) =>
        Array.isArray(messages) &&
        messages.length > 0 &&
        messages.every((message) => typeof message === 'string' && message.length > 0),
    );
  const detailShaped =
    typeof body === 'object' && body !== null && typeof (body as { detail?: unknown }).detail === 'string';
  const ok =
    status === 200 || (status === 400 && fieldShaped) || (missingRecord && status === 404 && detailShaped);
  return ok ? [] : [`${what}: ${status} ${JSON.stringify(body)?.slice(0, 300)}`];
}

/** Sends the queries a few at a time and gathers the failures. */
async function sendAll(
  requests: { what: string; route: WalkedOperation; query: string; missingRecord?: boolean }[],
) {
  const failures: string[] = [];
  const concurrency = 4;
  for (let start = 0; start < requests.length; start += concurrency) {
    const group = requests.slice(start, start + concurrency);
    const answers = await Promise.all(group.map(({ route, query }) => send(route, query)));
    answers.forEach((answer, index) => {
      const { what, missingRecord } = group[index]!;
      failures.push(...check(what, answer, missingRecord));
    });
  }
  return failures;
}

describe('hostile query strings on every list and report call', () => {
  it('finds the list and report calls of the route table, each answering its valid query', async () => {
    const names = routes.map((route) => route.url);
    expect(names).toEqual(
      expect.arrayContaining([
        '/api/transport/vehicles/',
        '/api/employees/',
        '/api/school/audit-log/',
        '/api/transport/trip-events/',
        '/api/reports/:name/',
      ]),
    );
    expect(routes.length).toBeGreaterThan(15);
    const answers = await Promise.all(routes.map((route) => send(route, validQuery(route).toString())));
    expect(answers.map((answer, index) => `${routes[index]!.url} ${answer.status}`)).toEqual(
      routes.map((route) => `${route.url} 200`),
    );
  });

  it.each(hostileValues)('answer %s in any parameter with a 200 or a 400', async (what, raw) => {
    const requests = routes.flatMap((route) =>
      queryParameters(route.operation).map(({ name, required: isRequired }) => ({
        what: `${route.url} ${name}=${raw.slice(0, 20)}`,
        route,
        query: withRaw(route, name, raw),
        missingRecord: isRequired && raw === SOME_ID,
      })),
    );
    expect(requests.length).toBeGreaterThan(100);
    expect(await sendAll(requests)).toEqual([]);
  });

  it('answer a repeated parameter with a 200 or a 400', async () => {
    const requests = routes.flatMap((route) =>
      queryParameters(route.operation).map(({ name }) => ({
        what: `${route.url} ${name} twice`,
        route,
        query: withRaw(route, name, `1&${name}=2`),
      })),
    );
    expect(await sendAll(requests)).toEqual([]);
  });

  it.each(hostileQueries)('answer %s with a 200 or a 400', async (what, raw) => {
    const requests = routes.map((route) => ({
      what: `${route.url} ${what}`,
      route,
      query: [validQuery(route).toString(), raw].filter(Boolean).join('&'),
    }));
    expect(await sendAll(requests)).toEqual([]);
  });
});
