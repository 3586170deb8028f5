import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { catalogues, flatten } from './catalogue';
import { LOCALES } from './locales';
import { RECORD_TEXT_KEYS } from './record-text-keys';

const root = path.resolve(import.meta.dirname, '../../../..');
const english = flatten(await catalogues.en());

/** The arguments and tags a message uses ("{count}", "<link>"): a translation must use the same. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.type === TYPE.tag ? `<${element.value}>` : `{${element.value}}`);
    if (element.type === TYPE.tag) placeholders(element.children, found);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) placeholders(option.value, found);
  }
  return found;
}

/** Every source file that may name a message (the catalogues themselves aside). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'catalogues'].includes(entry.name) ? [] : sources(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('catalogues', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s has every English key and no other',
    async (locale) => {
      const messages = flatten(await catalogues[locale]());
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    },
  );

  it.each(LOCALES)(
    '%s: every message is ICU, with the same arguments and tags as English',
    async (locale) => {
      const messages = flatten(await catalogues[locale]());
      for (const [key, message] of Object.entries(messages)) {
        const wanted = [...placeholders(parse(english[key]!))].sort();
        expect({ key, placeholders: [...placeholders(parse(message))].sort() }).toEqual({
          key,
          placeholders: wanted,
        });
        expect({ key, blank: message.trim() === '' }).toEqual({ key, blank: false });
      }
    },
  );

  it('has no key that no code names', () => {
    const code = ['apps/web/src', 'apps/server/src', 'packages/shared/src']
      .flatMap((dir) => sources(path.join(root, dir)))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    // A record screen names its namespace once (`recordTexts('gradeLevels')`) and so its fixed keys.
    const recordKeys = new Set(
      [...code.matchAll(/\brecordTexts\(\s*['"`](\w+)['"`]\s*\)/g)].flatMap(([, namespace]) =>
        RECORD_TEXT_KEYS.map((suffix) => `${namespace}.${suffix}`),
      ),
    );
    // Every quoted "namespace.key" of the code, found in one pass (a search per key took seconds).
    const named = new Set(
      [...code.matchAll(/['"`]([a-z][A-Za-z0-9]*(?:\.\w+)+)(?=['"` ])/g)].map(([, key]) => key),
    );
    const unused = Object.keys(english).filter((key) => !recordKeys.has(key) && !named.has(key));
    expect(unused).toEqual([]);
  });
});
