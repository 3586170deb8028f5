import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

type Doc = PDFKit.PDFDocument;

/**
 * The fonts of the report PDF, all open (SIL OFL) Noto faces from npm, embedded as subsets of the
 * glyphs used: Noto Sans for Latin, Greek and Cyrillic (every accent of Swahili, French, Polish...),
 * Noto Naskh Arabic, Noto Sans Hans (Simplified Chinese, the GB 2312 characters) and the
 * outline Noto Emoji. One font with every script would be tens of megabytes: a fallback per script
 * keeps each small, and a character goes to the first face that has it (a space or a digit stays in
 * the face of the text around it). A character none of them has is drawn as the font's empty box,
 * never as a silent '?'.
 *
 * No bidirectional algorithm: pdfkit has none. fontkit shapes an Arabic run (joined letter forms) and
 * lays it right to left, and runs are placed left to right, as in a left-to-right paragraph: a name
 * or a note of one script reads right, but an Arabic text that wraps onto a second line breaks as
 * left-to-right text would (its first words on the lower line). The text itself (copy, search,
 * pdftotext) stays as written. Emoji are drawn
 * in outline, one colour; a sequence joined by ZWJ (a family) shows as its parts.
 */
const require = createRequire(import.meta.url);
// The @embedpdf packages export only an index (in dist/) that names their files, in fonts/ beside it.
const latin = path.join(path.dirname(require.resolve('@embedpdf/fonts-latin')), '..', 'fonts');
const arabic = path.join(path.dirname(require.resolve('@embedpdf/fonts-arabic')), '..', 'fonts');
const chinese = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');

const FACES = {
  sans: {
    regular: path.join(latin, 'NotoSans-Regular.ttf'),
    bold: path.join(latin, 'NotoSans-Bold.ttf'),
  },
  arabic: {
    regular: path.join(arabic, 'NotoNaskhArabic-Regular.ttf'),
    bold: path.join(arabic, 'NotoNaskhArabic-Bold.ttf'),
  },
  cjk: {
    regular: path.join(chinese, 'NotoSansHans-Regular.otf'),
    bold: path.join(chinese, 'NotoSansHans-Bold.otf'),
  },
  emoji: {
    regular: require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
    bold: require.resolve('@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf'),
  },
};
type Face = keyof typeof FACES;
export type Weight = 'regular' | 'bold';
const ORDER = Object.keys(FACES) as Face[];

/** The name pdfkit knows a face by: 'sans', 'sans-bold'... */
const fontName = (face: Face, weight: Weight) => (weight === 'bold' ? `${face}-bold` : face);
export const FONT = fontName('sans', 'regular');

// Read once per process (the Chinese face is 8 MB); each document embeds only the glyphs it uses.
let files: Map<string, Buffer> | undefined;
let coverage: Map<Face, fontkit.Font> | undefined;

function fontFiles(): Map<string, Buffer> {
  files ??= new Map(
    ORDER.flatMap((face) =>
      (['regular', 'bold'] as const).map(
        (weight) => [fontName(face, weight), fs.readFileSync(FACES[face][weight])] as const,
      ),
    ),
  );
  return files;
}

function faces(): Map<Face, fontkit.Font> {
  coverage ??= new Map(
    ORDER.map((face) => [face, fontkit.create(fontFiles().get(fontName(face, 'regular'))!) as fontkit.Font]),
  );
  return coverage;
}

/** Makes the faces known to the document by their names. */
export function registerFonts(doc: Doc): void {
  for (const [name, data] of fontFiles()) doc.registerFont(name, data);
}

/** A stretch of text drawn in one face. */
type Run = { face: Face; text: string };

// Characters of no script of their own: spaces, digits, punctuation (emoji too, found by coverage).
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
// What joins the character before it: accents, the emoji presentation selector, the zero-width joiner.
const JOINS = /^(?:\p{M}|\u200d|\ufe0f)$/u;

/** The text cut into runs, each in the first face that has its characters (see above). */
export function fontRuns(text: string): Run[] {
  const runs: Run[] = [];
  const fonts = faces();
  const has = (face: Face, char: string) => fonts.get(face)!.hasGlyphForCodePoint(char.codePointAt(0)!);
  for (const char of text) {
    const last = runs.at(-1);
    // The emoji face has digits and '#' too (for keycaps): text after an emoji goes back to its own face.
    const stays = last && last.face !== 'emoji' && NEUTRAL.test(char) && has(last.face, char);
    if (last && (stays || JOINS.test(char))) {
      last.text += char;
      continue;
    }
    const face = ORDER.find((one) => has(one, char)) ?? 'sans';
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

type TextOptions = PDFKit.Mixins.TextOptions;

// One line per cell and heading: a line break or a tab typed into a note is a space.
const oneLine = (text: string) => text.replace(/\s/gu, ' ');

/** The width of the text at the document's font size, each run in its face. */
export function textWidth(doc: Doc, text: string, weight: Weight): number {
  return fontRuns(oneLine(text)).reduce(
    (sum, run) => sum + doc.font(fontName(run.face, weight)).widthOfString(run.text),
    0,
  );
}

/**
 * How many lines the text takes in `width`: pdfkit's own count when one face draws it all, else its
 * width over the line's (pdfkit wraps a mixed line at the same words, give or take one).
 */
export function textLines(doc: Doc, text: string, weight: Weight, width: number): number {
  const runs = fontRuns(oneLine(text));
  if (runs.length === 1) {
    doc.font(fontName(runs[0]!.face, weight));
    return Math.round(doc.heightOfString(runs[0]!.text, { width }) / doc.currentLineHeight(true));
  }
  return Math.ceil(textWidth(doc, text, weight) / width);
}

/**
 * Writes the text at (x, y) with pdfkit's options (width, height, ellipsis, align...), each run in its
 * face, continued on the same lines; the document is left in the weight's main face.
 */
export function writeText(
  doc: Doc,
  text: string,
  weight: Weight,
  x: number,
  y: number,
  options: TextOptions = {},
): void {
  const runs = fontRuns(oneLine(text));
  if (runs.length === 0) runs.push({ face: 'sans', text: '' });
  runs.forEach((run, i) => {
    doc.font(fontName(run.face, weight));
    const continued = i < runs.length - 1;
    if (i === 0) doc.text(run.text, x, y, { ...options, continued });
    else doc.text(run.text, { continued });
  });
  doc.font(fontName('sans', weight));
}
