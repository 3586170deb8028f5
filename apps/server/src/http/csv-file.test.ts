import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvFile, inertCell } from './csv-file';

/** The cells a spreadsheet would make of the file when it splits on `delimiter`. */
const readAs = (file: Buffer, delimiter: string) =>
  parse(file, { bom: true, delimiter, relax_column_count: true, relax_quotes: true }) as string[][];

/** A cell a spreadsheet would run: one that starts, past spaces and quotes, with = + - @. */
const isLive = (cell: string) => /^[\s"]*[=+\-@]/.test(cell);

// Names as people might type them, each a formula in some reader of a naive CSV.
const NAMES = [
  '=HYPERLINK("http://example.test","win")',
  'x;=HYPERLINK("http://example.test")',
  'Wanjiru; +254 700 000',
  'Otieno\t@SUM(A1:A2)',
  'Akinyi,-1+1',
  'Kamau;"=cmd|\'/c calc\'!A1"',
  'Line one\n=2+3',
  ' =1+1',
];

describe('inertCell', () => {
  it('puts an apostrophe before a formula at the start and after every separator that opens one', () => {
    expect(inertCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(inertCell('x;=HYPERLINK("http://example.test")')).toBe(`x;'=HYPERLINK("http://example.test")`);
    expect(inertCell('a,+1;b\t@c')).toBe("a,'+1;b\t'@c");
    expect(inertCell('Kamau; "=cmd"')).toBe(`Kamau;' "=cmd"`);
    expect(inertCell('\tTabbed')).toBe("'\tTabbed");
  });

  it('leaves ordinary names, dashes inside words and signs after letters as they are', () => {
    for (const name of ['Amina Otieno', 'Nairobi - Westlands', 'Mary-Jane', 'Zoë Müller', 'a+b=c', 'x@y.z'])
      expect(inertCell(name)).toBe(name);
  });
});

describe('csvFile', () => {
  it('writes no cell that runs, whether read with commas, semicolons or tabs', () => {
    const file = csvFile([['Name', 'Rides'], ...NAMES.map((name, i) => [name, -i])], { bom: true });
    for (const delimiter of [',', ';', '\t']) {
      const cells = readAs(file, delimiter).flat();
      expect(
        cells.filter((cell) => isLive(cell) && !/^-\d+$/.test(cell)),
        `read with ${JSON.stringify(delimiter)}`,
      ).toEqual([]);
    }
    // Read as written (commas), each name is whole: the apostrophes are the only change.
    const rows = readAs(file, ',');
    expect(rows.slice(1).map((row) => row[0]!.replace(/'/g, ''))).toEqual(
      NAMES.map((name) => name.replace(/'/g, '')),
    );
  });

  it('keeps numbers as numbers, null as empty, and the byte order mark only when asked', () => {
    expect(csvFile([['a', -3, null, 1.5]]).toString('utf8')).toBe('a,-3,,1.5\n');
    expect(csvFile([['a']], { bom: true }).toString('utf8')).toBe('\uFEFFa\n');
  });
});
