import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/shared/i18n/locales';
import type { Translator } from '@app/shared/i18n/translator';
import type { Db } from '../../db/client';
import { tenants } from '../../db/schema';
import { acceptedLocale } from '../../http/language';

// Stands for "no school", so that a recipient without one runs the same statement as any other.
const NO_SCHOOL = '00000000-0000-0000-0000-000000000000';

/** What may tell the language of the person a message goes to. */
type Recipient = {
  /** The recipient's account's choice (users.language), when they have an account. */
  language?: string | null;
  /** The school the recipient belongs to (their active one, or the inviting one). */
  tenantId?: string | null;
  /** The Accept-Language of the request that sends the message. */
  acceptLanguage?: string;
};

/**
 * The language an e-mail or SMS is worded in (ADR 019): the recipient's account's choice, else their
 * school's default, else the request's Accept-Language, else English. The school comes before the
 * header, unlike for an answer, because the request is often not the recipient's: an administrator
 * invites, a stranger registers an address that is taken.
 */
async function recipientLocale(db: Db, recipient: Recipient): Promise<Locale> {
  // Asked whoever the recipient is, even none (an unknown address answers like a known one).
  const [school] = await db
    .select({ language: tenants.default_language })
    .from(tenants)
    .where(eq(tenants.id, recipient.tenantId ?? NO_SCHOOL))
    .limit(1);
  if (isLocale(recipient.language)) return recipient.language;
  if (isLocale(school?.language)) return school.language;
  return acceptedLocale(recipient.acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The formatter of the recipient's language (app.translators holds one per language). */
export async function recipientTranslator(
  db: Db,
  translators: Record<Locale, Translator>,
  recipient: Recipient,
): Promise<Translator> {
  return translators[await recipientLocale(db, recipient)];
}
