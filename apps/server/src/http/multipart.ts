import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORM_BODY_MESSAGES, MAX_FORM_FIELD_CHARACTERS } from '@app/shared/common/errors';
import { MAX_PHOTO_BYTES } from '@app/shared/common/people';
import { cleanFileName } from '@app/shared/common/text';
import type { Upload } from '../features/photos/photo-store';
import { FieldErrors } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a multipart request, by field name; the other fields are the body. */
    uploads: Record<string, Upload>;
  }
}

type FormBody = Record<string, unknown>;

// The plugin's errors for a form over a call's limits of parts, fields or files.
const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

// Bytes, as busboy counts: the most the longest allowed field can take in UTF-8 (four bytes a
// character), so a field cut at this size had more characters than allowed, and is refused whole.
const FIELD_BYTES = MAX_FORM_FIELD_CHARACTERS * 4;

/**
 * Multipart forms (records with a photo, imports) parsed into the body that the route's zod schema
 * checks, as a JSON body would be; files are kept aside in `request.uploads`, read whole up to the
 * photo limit or the call's own (a larger one is marked truncated and refused by its owner with a
 * field message). The parts are read here rather than by the plugin's `attachFieldsToBody`, whose
 * parser errors (a boundary that matches no part, a body cut short) would reach the error handler
 * as unknown errors, a 500: a form that cannot be read is the caller's 400, like invalid JSON.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  app.decorateRequest('uploads', null as unknown as Record<string, Upload>);
  app.addHook('onRequest', async (request) => {
    request.uploads = {};
  });
  await app.register(multipart, {
    // A byte over the limit tells a too-large file from one exactly at it.
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 40, fieldSize: FIELD_BYTES, parts: 41 },
    throwFileSizeLimit: false,
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const body: FormBody = {};
    const tooLong = new Set<string>();
    try {
      for await (const part of request.parts(request.routeOptions.config.multipartOptions)) {
        await readPart(request, part, body, tooLong);
      }
    } catch (error) {
      throw unreadableForm(error);
    }
    // The whole form is read first, so that every field too long is named at once.
    if (tooLong.size > 0) {
      throw new FieldErrors(
        Object.fromEntries([...tooLong].map((name) => [name, [FORM_BODY_MESSAGES.fieldTooLong]])),
      );
    }
    request.body = body;
  });
}

/**
 * A field into the body (a repeated one as a list, as a JSON array would be), a file aside; a field
 * longer than a form takes is only named in `tooLong` (its start would pass for the whole).
 */
async function readPart(
  request: FastifyRequest,
  part: Multipart,
  body: FormBody,
  tooLong: Set<string>,
): Promise<void> {
  if (part.type === 'file') {
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    request.uploads[part.fieldname] = {
      buffer: Buffer.concat(chunks),
      truncated: part.file.truncated,
      filename: cleanFileName(part.filename),
    };
    return;
  }
  if (
    part.valueTruncated ||
    (typeof part.value === 'string' && characters(part.value) > MAX_FORM_FIELD_CHARACTERS)
  ) {
    tooLong.add(part.fieldname);
    return;
  }
  const previous = body[part.fieldname];
  if (previous === undefined) body[part.fieldname] = part.value;
  else body[part.fieldname] = Array.isArray(previous) ? [...previous, part.value] : [previous, part.value];
}

/** Characters as people count them: an emoji is one, though two UTF-16 units. */
function characters(text: string): number {
  return [...text].length;
}

function unreadableForm(error: unknown): FieldErrors {
  const code = (error as { code?: unknown }).code;
  const message =
    typeof code === 'string' && LIMIT_CODES.has(code)
      ? FORM_BODY_MESSAGES.tooManyParts
      : FORM_BODY_MESSAGES.unreadable;
  return new FieldErrors({ non_field_errors: [message] });
}
