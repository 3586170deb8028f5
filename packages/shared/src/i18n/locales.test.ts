import { describe, expect, it } from 'vitest';
import { matchLocale } from './locales';

describe('matchLocale', () => {
  it("takes the first of a browser's languages that is one of ours, by its language", () => {
    expect(matchLocale(['sw-KE', 'en-US'])).toBe('sw');
    expect(matchLocale(['fr-FR', 'en-GB', 'sw'])).toBe('en');
    expect(matchLocale(['SW'])).toBe('sw');
  });

  it('finds nothing in languages it does not have, an empty list or junk', () => {
    expect(matchLocale(['fr', 'de-DE'])).toBeUndefined();
    expect(matchLocale([])).toBeUndefined();
    expect(matchLocale(['', 'not a tag', '*'])).toBeUndefined();
  });
});
