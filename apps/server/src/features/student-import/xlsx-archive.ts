import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { STUDENT_IMPORT_MESSAGES as m } from '@app/shared/students/student-import.schemas';
import { FieldErrors } from '../../http/errors';

/**
 * What one workbook may unpack to. A roll of 100,000 rows is a sheet of about 40 MB and shared
 * strings of about 10 MB; a zip of a few MB can declare gigabytes (a "zip bomb"), so these are
 * checked against the archive's directory before anything is inflated.
 */
export const XLSX_LIMITS = {
  /** Files in the archive (a workbook has a dozen; thousands are a trick). */
  entries: 2_000,
  /** The inflated size of any one part that is read (the sheet streams; shared strings are kept). */
  partBytes: 128 * 1024 * 1024,
  /** The inflated size of the whole archive as declared, parts never read (media) included. */
  totalBytes: 256 * 1024 * 1024,
};

/** A workbook's zip, checked: its part names, and a stream of any part by name. */
export type XlsxArchive = {
  has(name: string): boolean;
  /** The part's inflated bytes, failing (refused) past the size its directory declared. */
  open(name: string): Promise<Readable>;
  close(): void;
};

const refuse = (message: string): never => {
  throw new FieldErrors({ file: [message] });
};

/**
 * Reads the archive's central directory only: the number of entries and their declared inflated
 * sizes, refused over `XLSX_LIMITS` with a 400. yauzl then stops any part's stream as soon as it
 * inflates past its declared size, so a lying directory cannot get past the limits either.
 */
export async function openXlsxArchive(
  buffer: Buffer,
  limits: typeof XLSX_LIMITS = XLSX_LIMITS,
): Promise<XlsxArchive> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  ).catch(() => refuse(m.notXlsx));
  try {
    if (zip.entryCount > limits.entries) refuse(m.xlsxTooBig(limits.totalBytes));
    const entries = await readDirectory(zip, limits);
    return {
      has: (name) => entries.has(name),
      open: (name) => {
        const entry = entries.get(name) ?? refuse(m.notXlsx);
        return new Promise((resolve, reject) =>
          zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
        );
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function readDirectory(zip: yauzl.ZipFile, limits: typeof XLSX_LIMITS): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  let total = 0;
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      total += entry.uncompressedSize;
      if (entry.uncompressedSize > limits.partBytes) return reject(tooBig(limits.partBytes));
      if (total > limits.totalBytes) return reject(tooBig(limits.totalBytes));
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', () => reject(new FieldErrors({ file: [m.notXlsx] })));
    zip.readEntry();
  });
}

const tooBig = (bytes: number) => new FieldErrors({ file: [m.xlsxTooBig(bytes)] });
