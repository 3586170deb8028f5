import { DEFAULT_LOCALE } from '@app/shared/i18n/locales';
import { localize } from '@app/shared/i18n/localize';
import { ref } from '@app/shared/i18n/message-ref';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeDatabaseError, FOREIGN_KEY_VIOLATION, pgErrorCode, pgErrorDetail } from '../db/errors';
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS, type DatabaseOutage } from './database-outage';
import { tripClashRefusal } from '../features/field-trips/booking-clash';
import { dependentsRefusal } from '../records/constraint-answers';
import { AppError, FieldErrors } from './errors';
import { acceptedLocale, wordedBody } from './language';

/** The one place that turns errors into DESIGN §4 bodies; 5xx text never reaches a client. */
export function registerErrorHandler(app: FastifyInstance, outage: DatabaseOutage): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // A lost database is not the request's fault: 503 with Retry-After, logged once per outage.
    // Worded by Accept-Language alone: the account's and the school's languages are in that database.
    if (outage.report(error)) {
      const locale = acceptedLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply
        .code(503)
        .send({ detail: localize(request.server.translators[locale], DATABASE_UNAVAILABLE) });
    }
    if (error instanceof FieldErrors) return reply.code(400).send(await wordedBody(request, error.fields));
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(await wordedBody(request, { detail: error.detail }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        (body[key] ??= []).push(issue.message ?? ref('errors.invalidValue'));
      }
      return reply.code(400).send(await wordedBody(request, body));
    }
    // A regular trip written over a field trip's booking (issue 25 §4), by whichever call wrote it.
    const clash = tripClashRefusal(error);
    if (clash) return reply.code(409).send(await wordedBody(request, { detail: clash }));
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) {
      const { table } = pgErrorDetail(error);
      return reply.code(409).send(await wordedBody(request, { detail: dependentsRefusal(table) }));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(await wordedBody(request, { detail: error.message }));
    // A 400 is always field-shaped (DESIGN §4), so it also fits the routes' 400 response schema.
    if (status === 400)
      return reply
        .code(400)
        .send(await wordedBody(request, { non_field_errors: [clientErrorDetail(error)] }));
    if (status > 400 && status < 500) {
      return reply.code(status).send(await wordedBody(request, { detail: clientErrorDetail(error) }));
    }
    const databaseError = describeDatabaseError(error);
    if (databaseError) request.log.error({ db: databaseError }, 'database query failed');
    else request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(await wordedBody(request, { detail: ref('common.somethingWentWrong') }));
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send(await wordedBody(request, { detail: ref('common.notFound') })),
  );
}

// Fastify's own 4xx texts can name internals; these say what the caller can fix.
function clientErrorDetail(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return ref('common.invalidJson');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return ref('common.unsupportedMediaType');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return ref('common.bodyTooLarge');
    default:
      return error instanceof SyntaxError ? ref('common.invalidJson') : ref('common.requestNotProcessed');
  }
}
