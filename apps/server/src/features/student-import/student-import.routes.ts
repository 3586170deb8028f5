import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import {
  MAX_IMPORT_FILE_BYTES,
  STUDENT_IMPORT_MESSAGES as m,
  STUDENT_IMPORT_PATH,
  STUDENT_IMPORT_TEMPLATE_PATH,
  studentImportFieldsSchema,
  studentImportResultSchema,
  studentImportTemplateQuerySchema,
} from '@app/shared/students/student-import.schemas';
import { FieldErrors } from '../../http/errors';
import { importStudents } from './student-import.service';
import { importTemplate } from './template';

const tags = ['students'];
const security = [{ bearer: [], tenant: [], profile: [] }];
const area = 'transport' as const;
const denied = { 401: detailSchema, 403: detailSchema };
const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const studentImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STUDENT_IMPORT_PATH,
    {
      // A roll is larger than a photo: this call's own limits (one file, three fields).
      config: {
        area,
        multipartOptions: { limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1, fields: 4, parts: 5 } },
      },
      schema: {
        tags,
        security,
        summary:
          'Import students from a .csv or .xlsx file, enrolled in one period and stream (all or nothing)',
        consumes: ['multipart/form-data'],
        body: studentImportFieldsSchema,
        response: { 201: studentImportResultSchema, 400: fieldErrorsSchema, ...denied },
      },
    },
    async (request, reply) => {
      const file = request.uploads.file;
      if (!file) throw new FieldErrors({ file: [m.fileRequired] });
      if (file.truncated) throw new FieldErrors({ file: [m.tooLarge] });
      const result = await importStudents(request.tenant, {
        academicPeriodId: request.body.academic_period_id,
        streamId: request.body.stream_id,
        fileName: file.filename ?? '',
        file: file.buffer,
      });
      return reply.code(201).send(result);
    },
  );

  app.get(
    STUDENT_IMPORT_TEMPLATE_PATH,
    {
      config: { area },
      schema: {
        tags,
        security,
        summary: 'The import template: the columns and one example row',
        querystring: studentImportTemplateQuerySchema,
        // 200 is the file itself (bytes, not serialized), so only the JSON answers are declared.
        response: { 400: fieldErrorsSchema, ...denied },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      return reply
        .type(CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="students-template.${format}"`)
        .send((await importTemplate(format)) as never);
    },
  );
};
