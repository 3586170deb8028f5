import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const tenantsRoutes: FastifyPluginAsyncZod = async () => {};
