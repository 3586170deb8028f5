import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const vehiclesRoutes: FastifyPluginAsyncZod = async () => {};
