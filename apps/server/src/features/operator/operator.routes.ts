import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { AppError } from '../../http/errors';
import { seedDemo } from '../demo/seed-demo';
import { createSchool, createSchoolInputSchema } from '../tenants/create-school';
import { prepareSimulation, simulationInputSchema, simulationSetupSchema } from './simulation-setup';

export const OPERATOR_KEY_HEADER = 'x-operator-key';

const createSchoolResultSchema = z.object({
  tenant_id: z.string(),
  name: z.string(),
  admin_email: z.string(),
  user_id: z.string(),
  profile_id: z.string(),
  user: z.enum(['existing', 'created', 'invited']),
});
const seedDemoResultSchema = z.object({
  created: z.boolean(),
  tenant_id: z.string(),
  email: z.string(),
  password: z.string(),
  user: z.enum(['created', 'existing']).nullable(),
  vehicles: z.number().int(),
});
const denied = { 403: detailSchema, 404: detailSchema };

/**
 * The command-line tool's way in while this server holds the embedded database (DESIGN §2):
 * authorised by the key the server wrote to DATA_DIR/operator.json for its owner only.
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => checkOperatorKey(request, app.operatorKey));

  app.post(
    '/operator/create-school',
    {
      schema: {
        tags: ['operator'],
        summary: 'Create a school and its Administrator (command-line tool, X-OPERATOR-KEY)',
        body: createSchoolInputSchema,
        response: { 201: createSchoolResultSchema, 400: fieldErrorsSchema, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await createSchool(app.db, request.body)),
  );

  app.post(
    '/operator/seed-demo',
    {
      schema: {
        tags: ['operator'],
        summary: 'Seed the Demo School unless it exists (command-line tool, X-OPERATOR-KEY)',
        response: { 200: seedDemoResultSchema, ...denied },
      },
    },
    () => seedDemo(app.db),
  );

  app.post(
    '/operator/simulation',
    {
      schema: {
        tags: ['operator'],
        summary:
          "A school's trips of a day and the simulator's devices with new secrets (command-line tool, X-OPERATOR-KEY)",
        body: simulationInputSchema,
        response: { 200: simulationSetupSchema, 400: fieldErrorsSchema, ...denied },
      },
    },
    (request) => prepareSimulation(app.db, request.body),
  );
};

function checkOperatorKey(request: FastifyRequest, expected: string | undefined): void {
  // A server started without a key (tests, PostgreSQL set-ups) has no operator calls at all.
  if (!expected) throw new AppError(404, 'Not found.');
  // The tool runs on the server's own machine; a proxy's forwarded address does not count.
  if (!isLoopback(request.socket.remoteAddress))
    throw new AppError(403, 'Operator calls are accepted from this machine only.');
  const given = request.headers[OPERATOR_KEY_HEADER];
  if (typeof given !== 'string' || !sameSecret(given, expected)) {
    throw new AppError(403, 'A valid X-OPERATOR-KEY header is required.');
  }
}

// Digests have equal length, so timingSafeEqual compares them without leaking the key's length.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

function isLoopback(address: string | undefined): boolean {
  return !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));
}
