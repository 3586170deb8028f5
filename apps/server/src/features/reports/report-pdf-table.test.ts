import { describe, expect, it } from 'vitest';
import { pdfText } from './report-pdf-table';

describe('pdfText', () => {
  it('keeps what the standard font draws and replaces the rest sensibly', () => {
    expect(pdfText('Zoë Müller – “late” €5')).toBe('Zoë Müller – “late” €5');
    // A mark the font lacks is dropped; a letter or sign it has no form of becomes '?'.
    expect(pdfText('Erdős Ţepeş')).toBe('Erdos Tepes');
    expect(pdfText('李雷 🚌 Łukasz')).toBe('?? ? ?ukasz');
    expect(pdfText('Two\nlines\tand a tab')).toBe('Two lines and a tab');
  });
});
