import type { MessageKey } from '@app/shared/i18n/catalogue';
import { formatDate } from '@app/shared/i18n/formats';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@app/shared/i18n/locales';
import type { Translator } from '@app/shared/i18n/translator';
import type { OutgoingMessage } from '../messages/messenger';
import type { DigestItem } from './document-digest-plan';
import type { ClaimedDigest } from './document-digest-queue';

/** Where the console lists the school's documents, after PUBLIC_URL. */
export const DOCUMENTS_PAGE_PATH = '/fleet/documents';

const ITEM_KEYS: Record<DigestItem['owner_kind'], { plain: MessageKey; numbered: MessageKey }> = {
  vehicle: { plain: 'documentDigest.vehicleItem', numbered: 'documentDigest.vehicleItemNumbered' },
  employee: { plain: 'documentDigest.employeeItem', numbered: 'documentDigest.employeeItemNumbered' },
};

/** The language a digest is worded in: the administrator's choice, else the school's (ADR 019). */
export function digestLocale(digest: Pick<ClaimedDigest, 'language'>): Locale {
  return isLocale(digest.language) ? digest.language : DEFAULT_LOCALE;
}

/**
 * The digest as an e-mail, worded at sending in the recipient's language (`intl`, `locale`): a
 * greeting, one line per document (its owner, type, number, expiry date and days left as they were
 * on the digest's day), where to renew them, and why it came. Each line is a whole message.
 */
export function digestEmail(
  intl: Translator,
  locale: Locale,
  digest: Pick<ClaimedDigest, 'id' | 'email' | 'first_name' | 'payload'>,
  documentsUrl: string,
): OutgoingMessage {
  const { school, items } = digest.payload;
  const count = items.length;
  const line = (key: MessageKey, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const itemLine = (item: DigestItem) => {
    const keys = ITEM_KEYS[item.owner_kind] ?? ITEM_KEYS.vehicle;
    return line(item.number ? keys.numbered : keys.plain, {
      owner: item.owner_label,
      type: item.type_title,
      number: item.number,
      // A calendar date: written as the day it is, in no zone of its own.
      date: formatDate(locale, 'UTC', item.expires_on),
      days: item.days_left,
    });
  };
  return {
    channel: 'email',
    to: digest.email,
    subject: line('documentDigest.subject', { count, school }),
    text: [
      line('documentDigest.hello', { name: digest.first_name }),
      '',
      line('documentDigest.intro', { count, school }),
      '',
      ...items.map((item) => `- ${itemLine(item)}`),
      '',
      line('documentDigest.renew', { url: documentsUrl }),
      '',
      line('documentDigest.why', { school }),
    ].join('\n'),
    // The same digest sent again (a retry after a lost answer) is written once by the outbox.
    key: `document-digest:${digest.id}`,
  };
}
