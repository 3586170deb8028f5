import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginResponseSchema } from '@app/shared/accounts/auth.schemas';
import { invitationSchema } from '@app/shared/accounts/tenancy.schemas';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { pageSchema } from '@app/shared/common/list';
import { vehicleSchema } from '@app/shared/vehicles/vehicle.schemas';
import { errorResponses } from '../features/accounts/error-responses';
import { createResponseSerializer } from './response-serializer';

const vehicle = {
  id: '3f0c1a52-5d6e-4b7f-9a0b-1c2d3e4f5a6b',
  registration_number: 'KDA 123X',
  code: 'BUS-01',
  max_capacity: 42,
  is_active: true,
  vehicle_type: 'bus',
  out_of_service: true,
  out_of_service_since: '2026-11-29T06:45:00.000Z',
  out_of_service_inspection: '8e1d2c3b-4a5f-4e6d-9c8b-7a6f5e4d3c2b',
};
const seedResultSchema = z.object({
  created: z.boolean(),
  user: z.enum(['created', 'existing']).nullable(),
  note: z.string().optional(),
  status: z.literal('ok'),
});

// Each schema with payloads a handler could return, extra properties included (they must go).
const cases: Array<[string, z.ZodType, unknown[]]> = [
  [
    'a page of vehicles',
    pageSchema(vehicleSchema),
    [
      { count: 0, next: null, previous: null, results: [] },
      {
        count: 120,
        next: 'http://localhost/api/transport/vehicles/?page=3',
        previous: 'http://localhost/api/transport/vehicles/?page=1',
        results: [vehicle, { ...vehicle, is_active: false, tenant_id: 'secret', created_at: new Date() }],
        internal: 'dropped',
      },
    ],
  ],
  ['one vehicle', vehicleSchema, [vehicle, { ...vehicle, tenant_id: 'secret' }]],
  [
    'field errors (a record of messages)',
    fieldErrorsSchema,
    [{}, { code: ['Code must be at least 2 characters'], max_capacity: ['A', 'B "quoted" \\ ünïcode'] }],
  ],
  [
    'a 400 body: field errors or a detail',
    errorResponses[400],
    [{ non_field_errors: ['The request body is not valid JSON.'] }, { detail: 'Bad', stack: 'dropped' }],
  ],
  ['a detail', detailSchema, [{ detail: 'Not found.' }, { detail: 'Not found.', code: 'dropped' }]],
  ['no body (204)', z.null().describe('Deleted'), [null]],
  [
    'nullable and optional fields, enums and literals',
    seedResultSchema,
    [
      { created: true, user: null, status: 'ok' },
      { created: false, user: 'existing', note: 'line\nbreak', status: 'ok', extra: 1 },
      { created: false, user: 'created', note: undefined, status: 'ok' },
    ],
  ],
  [
    'an invitation with nullable fields',
    invitationSchema,
    [
      {
        id: vehicle.id,
        phone: '254712345678',
        email: null,
        role: 401,
        profile_type: 400,
        profile_id: null,
        expires_at: '2030-01-01T00:00:00.000Z',
        code: 'secret',
      },
    ],
  ],
  [
    'a login answer (nested objects and arrays)',
    loginResponseSchema,
    [
      {
        access: 'a.b.c',
        refresh: 'r',
        user: {
          id: 'u',
          email: 'a@b.co',
          first_name: 'Amina',
          last_name: 'Otieno',
          language: 'sw',
          password_hash: 'dropped',
          tenants: [
            {
              tenant: 't',
              name: 'School',
              domain: 'http://localhost/api',
              time_zone: 'UTC',
              default_language: 'en',
              settings: { dropped: true },
              profiles: [
                {
                  profile_id: 'p',
                  profile_type: 100,
                  role: 100,
                  role_name: 'Admin',
                  person_name: null,
                  user_id: 'x',
                },
              ],
            },
          ],
        },
      },
    ],
  ],
];

function routeOf(schema: z.ZodType) {
  return { schema, method: 'GET', url: '/api/example/', httpStatus: '200' };
}

