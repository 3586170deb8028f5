import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { PHOTO_MESSAGES, PHOTO_TYPES } from '@app/shared/common/people';
import { FieldErrors } from '../../http/errors';

/** A file part of a multipart request, read whole (it is at most MAX_PHOTO_BYTES). */
export type Upload = { buffer: Buffer; truncated: boolean; filename?: string };
export type PhotoSize = 'full' | 'thumb';

const FULL_PIXELS = 1024;
const THUMB_PIXELS = 96;
// A small file that decodes to a huge image (a decompression bomb) is refused before decoding.
const MAX_INPUT_PIXELS = 40_000_000;
const NAME = /^[0-9a-f-]{36}\.(jpeg|png|webp)$/;

/**
 * Photos of a school's people under DATA_DIR/uploads/<tenant>/ (DESIGN §7). Each upload is checked by
 * its content (not its name or declared type), decoded and written again: turned upright, at most
 * 1024 px, and without its metadata (a phone's photo carries where it was taken); a 96 px thumbnail
 * is made beside it for tables. Names are new for every upload, so a photo's address never changes
 * its bytes and browsers may keep it.
 */
export class PhotoStore {
  /** DATA_DIR/uploads: a school's other files (its documents) are kept under it too. */
  constructor(readonly root: string) {}

  /** Stores a valid photo and answers its name; a wrong type or size is a 400 on `field`. */
  async save(tenantId: string, upload: Upload, field = 'photo'): Promise<string> {
    if (upload.truncated) throw new FieldErrors({ [field]: [PHOTO_MESSAGES.size] });
    const type = await fileTypeFromBuffer(upload.buffer);
    const format = type && (PHOTO_TYPES as readonly string[]).includes(type.mime) ? type.ext : undefined;
    if (format !== 'jpg' && format !== 'png' && format !== 'webp') {
      throw new FieldErrors({ [field]: [PHOTO_MESSAGES.type] });
    }
    const extension = format === 'jpg' ? 'jpeg' : format;
    let full: Buffer;
    let thumb: Buffer;
    try {
      const image = sharp(upload.buffer, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      full = await image
        .clone()
        .resize(FULL_PIXELS, FULL_PIXELS, { fit: 'inside', withoutEnlargement: true })
        .toFormat(extension)
        .toBuffer();
      thumb = await image.clone().resize(THUMB_PIXELS, THUMB_PIXELS, { fit: 'cover' }).webp().toBuffer();
    } catch {
      // The header said image, the rest is not one (or it is far too large once decoded).
      throw new FieldErrors({ [field]: [PHOTO_MESSAGES.type] });
    }
    const name = `${crypto.randomUUID()}.${extension}`;
    const dir = await this.schoolDir(tenantId);
    await fs.writeFile(path.join(dir, name), full, { mode: 0o600 });
    await fs.writeFile(path.join(dir, thumbName(name)), thumb, { mode: 0o600 });
    return name;
  }

  /** The stored file of a photo and its type, or null when the name is not one of ours. */
  file(tenantId: string, name: string, size: PhotoSize): { path: string; type: string } | null {
    if (!NAME.test(name) || !/^[0-9a-f-]{36}$/.test(tenantId)) return null;
    const file = size === 'thumb' ? thumbName(name) : name;
    const type = size === 'thumb' ? 'image/webp' : `image/${path.extname(name).slice(1)}`;
    return { path: path.join(this.root, tenantId, file), type };
  }

  /** Removes a photo and its thumbnail; one already gone is fine. */
  async remove(tenantId: string, name: string): Promise<void> {
    const full = this.file(tenantId, name, 'full');
    const thumb = this.file(tenantId, name, 'thumb');
    if (!full || !thumb) return;
    await Promise.all([fs.rm(full.path, { force: true }), fs.rm(thumb.path, { force: true })]);
  }

  private async schoolDir(tenantId: string): Promise<string> {
    const dir = path.join(this.root, tenantId);
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    return dir;
  }
}

function thumbName(name: string): string {
  return name.replace(/\.[a-z]+$/, '.thumb.webp');
}
