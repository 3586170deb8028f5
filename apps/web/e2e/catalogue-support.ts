import fs from 'node:fs';
import path from 'node:path';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import { INTL_LOCALES, type Locale } from '@app/shared/i18n/locales';
import { IntlMessageFormat } from 'intl-messageformat';

/** A language's message of a key, read from its catalogue file (JSON the specs' loader cannot import). */
export function catalogueMessage(language: Locale, key: MessageKey): string {
  const [namespace, name] = key.split('.') as [string, string];
  const file = path.resolve(
    import.meta.dirname,
    `../../../packages/shared/src/i18n/catalogues/${language}/${namespace}.json`,
  );
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)[name]!;
}

/** A message with its values as the product words it in a language (ICU, the language's Kenyan locale). */
export function worded(language: Locale, key: MessageKey, values: Record<string, string | number>): string {
  return String(
    new IntlMessageFormat(catalogueMessage(language, key), INTL_LOCALES[language]).format(values),
  );
}