describe('createResponseSerializer', () => {
  it.each(cases)(
    'writes %s as zod and JSON.stringify did, dropping extra properties',
    (_name, schema, payloads) => {
      const compiler = createResponseSerializer({ checkResponses: false });
      const serialize = compiler(routeOf(schema));
      expect(compiler.fallbacks).toEqual([]);
      for (const payload of payloads) {
        expect(JSON.parse(serialize(payload))).toEqual(JSON.parse(JSON.stringify(schema.parse(payload))));
      }
    },
  );

  it('lets every valid payload through in checking mode', () => {
    const compiler = createResponseSerializer({ checkResponses: true });
    for (const [, schema, payloads] of cases) {
      const serialize = compiler(routeOf(schema));
      for (const payload of payloads) {
        expect(JSON.parse(serialize(payload))).toEqual(JSON.parse(JSON.stringify(schema.parse(payload))));
      }
    }
    expect(compiler.fallbacks).toEqual([]);
    expect(compiler.compiled).toHaveLength(cases.length);
  });

  it('keeps the schema’s order, with optional properties after the required ones', () => {
    const compiler = createResponseSerializer({ checkResponses: false });
    const page = cases[0]![2][1];
    expect(compiler(routeOf(pageSchema(vehicleSchema)))(page)).toBe(
      JSON.stringify(pageSchema(vehicleSchema).parse(page)),
    );
    const seed = { note: 'n', status: 'ok', user: null, created: true };
    expect(compiler(routeOf(seedResultSchema))(seed)).toBe(
      '{"created":true,"user":null,"status":"ok","note":"n"}',
    );
  });

  it.each([
    ['a missing field', { ...vehicle, code: undefined }],
    ['a wrong type', { ...vehicle, max_capacity: '42' }],
    ['null where none is allowed', { ...vehicle, registration_number: null }],
    ['a fraction for a whole number', { ...vehicle, max_capacity: 4.5 }],
    ['text that breaks a rule of the schema', { ...vehicle, code: ' BUS-01 ' }],
  ])('refuses %s in checking mode', (_name, payload) => {
    const serialize = createResponseSerializer({ checkResponses: true })(routeOf(vehicleSchema));
    expect(() => serialize(payload)).toThrow();
  });

  it('writes values as they are without checking, never rewriting them', () => {
    const serialize = createResponseSerializer({ checkResponses: false })(routeOf(seedResultSchema));
    expect(JSON.parse(serialize({ created: true, user: null, status: 'not ok' }))).toEqual({
      created: true,
      user: null,
      status: 'not ok',
    });
    const count = createResponseSerializer({ checkResponses: false })(routeOf(pageSchema(vehicleSchema)));
    expect(JSON.parse(count({ count: 4.5, next: null, previous: null, results: [] })).count).toBe(4.5);
  });

  it('leaves a schema it cannot convert faithfully to zod, and says so', () => {
    const compiler = createResponseSerializer({ checkResponses: false });
    const withDate = z.object({ at: z.date() });
    const serialize = compiler({ ...routeOf(withDate), url: '/api/dated/' });
    const at = new Date('2030-01-02T03:04:05.000Z');
    expect(serialize({ at, extra: 1 })).toBe('{"at":"2030-01-02T03:04:05.000Z"}');
    expect(() => serialize({ at: 'not a date' })).toThrow();
    compiler({ ...routeOf(z.object({ name: z.string().default('x') })), url: '/api/defaulted/' });
    compiler({ ...routeOf(z.looseObject({ name: z.string() })), url: '/api/loose/' });
    expect(compiler.compiled).toEqual([]);
    expect(compiler.fallbacks).toEqual([
      "GET /api/dated/ 200: no faithful JSON Schema for zod's date",
      "GET /api/defaulted/ 200: no faithful JSON Schema for zod's default",
      "GET /api/loose/ 200: no faithful JSON Schema for zod's object with catchall",
    ]);
  });
});
