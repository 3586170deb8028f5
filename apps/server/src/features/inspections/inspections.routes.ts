import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { idParamsSchema } from '@app/shared/common/ids';
import { pageSchema } from '@app/shared/common/list';
import { ref } from '@app/shared/i18n/message-ref';
import {
  inspectionClearSchema,
  inspectionDetailSchema,
  inspectionInputSchema,
  inspectionListQuerySchema,
  inspectionSchema,
  inspectionsResource,
  MAX_INSPECTION_PHOTO_BYTES,
} from '@app/shared/inspections/inspection.schemas';
import { pageLinks } from '../../http/pagination';
import { clearInspection } from './clear-inspection';
import { createInspection } from './create-inspection';
import { itemPhotoFile, removeItemPhoto, replaceItemPhoto } from './inspection-photos';
import { listInspections, readInspection } from './inspection-records';

const tags = [inspectionsResource.name];
const security = [{ bearer: [], tenant: [], profile: [] }];
const denied = { 401: detailSchema, 403: detailSchema };
const ITEM = `${inspectionsResource.path}:id/`;
const PHOTO = `${ITEM}items/:itemId/photo/`;
// The office, and a trip's driver or attendant (their own trips and inspections): the services decide.
const crewOrOffice = { area: 'assigned-trips' as const };
const photoParamsSchema = z.object({ id: z.string(), itemId: z.string() });
const photoQuerySchema = z.object({
  size: z.enum(['full', 'thumb'], { message: ref('errors.photoSizeInvalid') }).default('full'),
});

/**
 * Vehicle inspections (issue 25 §1): recorded by the office or a trip's crew, read by the office
 * (and by whoever made one), a major defect cleared by a manager, a finding's photo. Never changed
 * otherwise, never deleted.
 */
export const inspectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    inspectionsResource.path,
    {
      config: crewOrOffice,
      schema: {
        tags,
        security,
        summary:
          "Record an inspection of a vehicle: every active item of its type's checklist, OK or a defect; a major defect takes the vehicle out of service",
        body: inspectionInputSchema,
        response: { 201: inspectionDetailSchema, 400: fieldErrorsSchema, ...denied },
      },
    },
    async (request, reply) => reply.code(201).send(await createInspection(request.tenant, request.body)),
  );

  app.get(
    inspectionsResource.path,
    {
      config: { area: 'fleet' },
      schema: {
        tags,
        security,
        summary: "List the school's inspections (newest first), by vehicle, trip, kind, result or open",
        querystring: inspectionListQuerySchema,
        response: { 200: pageSchema(inspectionSchema), 400: fieldErrorsSchema, ...denied },
      },
    },
    async (request) => {
      const { query } = request;
      const { count, results } = await listInspections(request.tenant, query);
      return { count, ...pageLinks(request, query, count), results };
    },
  );

  app.get(
    ITEM,
    {
      config: crewOrOffice,
      schema: {
        tags,
        security,
        summary: 'One inspection with its findings, in the checklist order',
        params: idParamsSchema,
        response: { 200: inspectionDetailSchema, 404: detailSchema, ...denied },
      },
    },
    (request) => readInspection(request.tenant, request.params.id),
  );

  app.post(
    `${ITEM}clear/`,
    {
      config: { area: 'fleet' },
      schema: {
        tags,
        security,
        summary:
          'Clear a major defect with a note (School Administrator or Transport Manager): the vehicle is back in service',
        params: idParamsSchema,
        body: inspectionClearSchema,
        response: { 200: inspectionDetailSchema, 400: fieldErrorsSchema, 404: detailSchema, ...denied },
      },
    },
    (request) => clearInspection(request.tenant, request.params.id, request.body.note),
  );

  app.get(
    PHOTO,
    {
      config: crewOrOffice,
      schema: {
        tags,
        security,
        summary: "A finding's photo (size=thumb: a 96 px WebP)",
        params: photoParamsSchema,
        querystring: photoQuerySchema,
        // 200 is the image itself (a stream, not serialized), so only the JSON answers are declared.
        response: { 404: detailSchema, ...denied },
      },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      const file = await itemPhotoFile(request.tenant, id, itemId, request.query.size);
      reply.header('cache-control', 'private, no-cache');
      return reply.type(file.type).send(createReadStream(file.path) as never);
    },
  );

  app.put(
    PHOTO,
    {
      config: {
        ...crewOrOffice,
        multipartOptions: { limits: { fileSize: MAX_INSPECTION_PHOTO_BYTES, files: 1, fields: 1, parts: 2 } },
      },
      schema: {
        tags,
        security,
        summary: 'Give a finding its photo, or replace it (multipart, field `photo`: JPEG or PNG, 10 MB)',
        consumes: ['multipart/form-data'],
        params: photoParamsSchema,
        response: { 200: inspectionDetailSchema, 400: fieldErrorsSchema, 404: detailSchema, ...denied },
      },
    },
    (request) =>
      replaceItemPhoto(request.tenant, request.params.id, request.params.itemId, request.uploads.photo),
  );

  app.delete(
    PHOTO,
    {
      config: crewOrOffice,
      schema: {
        tags,
        security,
        summary: "Remove a finding's photo",
        params: photoParamsSchema,
        response: { 200: inspectionDetailSchema, 404: detailSchema, ...denied },
      },
    },
    (request) => removeItemPhoto(request.tenant, request.params.id, request.params.itemId),
  );
};
