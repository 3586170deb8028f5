import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PUSH_KEY_PATH,
  PUSH_SUBSCRIPTIONS_PATH,
  pushKeySchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
} from '@app/shared/notices/push.schemas';
import { authenticate } from '../../http/auth';
import { errorResponses } from '../accounts/error-responses';
import { subscribe, unsubscribe } from './push-subscriptions.service';
import type { PushSender } from './web-push-sender';

const tags = ['family'];
const security = [{ bearer: [] }];
const { 400: badRequest, 401: unauthorized } = errorResponses;

// The signed-in user of each request, found before the body is read so a stranger gets 401, not 400.
const signedInUsers = new WeakMap<FastifyRequest, string>();
const signedInUser = (request: FastifyRequest) => signedInUsers.get(request)!;

/** Web push for the family app: any signed-in account, no school chosen (ADR 022). */
export function pushSubscriptionsRoutes(push: PushSender): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      signedInUsers.set(request, await authenticate(request));
    });

    app.get(
      PUSH_KEY_PATH,
      {
        schema: {
          tags,
          security,
          summary: "The server's VAPID public key, for the family app's push subscription",
          response: { 200: pushKeySchema, 401: unauthorized },
        },
      },
      () => ({ public_key: push.publicKey() }),
    );

    app.post(
      PUSH_SUBSCRIPTIONS_PATH,
      {
        schema: {
          tags,
          security,
          summary: "Keep this browser's push subscription for the signed-in account (notices arrive on it)",
          body: pushSubscriptionInputSchema,
          response: { 204: z.null(), 400: badRequest, 401: unauthorized },
        },
      },
      async (request, reply) => {
        await subscribe(app.db, signedInUser(request), request.body);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      PUSH_SUBSCRIPTIONS_PATH,
      {
        schema: {
          tags,
          security,
          summary: "Forget this browser's push subscription of the signed-in account",
          body: pushUnsubscribeInputSchema,
          response: { 204: z.null(), 400: badRequest, 401: unauthorized },
        },
      },
      async (request, reply) => {
        await unsubscribe(app.db, signedInUser(request), request.body.endpoint);
        return reply.code(204).send(null);
      },
    );
  };
}
