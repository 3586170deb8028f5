import type { IntlShape } from '@formatjs/intl';
import type { MessageKey } from './catalogue';
import { formatDate, localeOfIntl } from './formats';
import { parseRef, type MessageValues } from './message-ref';

/** What formats messages: @formatjs/intl's IntlShape, react-intl's useIntl() alike. */
type Formatter = Pick<IntlShape, 'formatMessage' | 'messages' | 'locale'>;

/** The values of a ref that name a calendar day: written as the reader writes dates. */
const DAY_VALUES = new Set(['date', 'day']);
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A text in the reader's language: a ref (message-ref.ts) formatted from the catalogue; any other
 * text as it is (a name, or a message that is not in a catalogue yet). A ref's `date` or `day`
 * value given as YYYY-MM-DD is written as the reader's language writes a date ("November 1, 2026",
 * "1 Novemba 2026"): a ref is made before its reader is known, so it carries the day, not its words.
 */
export function localize(intl: Formatter, text: string): string {
  const found = parseRef(text);
  if (!found || !(found.key in intl.messages)) return text;
  return intl.formatMessage(
    { id: found.key as MessageKey },
    found.values && readerValues(intl, found.values),
  );
}

function readerValues(intl: Formatter, values: MessageValues): MessageValues {
  const locale = localeOfIntl(intl.locale);
  const written: MessageValues = {};
  for (const [name, value] of Object.entries(values))
    written[name] =
      DAY_VALUES.has(name) && typeof value === 'string' && CALENDAR_DAY.test(value) && isRealDay(value)
        ? formatDate(locale, 'UTC', value)
        : value;
  return written;
}

/** Whether YYYY-MM-DD is a day of the calendar (2026-02-30 is not: it stays as it was written). */
function isRealDay(value: string): boolean {
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}
