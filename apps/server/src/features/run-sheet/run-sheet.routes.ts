import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema } from '@app/shared/common/errors';
import { RUN_SHEET_PATH, runSheetSchema } from '@app/shared/run-sheet/run-sheet.schemas';
import { runSheet } from './run-sheet.service';

const security = [{ bearer: [], tenant: [], profile: [] }];
const denied = { 401: detailSchema, 403: detailSchema };

export const runSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    RUN_SHEET_PATH,
    {
      // Drivers and bus attendants (and managers, for their own trips if they have any).
      config: { area: 'assigned-trips' },
      schema: {
        tags: ['run-sheet'],
        security,
        summary: "Today's trips of the caller (as driver or attendant), with their stops and riders",
        response: { 200: runSheetSchema, ...denied },
      },
    },
    (request) => runSheet(request.tenant),
  );
};
