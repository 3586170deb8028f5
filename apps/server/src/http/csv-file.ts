import { stringify } from 'csv-stringify/sync';

type Cell = string | number | null | undefined;

// What starts a formula in Excel, LibreOffice and Google Sheets (OWASP, CSV injection); a tab or a
// carriage return first does in some of them. Quotes and spaces before the sign do not stop it.
const STARTS_FORMULA = /^(?:[\s"]*[=+\-@]|[\t\r])/;
// A reader that splits on ';' or a tab (Excel set to ';', common in Europe and Africa, and our own
// import) starts a new cell after one, where a quote that opened the field for a comma reader means
// nothing; a line break ends its row. So a sign after any of them starts a formula there too.
const AFTER_SEPARATOR = /([,;\t\r\n])(?=[\s"]*[=+\-@])/g;

/**
 * A text cell that no spreadsheet runs, whatever separator it reads the file with: an apostrophe
 * before the text when it starts like a formula, and after every separator-like character that is
 * followed by one ('x;=HYPERLINK(…)' becomes "x;'=HYPERLINK(…)"). The apostrophe shows; the text
 * stays readable and nothing in it runs.
 */
export function inertCell(text: string): string {
  const inner = text.replace(AFTER_SEPARATOR, "$1'");
  return STARTS_FORMULA.test(inner) ? `'${inner}` : inner;
}

/**
 * Every CSV the server writes (reports, import templates): RFC 4180 with '\n' line ends, texts made
 * inert, numbers as they are (a negative number is a number, not a formula), null empty. With `bom`,
 * a byte order mark first, so that spreadsheet programs read it as UTF-8 (names with accents).
 */
export function csvFile(lines: Cell[][], { bom = false }: { bom?: boolean } = {}): Buffer {
  const cells = lines.map((line) =>
    line.map((cell) => (typeof cell === 'string' ? inertCell(cell) : cell == null ? '' : String(cell))),
  );
  return Buffer.from(stringify(cells, { bom }), 'utf8');
}
