import { english } from '@app/shared/i18n/english';
import zlib from 'node:zlib';
import { expect } from 'vitest';
import { FieldErrors } from '../../http/errors';

/**
 * A zip entry: its bytes (deflated here), or a deflated stream written by the test. `declaredSize`
 * puts another inflated size in the directory than the real one, as a hostile file can.
 */
export type Entry = { name: string; data: Buffer; declaredSize?: number; deflated?: Buffer };

/** A zip archive written byte by byte, so that a test can build files no spreadsheet tool would. */
export function zipArchive(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = entry.deflated ?? zlib.deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = zlib.crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around `sheet` (the sheet's XML) and any `extra` entries. */
export function workbookArchive(sheet: Entry | string, extra: Entry[] = []): Buffer {
  const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
  return zipArchive([
    {
      name: '[Content_Types].xml',
      data: xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
          `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
          `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Roll" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
          `<Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    typeof sheet === 'string' ? { name: 'xl/worksheets/sheet1.xml', data: xml(sheet) } : sheet,
    ...extra,
  ]);
}

/** Sheet XML around rows of inline-string cells. */
export const sheetXml = (rows: string) =>
  `<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;
export const rowXml = (number: number, ...cells: string[]) =>
  `<row r="${number}">${cells.map((cell) => `<c t="inlineStr"><is><t>${cell}</t></is></c>`).join('')}</row>`;

/**
 * A sheet part of `head`, `count` copies of `chunk` and `tail`, deflated as one stream and never held
 * inflated: it unpacks to `count * chunk.length` bytes and more from a few kilobytes.
 */
export async function repeatedPart(
  chunk: string,
  count: number,
  { head = '', tail = '', declaredSize }: { head?: string; tail?: string; declaredSize?: number } = {},
): Promise<Entry> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (data: Buffer) => out.push(data));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  deflate.write(head);
  // In blocks of about 1 MB: one write per copy would take seconds.
  const perBlock = Math.max(1, Math.floor(2 ** 20 / chunk.length));
  const block = chunk.repeat(perBlock);
  for (let written = 0; written < count; written += perBlock) {
    const copies = Math.min(perBlock, count - written);
    const data = copies === perBlock ? block : chunk.repeat(copies);
    if (!deflate.write(data)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end(tail);
  await done;
  const size = head.length + chunk.length * count + tail.length;
  return {
    name: 'xl/worksheets/sheet1.xml',
    data: Buffer.alloc(0),
    declaredSize: declaredSize ?? size,
    deflated: Buffer.concat(out),
  };
}

/** The field messages a reading of a file was refused with (it must be refused). */
export async function refusal(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FieldErrors);
  // Worded in English, as the API answers a caller without a language (ADR 019).
  return Object.fromEntries(
    Object.entries((error as FieldErrors).fields).map(([field, messages]) => [
      field,
      (messages as string[]).map(english),
    ]),
  );
}
