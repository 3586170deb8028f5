import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_FILE_TYPES, DOCUMENT_MESSAGES as m } from '@app/shared/documents/document.schemas';
import { FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import type { Upload } from '../photos/photo-store';

type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];
const EXTENSIONS: Record<DocumentFileType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
};
const NAME = /^[0-9a-f-]{36}\.(pdf|jpeg|png)$/;
const SCHOOL = /^[0-9a-f-]{36}$/;

/** A stored file as its document row holds it. */
export type StoredDocumentFile = {
  file: string;
  file_name: string;
  file_type: DocumentFileType;
  file_size: number;
};

/**
 * Stores a document's file under DATA_DIR/uploads/<school>/documents/ (DESIGN §7) and answers its
 * row's columns. The type is told by the content, never by the name or the declared type: a PNG
 * named .pdf is a PNG, a text file named .pdf is refused. Kept as sent (a PDF cannot be re-encoded
 * as a photo is); served only as a download with its type (document-files.routes.ts).
 */
export async function saveDocumentFile(ctx: TenantContext, upload: Upload): Promise<StoredDocumentFile> {
  if (upload.truncated) throw new FieldErrors({ file: [m.fileSize] });
  const detected = await fileTypeFromBuffer(upload.buffer);
  const type = DOCUMENT_FILE_TYPES.find((allowed) => allowed === detected?.mime);
  if (!type) throw new FieldErrors({ file: [m.fileType] });
  const name = `${crypto.randomUUID()}.${EXTENSIONS[type]}`;
  const dir = path.join(ctx.photos.root, ctx.tenantId, 'documents');
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.writeFile(path.join(dir, name), upload.buffer, { mode: 0o600 });
  return {
    file: name,
    file_name: upload.filename || `document.${EXTENSIONS[type]}`,
    file_type: type,
    file_size: upload.buffer.length,
  };
}

/** Where a stored file is, or null when the name is not one of ours. */
export function documentFileOnDisk(ctx: TenantContext, name: string): string | null {
  if (!NAME.test(name) || !SCHOOL.test(ctx.tenantId)) return null;
  return path.join(ctx.photos.root, ctx.tenantId, 'documents', name);
}

/** Removes a stored file; one already gone is fine. */
export async function removeDocumentFile(ctx: TenantContext, name: string | null): Promise<void> {
  const file = name && documentFileOnDisk(ctx, name);
  if (file) await fs.rm(file, { force: true });
}
