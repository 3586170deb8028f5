import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationSchema, sendInviteInputSchema } from '@app/shared/accounts/tenancy.schemas';
import { detailSchema } from '@app/shared/common/errors';
import {
  BULK_INVITE_PATH,
  bulkInviteInputSchema,
  bulkInviteResultSchema,
} from '@app/shared/invitations/bulk-invitation.schemas';
import { errorResponses } from '../accounts/error-responses';
import { sendBulkInvitations } from './bulk-invitations.service';
import { sendInvitation } from './invitations.service';

/** Business route (tenant context hook): School Administrators invite people to their school. */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tenants/users/send-invite-sms/',
    {
      config: { area: 'invitations' },
      schema: {
        tags: ['tenants'],
        security: [{ bearer: [], tenant: [], profile: [] }],
        summary: 'Invite a phone (and optional e-mail) to this school with a role; the code goes out by SMS',
        body: sendInviteInputSchema,
        response: {
          201: invitationSchema,
          400: errorResponses[400],
          401: errorResponses[401],
          403: errorResponses[403],
          503: detailSchema,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await sendInvitation(request.tenant, request.body, {
          messenger: app.messenger,
          log: request.log,
          tokens: app.tokens,
          translators: app.translators,
          acceptLanguage: request.headers['accept-language'],
        }),
      ),
  );

  app.post(
    BULK_INVITE_PATH,
    {
      config: { area: 'invitations' },
      schema: {
        tags: ['tenants'],
        security: [{ bearer: [], tenant: [], profile: [] }],
        summary:
          "Invite every guardian of a route's riders, a stream or a grade level; the SMS go out through the notices' queue",
        body: bulkInviteInputSchema,
        response: {
          200: bulkInviteResultSchema,
          400: errorResponses[400],
          401: errorResponses[401],
          403: errorResponses[403],
        },
      },
    },
    async (request) => sendBulkInvitations(request.tenant, request.body, app.tokens),
  );
};
