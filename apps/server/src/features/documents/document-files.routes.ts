import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { idParamsSchema } from '@app/shared/common/ids';
import {
  DOCUMENT_MESSAGES as m,
  documentSchema,
  documentsResource,
  MAX_DOCUMENT_FILE_BYTES,
} from '@app/shared/documents/document.schemas';
import { FieldErrors } from '../../http/errors';
import { documentFile, removeFileOfDocument, replaceDocumentFile } from './document-file.service';

const tags = [documentsResource.name];
const security = [{ bearer: [], tenant: [], profile: [] }];
const config = { area: 'fleet' as const };
const denied = { 401: detailSchema, 403: detailSchema };
const FILE_PATH = `${documentsResource.path}:id/file/`;

/** The file of a document (issue 25 §3): served to the school's signed-in users, replaced, removed. */
export const documentFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    FILE_PATH,
    {
      config,
      schema: {
        tags,
        security,
        summary: "The document's file (PDF, JPEG or PNG), as a download",
        params: idParamsSchema,
        // 200 is the file itself (a stream, not serialized), so only the JSON answers are declared.
        response: { 404: detailSchema, ...denied },
      },
    },
    async (request, reply) => {
      const file = await documentFile(request.tenant, request.params.id);
      // A download, never shown by the API's origin: a PDF may carry scripts.
      reply.header('content-disposition', attachment(file.name));
      reply.header('cache-control', 'private, no-store');
      return reply.type(file.type).send(createReadStream(file.path) as never);
    },
  );

  app.put(
    FILE_PATH,
    {
      // One file, larger than a photo, and room for one stray field a client may add.
      config: {
        ...config,
        multipartOptions: { limits: { fileSize: MAX_DOCUMENT_FILE_BYTES, files: 1, fields: 1, parts: 2 } },
      },
      schema: {
        tags,
        security,
        summary:
          'Give the document its file, or replace it (multipart, field `file`: PDF, JPEG or PNG, 10 MB)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: documentSchema, 400: fieldErrorsSchema, 404: detailSchema, ...denied },
      },
    },
    async (request) => {
      const file = request.uploads.file;
      if (!file) throw new FieldErrors({ file: [m.fileRequired] });
      return replaceDocumentFile(request.tenant, request.params.id, file);
    },
  );

  app.delete(
    FILE_PATH,
    {
      config,
      schema: {
        tags,
        security,
        summary: "Remove the document's file; the document stays",
        params: idParamsSchema,
        response: { 200: documentSchema, 404: detailSchema, ...denied },
      },
    },
    (request) => removeFileOfDocument(request.tenant, request.params.id),
  );
};

/** The header of a download named as uploaded: a plain-ASCII name, and the exact one for browsers that read it. */
function attachment(name: string): string {
  const plain = name.replace(/[^A-Za-z0-9._ -]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
