import { createIntl } from '@formatjs/intl';
import { flatten } from './catalogue';
import en from './catalogues/en/index';
import { localize } from './localize';
import { INTL_LOCALES } from './locales';

const intl = createIntl({ locale: INTL_LOCALES.en, messages: flatten(en) });

/**
 * A message as English says it, at once (no loading): for tests, which compare what the API and the
 * screens say with the spec's words, and for text that is English whoever reads it (logs). The
 * console's bundle never imports it: it loads its language's catalogue when chosen.
 */
export const english = (text: string): string => localize(intl, text);
