import type { IntlShape } from '@formatjs/intl';
import type { MessageKey } from './catalogue';
import { parseRef } from './message-ref';

/** What formats messages: @formatjs/intl's IntlShape, react-intl's useIntl() alike. */
type Formatter = Pick<IntlShape, 'formatMessage' | 'messages'>;

/**
 * A text in the reader's language: a ref (message-ref.ts) formatted from the catalogue; any other
 * text as it is (a name, or a message that is not in a catalogue yet).
 */
export function localize(intl: Formatter, text: string): string {
  const found = parseRef(text);
  if (!found || !(found.key in intl.messages)) return text;
  return intl.formatMessage({ id: found.key as MessageKey }, found.values);
}
