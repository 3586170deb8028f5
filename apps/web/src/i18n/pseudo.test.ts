import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { flatten } from '@app/shared/i18n/catalogue';
import english from '@app/shared/i18n/catalogues/en/index';
import { render, screen } from '@testing-library/react';
import { IntlMessageFormat } from 'intl-messageformat';
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from './language-provider';
import { pseudoMessage, pseudoMessages } from './pseudo';

/** The pseudo message worded, as react-intl words it. */
function format(message: string, values?: Record<string, unknown>): string {
  const formatted = new IntlMessageFormat(pseudoMessage(message), 'en').format(values);
  return Array.isArray(formatted) ? formatted.join('') : String(formatted);
}

/** The ASCII letters left unaccented in a text. */
const plainLetters = (text: string) => text.replace(/ [a-z ]+\]$/, ']').match(/[A-Za-z]/g) ?? [];

/** Argument names, plural/select keywords and tag names of a tree: what must stay as it is. */
function skeleton(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    switch (element.type) {
      case TYPE.literal:
        return [];
      case TYPE.pound:
        return ['#'];
      case TYPE.tag:
        return [`<${element.value}>`, ...skeleton(element.children)];
      case TYPE.plural:
      case TYPE.select:
        return [
          `${element.value}:${element.type}`,
          ...Object.entries(element.options).flatMap(([keyword, option]) => [
            keyword,
            ...skeleton(option.value),
          ]),
        ];
      default:
        return [`${element.value}:${element.type}`];
    }
  });
}

describe('the pseudo-language', () => {
  it('accents every letter of a text, brackets it and makes it about 40% longer', () => {
    expect(format('Vehicles')).toBe('[Ṿéĥîçļéš one]');
    const sentence = 'Every vehicle of the school, with its capacity and the route it drives this term';
    const pseudo = format(sentence);
    expect(pseudo).toBe(
      '[Éṽéŕý ṽéĥîçļé öƒ ţĥé šçĥööļ, ŵîţĥ îţš çáþáçîţý áñð ţĥé ŕöûţé îţ ðŕîṽéš ţĥîš ţéŕṁ' +
        ' one two three four five six sev]',
    );
    expect(pseudo.length / sentence.length).toBeGreaterThanOrEqual(1.4);
    expect(pseudo.length / sentence.length).toBeLessThan(1.45);
    expect(plainLetters(pseudo)).toEqual([]);
  });

  it('keeps placeholders, plural and select keywords, `#` and tags, accenting only their text', () => {
    const message =
      '{count, plural, one {# vehicle on <b>{route}</b>} other {# vehicles on <b>{route}</b>}} ({status, select, active {running} other {stopped}})';
    const pseudo = pseudoMessage(message);
    expect(skeleton(pseudo)).toEqual(skeleton(parse(message)));

    const b = (chunks: string[]) => `*${chunks.join('')}*`;
    // Each option grows by itself (its own 40%), the message around them by its own letters.
    expect(format(message, { count: 1, route: 'Lakeview', status: 'active', b })).toBe(
      '[1 ṽéĥîçļé öñ *Lakeview* one  (ŕûññîñĝ on) o]',
    );
    const many = format(message, { count: 3, route: 'Lakeview', status: 'other', b });
    expect(many).toBe('[3 ṽéĥîçļéš öñ *Lakeview* one t (šţöþþéð on) o]');
  });

  it('turns the whole English catalogue, each message keeping its arguments, keywords and tags', () => {
    const messages = flatten(english);
    const pseudo = pseudoMessages(messages);
    expect(Object.keys(pseudo)).toEqual(Object.keys(messages));
    for (const [key, message] of Object.entries(messages)) {
      const tree = parse(message);
      expect(skeleton(pseudo[key]!), key).toEqual(skeleton(tree));
    }
    // The plain texts, all together, about 40% longer (a short one a little more: its brackets).
    const plain = Object.entries(messages).filter(([, text]) => !/[{<]/.test(text));
    const before = plain.reduce((sum, [, text]) => sum + text.length, 0);
    const after = plain.reduce((sum, [key]) => sum + format(messages[key]!).length, 0);
    expect(after / before).toBeGreaterThan(1.4);
    expect(after / before).toBeLessThan(1.55);
    // The build hands the trees over (precompiled): the same result as from the text.
    const [key, message] = Object.entries(messages).find(([, text]) => text.includes('{'))!;
    expect(pseudoMessage(parse(message)), key).toEqual(pseudo[key]);
  });

  it('is what the console speaks once the switch is on, and English again without it', async () => {
    const shown = () =>
      render(
        createElement(LanguageProvider, null, createElement(FormattedMessage, { id: 'shell.dashboard' })),
      );
    localStorage.setItem('ta.pseudoLanguage', '1');
    const pseudoView = shown();
    expect(await screen.findByText('[Ðášĥƀöáŕð one]')).toBeTruthy();
    pseudoView.unmount();
    localStorage.removeItem('ta.pseudoLanguage');
    shown();
    expect(await screen.findByText('Dashboard')).toBeTruthy();
  });
});
