import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_LOG_PATH,
  AUDIT_LOG_PEOPLE_PATH,
  auditEntrySchema,
  auditLogQuerySchema,
  auditPeopleSchema,
} from '@app/shared/audit-log/audit-log.schemas';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { pageSchema } from '@app/shared/common/list';
import { pageLinks } from '../../http/pagination';
import { listAuditLog, listAuditPeople } from './audit-log.service';

const tags = ['audit-log'];
const security = [{ bearer: [], tenant: [], profile: [] }];
// Administrators only; nothing writes here through the API: entries come with the changes they record.
const config = { area: 'audit' as const };
const denied = { 401: detailSchema, 403: detailSchema };

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AUDIT_LOG_PATH,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          "The school's audit log, newest first: who changed which record, when, and each field's old and " +
          "new value. Dates are days of the school's time zone, both ends included.",
        querystring: auditLogQuerySchema,
        response: { 200: pageSchema(auditEntrySchema), 400: fieldErrorsSchema, ...denied },
      },
    },
    async (request) => {
      const { count, results } = await listAuditLog(request.tenant, request.query);
      return { count, ...pageLinks(request, request.query, count), results };
    },
  );

  app.get(
    AUDIT_LOG_PEOPLE_PATH,
    {
      config,
      schema: {
        tags,
        security,
        summary: "The people who appear in the school's audit log (the `user` filter's choices)",
        response: { 200: auditPeopleSchema, ...denied },
      },
    },
    async (request) => ({ results: await listAuditPeople(request.tenant) }),
  );
};
