import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { REPORT_NAMES, reportQuerySchema, reportSchema } from '@app/shared/reports/report.schemas';
import { localize } from '@app/shared/i18n/localize';
import { languageOf } from '../../http/language';
import { reportFile } from './report-files';
import { wordReport } from './report-words';
import { generateReport, reportBuilder } from './reports.service';

const security = [{ bearer: [], tenant: [], profile: [] }];
const denied = { 401: detailSchema, 403: detailSchema };

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/:name/',
    {
      // The office's (transport managers and officers, and administrators); not the crew's.
      config: { area: 'transport' },
      // A report this server does not compute is not found, whatever the query says.
      preValidation: async (request) => {
        reportBuilder((request.params as { name: string }).name);
      },
      schema: {
        tags: ['reports'],
        security,
        summary:
          "A report of the school's trips and events for a range of its dates: JSON (one page of its paged table), or every row as a CSV or PDF download",
        params: z.object({ name: z.enum(REPORT_NAMES) }),
        querystring: reportQuerySchema,
        // csv and pdf answer 200 with the file itself (bytes, not serialized).
        response: { 200: reportSchema, 400: fieldErrorsSchema, 404: detailSchema, ...denied },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      // Its headings in the caller's language, on the screen and in the files alike; the PDF's dates
      // and numbers too (the screen writes its own in the console's language).
      const locale = await languageOf(request);
      const word = (text: string) => localize(request.server.translators[locale], text);
      const report = wordReport(
        await generateReport(request.tenant, request.params.name, request.query, { locale, word }),
        word,
      );
      if (format === 'json') return report;
      const file = await reportFile(report, format, word, locale);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body as never);
    },
  );
};
