import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema } from '@app/shared/common/errors';
import { DASHBOARD_PATH, dashboardSchema } from '@app/shared/dashboard/dashboard.schemas';
import { readDashboard } from './dashboard.service';

const security = [{ bearer: [], tenant: [], profile: [] }];

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DASHBOARD_PATH,
    {
      // The office's view of the day; drivers and attendants have their run sheet instead.
      config: { area: 'transport' },
      schema: {
        tags: ['dashboard'],
        security,
        summary:
          "Today's operations: trips by status and under way, incidents, vehicles without a driver, " +
          'riders expected, the on-time rate of the last 7 days, assignments ending soon',
        response: { 200: dashboardSchema, 401: detailSchema, 403: detailSchema },
      },
    },
    (request) => readDashboard(request.tenant),
  );
};
