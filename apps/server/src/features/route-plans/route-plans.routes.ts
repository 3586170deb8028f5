import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { idParamsSchema } from '@app/shared/common/ids';
import { pageSchema } from '@app/shared/common/list';
import { DEFAULT_LOCALE, isLocale } from '@app/shared/i18n/locales';
import { localize } from '@app/shared/i18n/localize';
import {
  ROUTE_PLANS_PATH,
  routePlanApprovalSchema,
  routePlanApprovedSchema,
  routePlanRequestSchema,
  routePlanSchema,
  type RoutePlan,
} from '@app/shared/route-plans/route-plan.schemas';
import { languageOf } from '../../http/language';
import { runPlanner } from './route-planner-thread';
import { approvePlan } from './route-plan-approval';
import { PlanRuns } from './route-plan-runs';
import { cancelPlan, getPlan, listPlans, planCsv, startPlan } from './route-plans.service';

const tags = ['route-plans'];
const security = [{ bearer: [], tenant: [], profile: [] }];
// Who may change routes may plan them (the office: transport managers and officers, administrators).
const config = { area: 'transport' as const };
const denied = { 401: detailSchema, 403: detailSchema };
const itemPath = `${ROUTE_PLANS_PATH}:id/`;

/** The request's reader's words (ADR 019). */
async function readerWords(request: FastifyRequest): Promise<(text: string) => string> {
  const translator = request.server.translators[await languageOf(request)];
  return (text) => localize(translator, text);
}

/** Plans with their errors worded for the reader (the language is looked up only when one has one). */
async function worded(request: FastifyRequest, plans: RoutePlan[]): Promise<RoutePlan[]> {
  if (!plans.some((plan) => plan.error)) return plans;
  const word = await readerWords(request);
  return plans.map((plan) => ({ ...plan, error: plan.error && word(plan.error) }));
}

export const routePlansRoutes: FastifyPluginAsyncZod = async (app) => {
  const runs = new PlanRuns((problem, seconds) => runPlanner(problem, { seconds }), app.log);
  app.addHook('onClose', () => runs.close());
  // Titles of what a plan makes (new stops, routes) in the school's language: they are records' names.
  const schoolWord = (language: string, text: string) =>
    localize(app.translators[isLocale(language) ? language : DEFAULT_LOCALE], text);

  app.post(
    ROUTE_PLANS_PATH,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          "Plan the school's routes of a direction: answered at once (202, running), the proposal found in the background",
        body: routePlanRequestSchema,
        response: { 202: routePlanSchema, 400: fieldErrorsSchema, 409: detailSchema, ...denied },
      },
    },
    async (request, reply) => {
      const plan = await startPlan(request.tenant, runs, request.body, schoolWord);
      return reply.code(202).send(plan);
    },
  );

  app.get(
    ROUTE_PLANS_PATH,
    {
      config,
      schema: {
        tags,
        security,
        summary: "The school's last 20 route plans, newest first",
        response: { 200: pageSchema(routePlanSchema), ...denied },
      },
    },
    async (request) => {
      const results = await worded(request, await listPlans(request.tenant, runs));
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.get(
    itemPath,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'A route plan: its progress while running, its proposal beside today’s totals when ready',
        params: idParamsSchema,
        response: { 200: routePlanSchema, 404: detailSchema, ...denied },
      },
    },
    async (request) => (await worded(request, [await getPlan(request.tenant, runs, request.params.id)]))[0]!,
  );

  app.post(
    `${itemPath}cancel/`,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Stop a route plan that is running',
        params: idParamsSchema,
        response: { 200: routePlanSchema, 404: detailSchema, 409: detailSchema, ...denied },
      },
    },
    (request) => cancelPlan(request.tenant, runs, request.params.id),
  );

  app.post(
    `${itemPath}approve/`,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          "Make a ready plan's routes, their stops and their riders' assignments in one transaction; optionally retire today's routes",
        params: idParamsSchema,
        body: routePlanApprovalSchema,
        response: {
          200: routePlanApprovedSchema,
          404: detailSchema,
          409: detailSchema,
          400: fieldErrorsSchema,
          ...denied,
        },
      },
    },
    (request) => approvePlan(request.tenant, request.params.id, request.body.retire_current, schoolWord),
  );

  app.get(
    `${itemPath}csv/`,
    {
      config,
      schema: {
        tags,
        security,
        summary: "A route plan's proposal as a CSV download: a line per stop of each route",
        params: idParamsSchema,
        // 200 answers the file itself (bytes, not serialized).
        response: { 404: detailSchema, 409: detailSchema, ...denied },
      },
    },
    async (request, reply) => {
      const file = await planCsv(request.tenant, request.params.id, await readerWords(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body as never);
    },
  );
};
