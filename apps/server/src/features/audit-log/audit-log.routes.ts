import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_HIDDEN_VALUE,
  AUDIT_LOG_PATH,
  AUDIT_LOG_PEOPLE_PATH,
  type AuditEntry,
  auditEntrySchema,
  auditLogQuerySchema,
  auditPeopleSchema,
} from '@app/shared/audit-log/audit-log.schemas';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { pageSchema } from '@app/shared/common/list';
import { parseRef } from '@app/shared/i18n/message-ref';
import { localizerOf } from '../../http/language';
import { pageLinks } from '../../http/pagination';
import { listAuditLog, listAuditPeople } from './audit-log.service';

const tags = ['audit-log'];
const security = [{ bearer: [], tenant: [], profile: [] }];
// Administrators only; nothing writes here through the API: entries come with the changes they record.
const config = { area: 'audit' as const };
const denied = { 401: detailSchema, 403: detailSchema };

/** Whether an entry holds a private value's marker (record-audit.ts `hidden`). */
const hasHidden = (entry: AuditEntry) =>
  Object.values(entry.changes).some(
    (change) => change.old === AUDIT_HIDDEN_VALUE || change.new === AUDIT_HIDDEN_VALUE,
  );

/**
 * The entries with their labels in the caller's language: a label with words in it is kept as a
 * message ref (record-audit.ts auditLabel); names alone, and entries written before, are as they are.
 * The marker of a private value is worded too. The language is looked up only when a page has either.
 */
async function worded(request: FastifyRequest, entries: AuditEntry[]): Promise<AuditEntry[]> {
  if (!entries.some((entry) => parseRef(entry.record_label) || hasHidden(entry))) return entries;
  const localize = await localizerOf(request);
  const shown = (value: AuditEntry['changes'][string]['old']) =>
    value === AUDIT_HIDDEN_VALUE ? localize(value) : value;
  return entries.map((entry) => ({
    ...entry,
    record_label: localize(entry.record_label),
    changes: hasHidden(entry)
      ? Object.fromEntries(
          Object.entries(entry.changes).map(([field, change]) => [
            field,
            {
              ...('old' in change && { old: shown(change.old) }),
              ...('new' in change && { new: shown(change.new) }),
            },
          ]),
        )
      : entry.changes,
  }));
}

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
      return { count, ...pageLinks(request, request.query, count), results: await worded(request, results) };
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
