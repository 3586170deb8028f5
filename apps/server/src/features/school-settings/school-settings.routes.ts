import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import {
  SCHOOL_SETTINGS_PATH,
  schoolSettingsInputSchema,
  schoolSettingsSchema,
} from '@app/shared/school-settings/school-settings.schemas';
import { getSchoolSettings, updateSchoolSettings } from './school-settings.service';

const tags = ['school-settings'];
const security = [{ bearer: [], tenant: [], profile: [] }];
// Everyone in school setup reads them; only a role that may write setup (Administrators) changes them.
const config = { area: 'setup' as const };
const denied = { 401: detailSchema, 403: detailSchema };

export const schoolSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SCHOOL_SETTINGS_PATH,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          "The school's name, time zone, cost per km, currency, default language and route planning settings",
        response: { 200: schoolSettingsSchema, ...denied },
      },
    },
    (request) => getSchoolSettings(request.tenant),
  );

  app.put(
    SCHOOL_SETTINGS_PATH,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          "Change the school's name, time zone, cost per km, currency, default language and route planning settings (each left out of these last: unchanged)",
        body: schoolSettingsInputSchema,
        response: { 200: schoolSettingsSchema, 400: fieldErrorsSchema, ...denied },
      },
    },
    (request) => updateSchoolSettings(request.tenant, request.body),
  );
};
