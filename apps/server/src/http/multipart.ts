import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORM_BODY_MESSAGES } from '@app/shared/common/errors';
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
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 40, fieldSize: 10_000, parts: 41 },
    throwFileSizeLimit: false,
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const body: FormBody = {};
    try {
      for await (const part of request.parts(request.routeOptions.config.multipartOptions)) {
        await readPart(request, part, body);
      }
    } catch (error) {
      throw unreadableForm(error);
    }
    request.body = body;
  });
}

/** A field into the body (a repeated one as a list, as a JSON array would be), a file aside. */
async function readPart(request: FastifyRequest, part: Multipart, body: FormBody): Promise<void> {
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
  const previous = body[part.fieldname];
  if (previous === undefined) body[part.fieldname] = part.value;
  else body[part.fieldname] = Array.isArray(previous) ? [...previous, part.value] : [previous, part.value];
}

function unreadableForm(error: unknown): FieldErrors {
  const code = (error as { code?: unknown }).code;
  const message =
    typeof code === 'string' && LIMIT_CODES.has(code)
      ? FORM_BODY_MESSAGES.tooManyParts
      : FORM_BODY_MESSAGES.unreadable;
  return new FieldErrors({ non_field_errors: [message] });
}
