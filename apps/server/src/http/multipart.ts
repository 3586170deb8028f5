import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_PHOTO_BYTES } from '@app/shared/common/people';
import { cleanFileName } from '@app/shared/common/text';
import type { Upload } from '../features/photos/photo-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a multipart request, by field name; the other fields are the body. */
    uploads: Record<string, Upload>;
  }
}

/**
 * Multipart forms (records with a photo) parsed into the body that the route's zod schema checks,
 * as a JSON body would be; files are kept aside in `request.uploads`, read whole up to the photo
 * limit (a larger one is marked truncated and refused by its owner with a field message).
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  app.decorateRequest('uploads', null as unknown as Record<string, Upload>);
  app.addHook('onRequest', async (request) => {
    request.uploads = {};
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // A byte over the limit tells a too-large file from one exactly at it.
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 40, fieldSize: 10_000, parts: 41 },
    throwFileSizeLimit: false,
    async onFile(this: FastifyRequest, part) {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      this.uploads[part.fieldname] = {
        buffer: Buffer.concat(chunks),
        truncated: part.file.truncated,
        filename: cleanFileName(part.filename),
      };
    },
  });
}
