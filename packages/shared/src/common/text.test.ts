import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from './errors';
import { CONTROL_CHARACTERS_MESSAGE, text } from './text';

function errorsOf(schema: ReturnType<typeof text>, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : (fieldErrorsFromIssues(result.error.issues).non_field_errors ?? []);
}

describe('text', () => {
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
