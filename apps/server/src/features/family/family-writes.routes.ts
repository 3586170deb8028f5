import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldErrorsSchema } from '@app/shared/common/errors';
import { idParamsSchema } from '@app/shared/common/ids';
import {
  absenceInputSchema,
  absenceSchema,
  absencesSchema,
  FAMILY_MESSAGES,
  FAMILY_PATHS,
  noticeSettingsInputSchema,
  noticeSettingsSchema,
} from '@app/shared/family/family.schemas';
import { recordId } from '../../http/ids';
import { childId, FAMILY_ROUTE } from './family-route-options';
import { createAbsence, deleteAbsence, listAbsences } from './family-absences';
import { readNoticeSettings, saveNoticeSettings } from './notice-settings';

const { security, tags, config, denied } = FAMILY_ROUTE;

/** What a guardian tells the school: a day their child will not ride, and how they want notices. */
export const familyWritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    FAMILY_PATHS.absences(':id'),
    {
      config,
      schema: {
        tags,
        security,
        summary: "The days from today on the caller's child will not ride, as the family said",
        params: idParamsSchema,
        response: { 200: absencesSchema, ...denied },
      },
    },
    (request) => listAbsences(request.tenant, childId(request.params.id)),
  );

  app.post(
    FAMILY_PATHS.absences(':id'),
    {
      config,
      schema: {
        tags,
        security,
        summary:
          "The caller's child will not ride on a date (morning, afternoon or both): restrictions reported by " +
          "the guardian, so the run sheet and the trips' expected riders leave them out",
        params: idParamsSchema,
        body: absenceInputSchema,
        response: { 201: absenceSchema, 400: fieldErrorsSchema, ...denied },
      },
    },
    async (request, reply) => {
      const absence = await createAbsence(request.tenant, childId(request.params.id), request.body);
      return reply.code(201).send(absence);
    },
  );

  app.delete(
    FAMILY_PATHS.absence(':id', ':absence'),
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The family takes back a day the child would not ride (today or later)',
        params: z.object({ id: z.string(), absence: z.string() }),
        response: { 204: z.null().describe('Deleted'), ...denied },
      },
    },
    async (request, reply) => {
      const absence = recordId(request.params.absence, FAMILY_MESSAGES.absenceNotFound);
      await deleteAbsence(request.tenant, childId(request.params.id), absence);
      return reply.code(204).send(null);
    },
  );

  app.get(
    FAMILY_PATHS.settings,
    {
      config,
      schema: {
        tags,
        security,
        summary: "The caller's notice settings (the defaults until saved)",
        response: { 200: noticeSettingsSchema, ...denied },
      },
    },
    (request) => readNoticeSettings(request.tenant),
  );

  app.put(
    FAMILY_PATHS.settings,
    {
      config,
      schema: {
        tags,
        security,
        summary:
          "The caller's notice settings: minutes before the bus reaches the stop, channels, quiet hours, language",
        body: noticeSettingsInputSchema,
        response: { 200: noticeSettingsSchema, 400: fieldErrorsSchema, ...denied },
      },
    },
    (request) => saveNoticeSettings(request.tenant, request.body),
  );
};
