import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@app/shared/i18n/locales';
import { localize } from '@app/shared/i18n/localize';
import { parseRef } from '@app/shared/i18n/message-ref';
import { loadTranslators, type Translator } from '@app/shared/i18n/translator';
import { queryRow } from '../db/query-rows';
import { tenants, users } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each language's messages, formatted in its Kenyan locale (ADR 019). */
    translators: Record<Locale, Translator>;
  }
  interface FastifyRequest {
    /** The signed-in user, once the Bearer token is verified: whose language the answer is worded in. */
    callerUserId?: string;
  }
}

export async function registerLanguages(app: FastifyInstance): Promise<void> {
  app.decorate('translators', await loadTranslators());
  // A success body's `detail` ("Signed out.") is a message too; any other body is data, left as it is.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const detail = (payload as { detail?: unknown } | null)?.detail;
    if (typeof detail !== 'string' || !parseRef(detail)) return payload;
    return { ...(payload as object), detail: (await translatorOf(request)).localize(detail) };
  });
}

/**
 * The language a request's messages are worded in (ADR 019): the account's choice, else the best of
 * Accept-Language among ours, else the school's default; with none of them, English (the API answers
 * as it always has). Asked only when an answer has a message to word, so a list call never pays it.
 */
export async function languageOf(request: FastifyRequest): Promise<Locale> {
  const userId = request.callerUserId;
  const tenantId = (request as { tenant?: { tenantId: string } }).tenant?.tenantId;
  let chosen: { account: string | null; school: string | null } = { account: null, school: null };
  if (userId || tenantId) {
    try {
      chosen = await queryRow(
        request.server.db,
        sql`select
          (select ${users.language} from ${users} where ${users.id} = ${userId ?? null}::uuid) as account,
          (select ${tenants.default_language} from ${tenants} where ${tenants.id} = ${tenantId ?? null}::uuid) as school`,
      );
    } catch {
      // The database is what failed (a 503 on its way): the caller's header still decides.
    }
  }
  if (isLocale(chosen.account)) return chosen.account;
  const accepted = acceptedLocale(request.headers['accept-language']);
  if (accepted) return accepted;
  return isLocale(chosen.school) ? chosen.school : DEFAULT_LOCALE;
}

/** The best of our languages that an Accept-Language header names, weighed by negotiator; or none. */
export function acceptedLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages([...LOCALES]);
  return isLocale(best) ? best : undefined;
}

/**
 * An error body in the request's language: `{ detail }` or field messages. The language is looked
 * up only when a message is a ref (one not yet in a catalogue is sent as it is).
 */
export async function wordedBody<B extends { detail: string } | Record<string, string[]>>(
  request: FastifyRequest,
  body: B,
): Promise<B> {
  const messages = Object.values(body).flat();
  if (!messages.some((message) => typeof message === 'string' && parseRef(message))) return body;
  const { localize } = await translatorOf(request);
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((message) => localize(String(message))) : localize(String(value)),
    ]),
  ) as B;
}

/** What words a request's messages: `localize` turns a message ref into its text, anything else stays. */
async function translatorOf(request: FastifyRequest) {
  const intl = request.server.translators[await languageOf(request)];
  return { localize: (text: string) => localize(intl, text) };
}

/**
 * Words any text of an answer in the request's language (a ref; anything else stays): for answers
 * whose body is data with texts in it, such as a report's headings, or a file made from it.
 */
export async function localizerOf(request: FastifyRequest): Promise<(text: string) => string> {
  return (await translatorOf(request)).localize;
}
