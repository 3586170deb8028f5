import { describe, expect, it } from 'vitest';
import { english } from '../i18n/english';
import { fieldErrorsFromIssues } from './errors';
import { cleanFileName, CONTROL_CHARACTERS_MESSAGE, text } from './text';

function errorsOf(schema: ReturnType<typeof text>, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : (fieldErrorsFromIssues(result.error.issues).non_field_errors ?? []);
}

describe('text', () => {
  it('says what to remove, in the spec’s words', () => {
    expect(english(CONTROL_CHARACTERS_MESSAGE)).toBe('Remove tabs, line breaks and other control characters');
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a tab', 'a\tb'],
    ['a line feed', 'a\nb'],
    ['a carriage return', 'a\rb'],
    ['an escape', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
  ])('refuses %s inside single-line text', (_name, value) => {
    expect(errorsOf(text(), value)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });

  // Characters that make a name read other than it is (in lists and the audit log).
  const spoofing = [
    ['a right-to-left override', 'Ann\u202Eeduj'],
    ['a left-to-right embedding', 'a\u202Ab'],
    ['a pop of directional formatting', 'a\u202Cb'],
    ['a first-strong isolate', 'a\u2068b'],
    ['a pop of directional isolate', 'a\u2069b'],
    ['a left-to-right mark', 'a\u200Eb'],
    ['a right-to-left mark', 'a\u200Fb'],
    ['an Arabic letter mark', 'a\u061Cb'],
    ['a line separator', 'a\u2028b'],
    ['a paragraph separator', 'a\u2029b'],
    ['a zero-width space', 'Ann\u200Be'],
    ['a word joiner', 'a\u2060b'],
    ['a byte-order mark', 'a\uFEFFb'],
  ];
  it.each(spoofing)('refuses %s in single-line and multi-line text', (_name, value) => {
    expect(errorsOf(text(), value)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(errorsOf(text({ multiline: true }), value)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });

  it('keeps the zero-width joiner and non-joiner that scripts and emoji need', () => {
    expect(text().parse('👩\u200D👧 می\u200Cخواهم')).toBe('👩\u200D👧 می\u200Cخواهم');
  });

  it('accepts ordinary text, accents and other scripts, and trims surrounding white space first', () => {
    expect(text().parse('  Zoë Ngʼang’a 名前 🚌 \n')).toBe('Zoë Ngʼang’a 名前 🚌');
  });

  it('keeps untrimmed text as sent and still refuses controls inside it', () => {
    expect(text({ trim: false }).parse(' pass word ')).toBe(' pass word ');
    expect(errorsOf(text({ trim: false }), ' pass\tword')).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });

  it('allows tabs and line breaks in multi-line text, never NUL or other controls', () => {
    expect(text({ multiline: true }).parse('line one\r\n\tline two')).toBe('line one\r\n\tline two');
    expect(errorsOf(text({ multiline: true }), 'a\u0000b')).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(errorsOf(text({ multiline: true }), 'a\u000bb')).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });

  it('answers the given message when the value is missing or not text', () => {
    expect(errorsOf(text({ error: 'Name is required' }), undefined)).toEqual(['Name is required']);
    expect(errorsOf(text({ error: 'Name is required' }), 12)).toEqual(['Name is required']);
  });
});

describe('cleanFileName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(cleanFileName('Roll Term 1 (2026).xlsx')).toBe('Roll Term 1 (2026).xlsx');
  });

  it('drops a path, control characters and spoofing characters', () => {
    expect(cleanFileName('C:\\Users\\amani\\roll.csv')).toBe('roll.csv');
    expect(cleanFileName('../../etc/roll.csv')).toBe('roll.csv');
    expect(cleanFileName('roll\u0000\n\u001b[31m.csv')).toBe('roll[31m.csv');
    expect(cleanFileName('roll\u202Evsc.exe')).toBe('rollvsc.exe');
  });

  it('bounds a long name to 255 characters and keeps its extension', () => {
    const cleaned = cleanFileName(`${'a'.repeat(60_000)}.xlsx`);
    expect(Array.from(cleaned)).toHaveLength(255);
    expect(cleaned.endsWith('a….xlsx')).toBe(true);
  });

  it('never splits a character outside the BMP', () => {
    const cleaned = cleanFileName(`${'🚌'.repeat(300)}.csv`);
    expect(Array.from(cleaned)).toEqual([...Array<string>(250).fill('🚌'), '…', '.', 'c', 's', 'v']);
  });
});
