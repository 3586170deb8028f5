import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_ROWS, readSpreadsheet } from './spreadsheet';
import { openXlsxArchive, XLSX_LIMITS } from './xlsx-archive';
import {
  refusal,
  repeatedPart,
  rowXml,
  sheetXml,
  workbookArchive,
  zipArchive,
} from './xlsx-files.test-helpers';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const tooBig = (mb: number) => ({
  file: [
    `This workbook unpacks to more than ${mb} MB, more than a roll needs; save only the roll's sheet, or save it as CSV`,
  ],
});
const notXlsx = { file: ['This file is not an Excel workbook (.xlsx)'] };
const roll = sheetXml(rowXml(1, 'Admission Number', 'First Name') + rowXml(2, 'A-1', 'Amani'));

describe('openXlsxArchive', () => {
  it('refuses a part whose directory declares more than the part limit, before inflating anything', async () => {
    // Two "1 GB" media entries, as in the field trial; their bytes are a few, never inflated.
    const media = [1, 2].map((n) => ({
      name: `xl/media/image${n}.png`,
      data: Buffer.from('x'),
      declaredSize: GB,
    }));
    const file = workbookArchive(roll, media);
    expect(file.length).toBeLessThan(2048);
    expect(await refusal(openXlsxArchive(file))).toEqual(tooBig(XLSX_LIMITS.partBytes / 1024 / 1024));
  });

  it('refuses parts that are each small but together unpack past the total limit', async () => {
    const limits = { entries: 100, partBytes: MB, totalBytes: 2 * MB };
    const parts = [1, 2, 3].map((n) => ({ name: `xl/media/${n}.bin`, data: Buffer.alloc(0.9 * MB) }));
    expect(await refusal(openXlsxArchive(zipArchive(parts), limits))).toEqual(tooBig(2));
    const many = Array.from({ length: 101 }, (_, n) => ({ name: `${n}.txt`, data: Buffer.from('x') }));
    expect(await refusal(openXlsxArchive(zipArchive(many), limits))).toEqual(tooBig(2));
    await expect(openXlsxArchive(zipArchive(parts.slice(0, 2)), limits)).resolves.toBeDefined();
  });

  it('stops a part that inflates past the size its directory declared', async () => {
    // Declares 1 KB; really 16 MB of a repeated row.
    const lying = await repeatedPart(rowXml(2, 'A-1', 'Amani'), 500_000, { declaredSize: 1024 });
    expect(await refusal(readSpreadsheet(workbookArchive(lying), 'roll.xlsx'))).toEqual(notXlsx);
  });
});

describe('reading an .xlsx', () => {
  it('never inflates media: a broken image does not stop a roll from being read', async () => {
    const image = {
      name: 'xl/media/image1.png',
      data: Buffer.alloc(10),
      deflated: Buffer.from('not deflate'),
    };
    const sheet = await readSpreadsheet(workbookArchive(roll, [image]), 'roll.xlsx');
    expect(sheet).toEqual({
      header: ['Admission Number', 'First Name'],
      rows: [{ number: 2, cells: ['A-1', 'Amani'] }],
    });
  });

  it('stops at the first row past the most one import takes, without reading the rest of the sheet', async () => {
    // What follows the row past the limit is not XML: reading it would answer "not a workbook".
    const sheet = await repeatedPart(
      '<row><c t="inlineStr"><is><t>n</t></is></c></row>',
      MAX_IMPORT_ROWS + 2,
      {
        head: '<worksheet><sheetData>',
        tail: '<<<<<<<',
      },
    );
    expect(await refusal(readSpreadsheet(workbookArchive(sheet), 'roll.xlsx'))).toEqual({
      file: ['The file has more than 100,000 rows; split it into smaller files'],
    });
  });
});
