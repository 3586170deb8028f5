import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import {
  RESTRICTION_IMPORT_COLUMNS,
  RESTRICTION_IMPORT_PATH,
  RESTRICTION_IMPORT_TEMPLATE_PATH,
  restrictionImportResultSchema,
} from '@app/shared/student-restrictions/student-restriction.schemas';
import {
  MAX_IMPORT_FILE_BYTES,
  STUDENT_IMPORT_MESSAGES as m,
} from '@app/shared/students/student-import.schemas';
import { FieldErrors } from '../../http/errors';
import { csvTemplate } from '../student-import/template';
import { importRestrictions } from './restriction-import.service';

const tags = ['student-restrictions'];
const security = [{ bearer: [], tenant: [], profile: [] }];
const area = 'transport' as const;
const denied = { 401: detailSchema, 403: detailSchema };

export const restrictionImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    RESTRICTION_IMPORT_PATH,
    {
      // One file (and room for one stray field a client may add).
      config: {
        area,
        multipartOptions: { limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1, fields: 1, parts: 2 } },
      },
      schema: {
        tags,
        security,
        summary: 'Import student trip restrictions from a .csv file (all or nothing)',
        consumes: ['multipart/form-data'],
        response: { 201: restrictionImportResultSchema, 400: fieldErrorsSchema, ...denied },
      },
    },
    async (request, reply) => {
      const file = request.uploads.file;
      if (!file) throw new FieldErrors({ file: [m.fileRequired] });
      if (file.truncated) throw new FieldErrors({ file: [m.tooLarge] });
      const result = await importRestrictions(request.tenant, {
        fileName: file.filename ?? '',
        file: file.buffer,
      });
      return reply.code(201).send(result);
    },
  );

  app.get(
    RESTRICTION_IMPORT_TEMPLATE_PATH,
    {
      config: { area },
      schema: {
        tags,
        security,
        summary: 'The import template: the columns and one example row (CSV)',
        // 200 is the file itself (bytes, not serialized), so only the JSON answers are declared.
        response: denied,
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="restrictions-template.csv"')
        .send(csvTemplate(RESTRICTION_IMPORT_COLUMNS) as never),
  );
};
