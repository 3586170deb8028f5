import { CONTROL_CHARACTERS_MESSAGE, TEXT_PATTERNS } from '@app/shared/common/text';
import { ROLE_IDS } from '@app/shared/accounts/roles';
import { english } from '@app/shared/i18n/english';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './build-test-app';
import { signedInAs, type SignedIn } from './factories';
import { openApiOperations, SOME_ID, type JsonSchema } from './route-walk';

/**
 * Walks every route of the OpenAPI document and sends control characters in every string field
 * of its body and query, one field at a time: each must answer 400 naming that field (never a
 * 500 from the database, which cannot store a NUL byte). A new route is covered without a change.
 */
type Field = { method: string; path: string; where: 'body' | 'query'; name: string; schema: JsonSchema };

const OPERATOR_KEY = 'operator-key-for-the-control-character-test-0123';
// Inside the text, since surrounding white space is trimmed before the check.
const controls = [
  ['NUL', 'ab\u0000cd'],
  ['a tab', 'ab\tcd'],
  ['a line break', 'ab\ncd'],
  ['an escape', 'ab\u001bcd'],
  ['a C1 control', 'ab\u0085cd'],
  ['a right-to-left override', 'ab\u202Ecd'],
  ['a line separator', 'ab\u2028cd'],
] as const;

let t: TestApp;
let admin: SignedIn;
let guardian: SignedIn;
let fields: Field[];
let itemPaths: { method: string; path: string }[];
beforeAll(async () => {
  t = await startTestApp({}, { operatorKey: OPERATOR_KEY });
  admin = await signedInAs(t, { role: 100 });
  guardian = await signedInAs(t, { role: ROLE_IDS.guardian, tenantId: admin.tenantId });
  fields = [];
  itemPaths = [];
  for (const { method, path, concrete, operation } of openApiOperations(t.app)) {
    if (path.includes('{id}')) itemPaths.push({ method, path });
    for (const parameter of operation.parameters ?? []) {
      if (parameter.in === 'query' && parameter.schema && acceptsText(parameter.schema)) {
        fields.push({
          method,
          path: concrete,
          where: 'query',
          name: parameter.name,
          schema: parameter.schema,
        });
      }
    }
    const body = operation.requestBody?.content?.['application/json']?.schema;
    for (const [name, schema] of Object.entries(body?.properties ?? {})) {
      if (acceptsText(schema)) fields.push({ method, path: concrete, where: 'body', name, schema });
    }
  }
});
afterAll(() => t.close());

/** Whether every string the field accepts is an enumeration or has a format of its own. */
function isFormatted(schema: JsonSchema): boolean {
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (alternatives.length) return alternatives.filter(acceptsText).every(isFormatted);
  return (
    schema.enum !== undefined || (schema.pattern !== undefined && !TEXT_PATTERNS.includes(schema.pattern))
  );
}

/** Whether the field is multi-line free text (notes), where a tab or a line break is text, not a control. */
function isMultiLine(schema: JsonSchema): boolean {
  const multiLinePattern = TEXT_PATTERNS[1];
  return (
    schema.pattern === multiLinePattern ||
    [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isMultiLine)
  );
}

function acceptsText(schema: JsonSchema): boolean {
  if (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(acceptsText);
}

// Every credential at once, so each route reaches its validation (business, signed-in and operator
// calls); a family's calls as a guardian, the only profile they serve.
const credentials = (path = '') => ({
  ...(path.startsWith('/family/') ? guardian.auth : admin.auth),
  headers: { 'x-operator-key': OPERATOR_KEY },
});

function send(field: Field, value: string) {
  const { path } = field;
  if (field.where === 'query') {
    const separator = path.includes('?') ? '&' : '?';
    return t.request(
      field.method.toUpperCase(),
      `${path}${separator}${field.name}=${encodeURIComponent(value)}`,
      credentials(path),
    );
  }
  return t.request(field.method, path, { ...credentials(path), body: { [field.name]: value } });
}

describe('control characters in text', () => {
  it('finds the string fields of the API (the walk is not empty)', () => {
    const names = fields.map((field) => `${field.where}:${field.name}`);
    expect(names).toEqual(expect.arrayContaining(['query:search', 'body:registration_number', 'body:email']));
    expect(fields.length).toBeGreaterThan(20);
  });

  it.each(controls)(
    'are refused with 400 on the field, in every body and query string (%s)',
    async (_name, value) => {
      const failures: string[] = [];
      const lineControls = /[\t\n\r]/.test(value);
      for (const field of fields) {
        const response = await send(field, value);
        const messages: unknown = response.body?.[field.name];
        if (lineControls && isMultiLine(field.schema)) {
          // Kept as written: the field itself has nothing to say (other fields of the body may).
          if (messages !== undefined)
            failures.push(`${field.method} ${field.path} ${field.name}: ${JSON.stringify(messages)}`);
          continue;
        }
        // Enumerations and formats (dates, codes) answer their own message; free text the control-character one.
        const ownMessage = isFormatted(field.schema);
        const ok =
          response.status === 400 &&
          Array.isArray(messages) &&
          messages.length > 0 &&
          (ownMessage || messages.includes(english(CONTROL_CHARACTERS_MESSAGE)));
        if (!ok)
          failures.push(
            `${field.method} ${field.path} ${field.where}.${field.name}: ${response.status} ${JSON.stringify(response.body)}`,
          );
      }
      expect(failures).toEqual([]);
    },
  );

  it('answer 404, never 500, in record ids of paths', async () => {
    expect(itemPaths.length).toBeGreaterThan(0);
    for (const { method, path } of itemPaths) {
      const response = await t.request(
        method,
        path.replace(/^\/api/, '').replaceAll('{id}', 'ab%00cd'),
        credentials(),
      );
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
    }
  });
});

describe('junk in the tenant and profile headers', () => {
  it.each(['not-a-uuid', '%00', '\u00ff\u00fe', "' OR 1=1 --", 'x'.repeat(4000), `${SOME_ID},${SOME_ID}`])(
    'answers 403 to X-TENANT-ID / X-PROFILE-ID %#',
    async (junk) => {
      const { token, tenant, profile } = admin.auth;
      for (const auth of [
        { token, tenant: junk, profile },
        { token, tenant, profile: junk },
      ]) {
        const response = await t.request('GET', '/transport/vehicles/', auth);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ detail: 'This profile does not belong to you in this school.' });
      }
    },
  );
});
