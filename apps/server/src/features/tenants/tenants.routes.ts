import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInviteInputSchema,
  acceptInviteResponseSchema,
  metadataSchema,
  setActiveProfileInputSchema,
  setActiveProfileResponseSchema,
} from '@app/shared/accounts/tenancy.schemas';
import { languageInputSchema } from '@app/shared/accounts/auth.schemas';
import { LANGUAGE_PATH } from '@app/shared/i18n/locales';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { authenticate } from '../../http/auth';
import { accountContext } from '../accounts/account-context';
import { errorResponses } from '../accounts/error-responses';
import { acceptInvitation } from './invitations.service';
import { getMetadata, setActiveProfile } from './profiles.service';

const tags = ['tenants'];
const security = [{ bearer: [] }];
const { 400: badRequest, 401: unauthorized, 403: forbidden, 429: tooMany } = errorResponses;

// The signed-in user of each request, found before the body is read so a stranger gets 401, not 400.
const signedInUsers = new WeakMap<FastifyRequest, string>();
function signedInUser(request: FastifyRequest): string {
  const userId = signedInUsers.get(request);
  if (!userId) throw new Error('tenants routes: onRequest authentication did not run');
  return userId;
}

/** Calls that need only the Bearer token: no school is chosen yet when they are made. */
export const tenantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    signedInUsers.set(request, await authenticate(request));
  });

  app.put(
    LANGUAGE_PATH,
    {
      schema: {
        tags: ['accounts'],
        security,
        summary:
          "The account's language for the console and its messages (null: the browser's, else the school's)",
        body: languageInputSchema,
        response: { 200: languageInputSchema, 400: badRequest, 401: unauthorized },
      },
    },
    async (request) => {
      const { language } = request.body;
      await app.db
        .update(users)
        .set({ language })
        .where(eq(users.id, signedInUser(request)));
      return { language };
    },
  );

  app.get(
    '/metadata/',
    {
      schema: {
        tags,
        security,
        summary: 'Profile types and roles',
        response: { 200: metadataSchema, 401: unauthorized },
      },
    },
    () => getMetadata(),
  );

  app.post(
    '/tenants/users/set-active-profile/',
    {
      schema: {
        tags,
        security,
        summary: 'Remember the school and profile the user acts as',
        body: setActiveProfileInputSchema,
        response: { 200: setActiveProfileResponseSchema, 400: badRequest, 401: unauthorized, 403: forbidden },
      },
    },
    (request) => setActiveProfile({ db: app.db, userId: signedInUser(request) }, request.body),
  );

  app.post(
    '/tenants/users/accept-invite-code/',
    {
      schema: {
        tags,
        security,
        summary: 'Accept an invitation: adds its school profile to the signed-in user',
        body: acceptInviteInputSchema,
        response: { 200: acceptInviteResponseSchema, 400: badRequest, 401: unauthorized, 429: tooMany },
      },
    },
    (request) =>
      acceptInvitation({ ...accountContext(request), userId: signedInUser(request) }, request.body),
  );
};
