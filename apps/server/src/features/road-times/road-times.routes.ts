import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import {
  MAX_ROAD_TIMES_FILE_BYTES,
  ROAD_TIME_PLACES_PATH,
  ROAD_TIMES_MESSAGES as m,
  ROAD_TIMES_PATH,
  roadTimesSummarySchema,
} from '@app/shared/route-plans/road-times.schemas';
import { FieldErrors } from '../../http/errors';
import { removeRoadTimes, replaceRoadTimes, roadTimePlacesCsv, roadTimesSummary } from './road-times.service';

const tags = ['route-plans'];
const security = [{ bearer: [], tenant: [], profile: [] }];
// Who may plan routes gives the planner its road times (the office: transport managers and officers, administrators).
const config = { area: 'transport' as const };
const denied = { 401: detailSchema, 403: detailSchema };

export const roadTimesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROAD_TIMES_PATH,
    {
      config,
      schema: {
        tags,
        security,
        summary: "The school's road time matrix: how many pairs of places, among how many, uploaded when",
        response: { 200: roadTimesSummarySchema, ...denied },
      },
    },
    (request) => roadTimesSummary(request.tenant),
  );

  app.put(
    ROAD_TIMES_PATH,
    {
      // One file (and room for one stray field a client may add); a matrix is larger than a photo.
      config: {
        ...config,
        multipartOptions: { limits: { fileSize: MAX_ROAD_TIMES_FILE_BYTES, files: 1, fields: 1, parts: 2 } },
      },
      schema: {
        tags,
        security,
        summary: "Replace the school's road time matrix with a .csv file (all or nothing)",
        description:
          'The file (field `file`) has the columns `from,to,seconds`, exactly, in its first row; each row ' +
          "a place to a place ('school' or the id of one of the school's bus stops, as the places file " +
          'names them) and the seconds a bus drives between them, 0 to 21,600, decimals rounded. A wrong ' +
          'row refuses the whole file (400, messages under `file` naming the rows) and changes nothing.',
        consumes: ['multipart/form-data'],
        response: { 200: roadTimesSummarySchema, 400: fieldErrorsSchema, ...denied },
      },
    },
    async (request) => {
      const file = request.uploads.file;
      if (!file) throw new FieldErrors({ file: [m.fileRequired] });
      if (file.truncated) throw new FieldErrors({ file: [m.tooLarge] });
      return replaceRoadTimes(request.tenant, { fileName: file.filename ?? '', file: file.buffer });
    },
  );

  app.delete(
    ROAD_TIMES_PATH,
    {
      config,
      schema: {
        tags,
        security,
        summary: "Remove the school's road time matrix: plans go back to distance and detour",
        response: { 204: z.null().describe('Removed'), ...denied },
      },
    },
    async (request, reply) => {
      await removeRoadTimes(request.tenant);
      return reply.code(204).send(null);
    },
  );

  app.get(
    ROAD_TIME_PLACES_PATH,
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The school and its bus stops as a CSV download: what to compute a road time matrix for',
        description:
          'Columns `place,title,latitude,longitude` (fixed identifiers: a file format): the school ' +
          "first ('school', its name, its location or empty cells until it is set), then every bus stop " +
          'of the school by title (its id, title and coordinates). `place` is what the upload names.',
        // 200 answers the file itself (bytes, not serialized).
        response: denied,
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="road-time-places.csv"')
        .send((await roadTimePlacesCsv(request.tenant)) as never),
  );
};
