import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('says one in the singular and any other count in the plural', () => {
    expect(countOf(1, 'seat')).toBe('1 seat');
    expect(countOf(0, 'seat')).toBe('0 seats');
    expect(countOf(2, 'passenger')).toBe('2 passengers');
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
  });
});
