import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { Database, Db } from './db/client';
import type { AccessTokens } from './features/accounts/access-tokens';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { healthRoutes } from './features/health/health.routes';
import type { Messenger } from './features/messages/messenger';
import { createMessenger } from './features/messages/create-messenger';
import { operatorRoutes } from './features/operator/operator.routes';
import { invitationsRoutes } from './features/tenants/invitations.routes';
import { tenantsRoutes } from './features/tenants/tenants.routes';
import { vehiclesRoutes } from './features/vehicles/vehicles.routes';
import { isAllowedOrigin } from './http/cors-origins';
import { registerErrorHandler } from './http/error-handler';
import { resolveTenantContext } from './http/tenant-context';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    tokens: AccessTokens;
    messenger: Messenger;
    /** Set by server.ts; lets the command-line tool act through a running server. */
    operatorKey: string | undefined;
  }
}

export type AppOptions = {
  config: Config;
  database: Database;
  tokens: AccessTokens;
  messenger?: Messenger;
  operatorKey?: string;
  logger?: FastifyServerOptions['logger'];
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Graceful shutdown: in-flight requests finish, idle keep-alive sockets close.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  app.decorate('tokens', options.tokens);
  app.decorate('messenger', options.messenger ?? createMessenger(config, app.log));
  app.decorate('operatorKey', options.operatorKey);

  registerErrorHandler(app);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || isAllowedOrigin(origin, config)),
    allowedHeaders: ['Authorization', 'Content-Type', 'X-TENANT-ID', 'X-PROFILE-ID'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Transport Admin API', version: '1.0.0' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          tenant: { type: 'apiKey', in: 'header', name: 'X-TENANT-ID' },
          profile: { type: 'apiKey', in: 'header', name: 'X-PROFILE-ID' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(accountsRoutes);
      await api.register(tenantsRoutes);
      await api.register(operatorRoutes);
      // Business calls: Bearer + X-TENANT-ID + X-PROFILE-ID + the role's permission, before the body is read.
      await api.register(async (business) => {
        business.addHook('onRequest', resolveTenantContext);
        await business.register(vehiclesRoutes);
        await business.register(invitationsRoutes);
      });
    },
    { prefix: '/api' },
  );

  registerConsole(app, config);
  return app;
}

/** Serves the built console; any non-API path falls back to index.html so client routes load. */
function registerConsole(app: FastifyInstance, config: Config): void {
  const dist = config.webDist;
  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) return;
  void app.register(fastifyStatic, { root: dist, wildcard: false, index: ['index.html'] });
  // A catch-all GET route rather than a second not-found handler: error-handler.ts owns that one.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(404).send({ detail: 'Not found.' });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
