import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceDeclarations } from '../src/records/resources';
import { startTestApp, type TestApp } from './build-test-app';
import { signedInAs, type SignedIn } from './factories';
import { createReference, createSample, nextSampleNumber } from './resources/samples';
import { bodyProperties, writeRoutes, type WalkedOperation } from './route-walk';

/**
 * Sends malformed bodies to every write call the app registers (its route table, so a new call is
 * covered without a change): forms that cannot be read, JSON that is not JSON or not the right
 * shape, and odd values in every field of the body, alone and inside an otherwise valid record.
 * Bad input is the caller's 400 (DESIGN §4): none may answer a 500, and every answer has the
 * API's shape.
 */
const OPERATOR_KEY = 'operator-key-for-the-malformed-bodies-test-0123';
const BOUNDARY = 'fuzz-boundary-0123';
const form = (boundary: string) => `multipart/form-data; boundary=${boundary}`;
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`;

/** [what, content type, body as sent]. */
const malformedForms: [string, string, string][] = [
  ['a boundary that matches no part', form('another-boundary'), `${part('code', 'AB')}--${BOUNDARY}--\r\n`],
  ['no boundary at all', 'multipart/form-data', `${part('code', 'AB')}--${BOUNDARY}--\r\n`],
  ['no parts', form(BOUNDARY), `--${BOUNDARY}--\r\n`],
  ['an empty body', form(BOUNDARY), ''],
  [
    'a part cut short',
    form(BOUNDARY),
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="code"\r\n\r\nAB`,
  ],
  ['a file cut short', form(BOUNDARY), filePart],
  [
    'a huge part header',
    form(BOUNDARY),
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${'x'.repeat(200_000)}"\r\n\r\nAB\r\n--${BOUNDARY}--\r\n`,
  ],
  ['a part without headers', form(BOUNDARY), `--${BOUNDARY}\r\n\r\nAB\r\n--${BOUNDARY}--\r\n`],
  ['more parts than any call takes', form(BOUNDARY), `${part('a', '1').repeat(60)}--${BOUNDARY}--\r\n`],
  [
    'a field named after a prototype property',
    form(BOUNDARY),
    `${part('__proto__', 'x')}--${BOUNDARY}--\r\n`,
  ],
  [
    'a JSON part that is not JSON',
    form(BOUNDARY),
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="code"\r\nContent-Type: application/json\r\n\r\n{"a":\r\n--${BOUNDARY}--\r\n`,
  ],
];

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** [what, content type, body as sent]: bodies that are not JSON, or not an object. */
const malformedJson: [string, string, string][] = [
  ['invalid JSON', 'application/json', '{"code": "AB",'],
  ['an empty body', 'application/json', ''],
  ['a JSON null', 'application/json', 'null'],
  ['a JSON array', 'application/json', '[{"code": "AB"}]'],
  ['a JSON number', 'application/json', '12345678901234567890123456789'],
  ['a JSON string', 'application/json', '"AB"'],
  ['deep nesting', 'application/json', `{"code": ${deepArray(20_000)}}`],
  ['a prototype property', 'application/json', '{"__proto__": {"is_admin": true}}'],
  ['raw control characters', 'application/json', '{"code": "A\u0000B\u0001\n"}'],
  ['a control character in a key', 'application/json', '{"co\\u0000de": "AB"}'],
  ['invalid UTF-8', 'application/json', '{"code": "\udc80\ud800"}'],
  ['a charset no one reads', 'application/json; charset=utf-32', '{"code": "AB"}'],
  ['text', 'text/plain', 'code=AB'],
  ['a URL-encoded form', 'application/x-www-form-urlencoded', 'code=AB&max_capacity=4'],
  ['XML', 'application/xml', '<code>AB</code>'],
  ['no content type', '', '{"code": "AB"}'],
];

/** Raw JSON values put in one field: wrong types, nulls, huge numbers, odd text and dates. */
const oddValues = [
  'null',
  'true',
  '0',
  '-1',
  '1.5',
  '2147483648',
  '-9223372036854775809',
  '1e308',
  '1e400',
  '123456789012345678901234567890',
  '""',
  '"   "',
  JSON.stringify('x'.repeat(20_000)),
  JSON.stringify('Zuri 😀 Ünïcödé 中文 עברית'),
  '"\\ud800"',
  '"0000-01-01"',
  '"9999-12-31"',
  '"2024-02-30"',
  '"99:99"',
  '"99999999999999999999"',
  '"-1"',
  '"NaN"',
  '[]',
  '["x", 1]',
  '{}',
  '{"nested": {"deeper": ["x"]}}',
  deepArray(1000),
];

let t: TestApp;
let admin: SignedIn;
let routes: (WalkedOperation & { url: string })[];
beforeAll(async () => {
  t = await startTestApp({}, { operatorKey: OPERATOR_KEY });
  admin = await signedInAs(t, { role: 100 });
  routes = writeRoutes(t.app);
});
afterAll(() => t.close());

type Failure = string;

// Every credential at once, so each call reaches its body (business, signed-in and operator calls).
function send(method: string, path: string, contentType: string, body: string) {
  const headers: Record<string, string> = { 'x-operator-key': OPERATOR_KEY };
  if (contentType) headers['content-type'] = contentType;
  return t.request(method, path, { ...admin.auth, rawBody: body, headers });
}

/** A failure unless the answer is below 500 and in the API's shape: field messages for a 400, a detail otherwise. */
function check(what: string, response: { status: number; body: unknown }): Failure[] {
  const { status, body } = response;
  const fieldShaped =
    typeof body === 'object' &&
    body !== null &&
    Object.values(body).length > 0 &&
    Object.values(body).every((messages) => Array.isArray(messages) && messages.length > 0);
  const detailShaped =
    typeof body === 'object' && body !== null && typeof (body as { detail?: unknown }).detail === 'string';
  const ok = status < 500 && (status === 400 ? fieldShaped : status < 300 || status === 204 || detailShaped);
  return ok ? [] : [`${what}: ${status} ${JSON.stringify(body)?.slice(0, 300)}`];
}

/** The body with one field's value replaced by raw JSON text. */
function withRawField(body: Record<string, unknown>, name: string, raw: string): string {
  const marker = '"__the-odd-value__"';
  return JSON.stringify({ ...body, [name]: JSON.parse(marker) }).replace(marker, raw);
}

describe('malformed bodies on every write call', () => {
  it('finds the write calls of the route table (the walk is not empty)', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/transport/vehicles/',
        'PUT /api/guardians/:id/',
        'DELETE /api/guardians/:id/',
        'POST /api/students/bulk-upload/',
        'POST /api/user/login/',
        'POST /api/user/login/phone/',
        'POST /api/user/login/phone/verify/',
      ]),
    );
    expect(routes.length).toBeGreaterThan(40);
  });

  it('seeds the demo school first, the one write call that takes seconds (then it only answers that it is there)', async () => {
    const seeded = await send('POST', '/operator/seed-demo', 'application/json', '{}');
    expect(seeded.status).toBe(200);
    expect(seeded.body).toMatchObject({ created: true });
  });

  it.each(malformedForms)('answer a form with %s without a 500', async (_what, contentType, body) => {
    const failures: Failure[] = [];
    for (const route of routes) {
      const response = await send(route.method, route.concrete, contentType, body);
      failures.push(...check(`${route.method} ${route.url}`, response));
    }
    expect(failures).toEqual([]);
  });

  it.each(malformedJson)('answer %s without a 500', async (_what, contentType, body) => {
    const failures: Failure[] = [];
    for (const route of routes) {
      const response = await send(route.method, route.concrete, contentType, body);
      failures.push(...check(`${route.method} ${route.url}`, response));
    }
    expect(failures).toEqual([]);
  });

  it.each(oddValues.map((raw) => [raw.slice(0, 40), raw]))(
    'answer %s in any field of any body without a 500',
    async (_shown, raw) => {
      const failures: Failure[] = [];
      let fields = 0;
      for (const route of routes) {
        for (const name of Object.keys(bodyProperties(route.operation))) {
          fields += 1;
          const response = await send(
            route.method,
            route.concrete,
            'application/json',
            `{"${name}": ${raw}}`,
          );
          failures.push(...check(`${route.method} ${route.url} ${name}`, response));
        }
      }
      expect(fields).toBeGreaterThan(50);
      expect(failures).toEqual([]);
    },
  );
});

// Past the schema, a value reaches the database: a date or a number it cannot hold must be a 400 too.
describe.each(resourceDeclarations.map((declaration) => [declaration.resource.name, declaration] as const))(
  'odd values inside an otherwise valid record of %s',
  (_name, declaration) => {
    const { path } = declaration.resource;
    let sample: () => Promise<Record<string, unknown>>;
    let existingId: string;
    let fieldNames: string[];
    beforeAll(async () => {
      // The records a sample refers to are made once; each body is a new sample (its unique fields fresh).
      const references = new Map<string, Promise<string>>();
      const reference = (name: string, fields?: Record<string, unknown>) => {
        const key = `${name} ${JSON.stringify(fields ?? {})}`;
        if (!references.has(key)) references.set(key, createReference(t, name, admin, fields));
        return references.get(key)!;
      };
      sample = async () =>
        (await declaration.sample(nextSampleNumber(), reference)) as Record<string, unknown>;
      existingId = (await createSample(t, declaration, admin, await sample())).id;
      fieldNames = Object.keys(await sample());
    });

    it.each(oddValues.map((raw) => [raw.slice(0, 40), raw]))(
      'answer %s in any field, added or replaced, without a 500',
      async (_shown, raw) => {
        const failures: Failure[] = [];
        for (const name of fieldNames) {
          const body = withRawField(await sample(), name, raw);
          failures.push(...check(`POST ${name}`, await send('POST', path, 'application/json', body)));
          const replaced = await send('PUT', `${path}${existingId}/`, 'application/json', body);
          failures.push(...check(`PUT ${name}`, replaced));
        }
        expect(failures).toEqual([]);
      },
    );
  },
);
