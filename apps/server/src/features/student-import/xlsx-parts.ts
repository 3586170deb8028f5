import { posix } from 'node:path';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { STUDENT_IMPORT_MESSAGES as m } from '@app/shared/students/student-import.schemas';
import { FieldErrors } from '../../http/errors';
import type { XlsxArchive } from './xlsx-archive';

/** Element handlers of one streamed part; names without their namespace prefix ("x:c" is "c"). */
type XmlHandlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
};

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams one part of the archive through a SAX parser, chunk by chunk as it inflates: the event
 * loop serves other requests between chunks, and nothing but what the handlers keep stays in memory.
 * Broken XML or a broken stream is a file that is not a workbook (400).
 */
export async function streamPart(archive: XlsxArchive, name: string, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) => handlers.open?.(localName(tag.name), tag.attributes));
  if (handlers.text) parser.on('text', handlers.text);
  if (handlers.close) parser.on('closetag', (tag) => handlers.close!(localName(tag.name)));
  const stream = await archive.open(name);
  stream.setEncoding('utf8');
  try {
    for await (const chunk of stream) parser.write(chunk as string);
    parser.close();
  } catch (error) {
    stream.destroy();
    if (error instanceof FieldErrors) throw error;
    throw new FieldErrors({ file: [m.notXlsx] });
  }
}

/** Where the first sheet, the shared strings and the styles are, and the workbook's date system. */
export type WorkbookParts = { sheet: string; sharedStrings?: string; styles?: string; date1904: boolean };

const RELATIONSHIP_TYPES = { sharedStrings: '/sharedStrings', styles: '/styles' };

export async function workbookParts(archive: XlsxArchive): Promise<WorkbookParts> {
  let firstSheetId: string | undefined;
  let date1904 = false;
  await streamPart(archive, 'xl/workbook.xml', {
    open: (name, attributes) => {
      if (name === 'sheet' && firstSheetId === undefined) firstSheetId = attributes['r:id'];
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
    },
  });
  const targets = new Map<string, string>();
  const byType: Partial<Record<keyof typeof RELATIONSHIP_TYPES, string>> = {};
  if (archive.has('xl/_rels/workbook.xml.rels')) {
    await streamPart(archive, 'xl/_rels/workbook.xml.rels', {
      open: (name, attributes) => {
        if (name !== 'Relationship' || !attributes.Target) return;
        // Targets are relative to xl/, or absolute from the archive's root.
        const target = attributes.Target.startsWith('/')
          ? attributes.Target.slice(1)
          : posix.join('xl', attributes.Target);
        if (attributes.Id) targets.set(attributes.Id, target);
        for (const [part, suffix] of Object.entries(RELATIONSHIP_TYPES))
          if (attributes.Type?.endsWith(suffix)) byType[part as keyof typeof RELATIONSHIP_TYPES] = target;
      },
    });
  }
  const sheet = (firstSheetId && targets.get(firstSheetId)) ?? 'xl/worksheets/sheet1.xml';
  if (!archive.has(sheet)) throw new FieldErrors({ file: [m.empty] });
  const found = (part: keyof typeof RELATIONSHIP_TYPES, fallback: string) => {
    const name = byType[part] ?? fallback;
    return archive.has(name) ? name : undefined;
  };
  return {
    sheet,
    sharedStrings: found('sharedStrings', 'xl/sharedStrings.xml'),
    styles: found('styles', 'xl/styles.xml'),
    date1904,
  };
}

/** The shared strings in order: each item's text runs joined, phonetic guides (rPh) left out. */
export async function sharedStrings(archive: XlsxArchive, part: string | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!part) return strings;
  let current: string[] = [];
  let inText = false;
  let phonetic = 0;
  await streamPart(archive, part, {
    open: (name) => {
      if (name === 'si') current = [];
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't') inText = phonetic === 0;
    },
    text: (text) => {
      if (inText) current.push(text);
    },
    close: (name) => {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si') strings.push(current.join(''));
    },
  });
  return strings;
}

/** Number formats Excel builds in that show a date (ECMA-376 §18.8.30). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** A custom format shows a date when it has d, m or y outside quotes, escapes and [brackets]. */
const isDateFormat = (code: string) =>
  /[dmy]/i.test(code.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, '')) && !/^general$/i.test(code);

/** The indexes of the cell styles (a cell's `s`) that show a number as a date. */
export async function dateStyles(archive: XlsxArchive, part: string | undefined): Promise<Set<number>> {
  const dates = new Set<number>();
  if (!part) return dates;
  const customDates = new Set<number>();
  let inCellXfs = false;
  let index = 0;
  await streamPart(archive, part, {
    open: (name, attributes) => {
      const id = Number(attributes.numFmtId);
      if (name === 'numFmt' && isDateFormat(attributes.formatCode ?? '')) customDates.add(id);
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        if (BUILT_IN_DATE_FORMATS.has(id) || customDates.has(id)) dates.add(index);
        index += 1;
      }
    },
    close: (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return dates;
}
