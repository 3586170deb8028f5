import {
  parse,
  TYPE,
  type MessageFormatElement,
  type PluralOrSelectOption,
} from '@formatjs/icu-messageformat-parser';

/**
 * The pseudo-language (ADR 019): English with every letter accented and each message about 40%
 * longer, in brackets, for translators and the layout tests. Nobody chooses it: it is switched on in
 * the browser (PSEUDO_LANGUAGE in language-provider.tsx) and loaded only then, so the first script
 * does not carry it. Accented letters show at a glance a text typed in a component instead of a
 * catalogue; the longer words, where a layout leaves no room for a longer language; the brackets, a
 * text cut short.
 */

const ACCENTED: Record<string, string> = Object.fromEntries(
  (
    'AÅ BƁ CÇ DÐ EÉ FƑ GĜ HĤ IÎ JĴ KĶ LĻ MṀ NÑ OÖ PÞ QǪ RŔ SŠ TŢ UÛ VṾ WŴ XẊ YÝ ZŽ ' +
    'aá bƀ cç dð eé fƒ gĝ hĥ iî jĵ kķ lļ mṁ nñ oö pþ qǫ rŕ sš tţ uû vṽ wŵ xẋ yý zž'
  )
    .split(' ')
    .map((pair) => [pair[0]!, pair.slice(1)]),
);

/** Words that fill the extra 40%: plain words, so the text still breaks where English would. */
const PADDING = 'one two three four five six seven eight nine ten';

/** How much longer a pseudo message is than its English: what a longer language needs. */
const PSEUDO_GROWTH = 0.4;

const accent = (text: string) => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);

/** `length` characters of padding words (the last one cut), after a space. */
function padding(length: number): string {
  if (length <= 0) return '';
  let words = '';
  while (words.length < length) words += ` ${PADDING}`;
  return words.slice(0, length);
}

/** The letters a reader sees of the message itself: its literals and its tags' text, not its options. */
function literalLength(elements: MessageFormatElement[]): number {
  let length = 0;
  for (const element of elements) {
    if (element.type === TYPE.literal) length += element.value.length;
    else if (element.type === TYPE.tag) length += literalLength(element.children);
  }
  return length;
}

function pseudoOptions(options: Record<string, PluralOrSelectOption>): Record<string, PluralOrSelectOption> {
  return Object.fromEntries(
    Object.entries(options).map(([keyword, option]) => [
      keyword,
      // Each option is a whole text on its own: it grows by itself.
      { ...option, value: grow(pseudoElements(option.value), literalLength(option.value)) },
    ]),
  );
}

/** Literals accented, in tags and options too; argument names, keywords, tags and `#` untouched. */
function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element): MessageFormatElement => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: accent(element.value) };
      case TYPE.tag:
        return { ...element, children: pseudoElements(element.children) };
      case TYPE.plural:
      case TYPE.select:
        return { ...element, options: pseudoOptions(element.options) };
      default:
        return element;
    }
  });
}

const literal = (value: string): MessageFormatElement => ({ type: TYPE.literal, value });

/** The elements followed by padding for 40% of `length` letters (none for a message of no text). */
function grow(elements: MessageFormatElement[], length: number): MessageFormatElement[] {
  const extra = padding(Math.ceil(length * PSEUDO_GROWTH));
  return extra ? [...elements, literal(extra)] : elements;
}

/**
 * One message in the pseudo-language: its tree (as the build precompiles the catalogues) or its ICU
 * text (as the unit tests load them; the build has no parser, and never needs one here).
 */
export function pseudoMessage(message: string | MessageFormatElement[]): MessageFormatElement[] {
  const elements = typeof message === 'string' ? parse(message) : message;
  return [literal('['), ...grow(pseudoElements(elements), literalLength(elements)), literal(']')];
}

/** A whole catalogue ("namespace.key" to message) in the pseudo-language. */
export function pseudoMessages(
  messages: Record<string, string | MessageFormatElement[]>,
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, pseudoMessage(message)]));
}
