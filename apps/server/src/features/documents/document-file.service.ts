import { stat } from 'node:fs/promises';
import { DOCUMENT_MESSAGES as m } from '@app/shared/documents/document.schemas';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import type { Upload } from '../photos/photo-store';
import { documentFileOnDisk, removeDocumentFile, saveDocumentFile } from './document-files';
import { documentRecords, storedFileOf } from './documents.resource';

type Read = Awaited<ReturnType<typeof documentRecords.get>>;

/**
 * Writes a document's file columns, audited as any change of the document (the entry names the file
 * that came or went), and answers the document as read.
 */
async function writeFileColumns(ctx: TenantContext, id: string, set: Record<string, unknown>): Promise<Read> {
  const [row] = await documentRecords.auditedWrites!.update(ctx, documentRecords.byId(ctx, id), {
    ...set,
    updated_at: new Date(),
  });
  if (!row) throw new AppError(404, m.notFound);
  return row as Read;
}

/**
 * Gives a document its file, or a new one in place of the old: the new file is stored first (checked
 * by content), then the row points at it, then the old file goes. A file whose row was not written
 * (the document was deleted meanwhile) is removed again.
 */
export async function replaceDocumentFile(ctx: TenantContext, id: string, upload: Upload): Promise<Read> {
  const previous = await storedFileOf(ctx, id);
  const stored = await saveDocumentFile(ctx, upload);
  let written: Read;
  try {
    written = await writeFileColumns(ctx, id, stored);
  } catch (error) {
    await removeDocumentFile(ctx, stored.file);
    throw error;
  }
  await removeDocumentFile(ctx, previous.file);
  return written;
}

/** Takes a document's file away (the document stays); a document without one is left as it is. */
export async function removeFileOfDocument(ctx: TenantContext, id: string): Promise<Read> {
  const previous = await storedFileOf(ctx, id);
  const written = await writeFileColumns(ctx, id, {
    file: null,
    file_name: null,
    file_type: null,
    file_size: null,
  });
  await removeDocumentFile(ctx, previous.file);
  return written;
}

/** The file of a document of the caller's school, to serve: 404 when the document has none. */
export async function documentFile(
  ctx: TenantContext,
  id: string,
): Promise<{ path: string; name: string; type: string }> {
  const stored = await storedFileOf(ctx, id);
  const path = stored.file && documentFileOnDisk(ctx, stored.file);
  // A file lost from the disk is a missing file, not a failure of the request.
  if (!path || !(await stat(path).catch(() => null))) throw new AppError(404, m.noFile);
  return { path, name: stored.file_name ?? 'document', type: stored.file_type ?? 'application/octet-stream' };
}
