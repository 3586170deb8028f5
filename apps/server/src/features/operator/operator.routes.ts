import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const operatorRoutes: FastifyPluginAsyncZod = async () => {};
