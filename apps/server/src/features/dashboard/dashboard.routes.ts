import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema } from '@app/shared/common/errors';
import { DASHBOARD_PATH, dashboardSchema, type Dashboard } from '@app/shared/dashboard/dashboard.schemas';
import { readDashboard } from './dashboard.service';

/** Schools whose dashboard a process keeps at most. */
const SCHOOLS_KEPT = 10_000;

const security = [{ bearer: [], tenant: [], profile: [] }];

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // The office keeps the dashboard open and it polls: one school's figures are worked out once and
  // served to all its callers until a write to what they read (migration 0016) or the time is up.
  const keepFor = app.config.dashboardCacheMs;
  const kept = app.caches.cache<Dashboard>('school-day', SCHOOLS_KEPT);
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
    async (request) => {
      const ctx = request.tenant;
      if (keepFor === 0) return readDashboard(ctx);
      const dashboard = await kept(ctx.tenantId, async () => ({
        value: await readDashboard(ctx),
        until: Date.now() + keepFor,
      }));
      return dashboard!;
    },
  );
};
