import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Area } from '@app/shared/accounts/permissions';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';
import { idParamsSchema } from '@app/shared/common/ids';
import { pageSchema, type ListQuery } from '@app/shared/common/list';
import type { Resource } from '@app/shared/common/resource';
import { text } from '@app/shared/common/text';
import { ref } from '@app/shared/i18n/message-ref';
import type { Upload } from '../features/photos/photo-store';
import { withPhotoUrl } from '../features/photos/record-photos';
import { AppError } from '../http/errors';
import { pageLinks } from '../http/pagination';
import type { TenantContext } from '../http/tenant-context';
import type { RecordService } from './tenant-records';

/**
 * Makes an id of a new record of another resource, in the same school (for a sample's references);
 * `fields` replace those of that resource's own sample (a stop of this very route: `{ journey }`).
 */
type SampleReference = (resourceName: string, fields?: Record<string, unknown>) => Promise<string>;

/** A record type's calls, declared: what the route factory registers and the generic tests run against. */
export type ResourceDeclaration<
  R extends z.ZodType = z.ZodType,
  I extends z.ZodType = z.ZodType,
  Q extends z.ZodType<ListQuery> = z.ZodType<ListQuery>,
> = {
  resource: Resource;
  /** The permission area: reads need `read`, writes `write`. */
  area: Area;
  /** Singular, for the API docs (English, for developers): "vehicle". No answer a person reads uses it. */
  noun: string;
  /**
   * `created`: the answer of a create when it shows more than a read (a device's secret, once).
   * `listItem`: a list's row when it shows less than a read (tenantRecords' `listOmit`).
   */
  schemas: { read: R; input: I; listQuery: Q; created?: z.ZodType; listItem?: z.ZodType };
  service: RecordService<z.output<R>, WithPhoto<z.output<I>>, z.output<Q>> & {
    /** With a photo: the stored photo's name of a record (404 when there is no such record). */
    photoOf?: (ctx: TenantContext, id: string) => Promise<string | null>;
  };
  /**
   * A valid input, distinct for each n (unique fields carry it), which refers to other records
   * through `reference`. The generic contract, isolation and permission tests create records with it.
   */
  sample: (n: number, reference: SampleReference) => Promise<z.input<I>>;
};

/** A record's input, with the photo file of a multipart request when one was sent. */
export type WithPhoto<Input> = Input & { photo?: Upload | undefined };

/** Declares a record type; the identity, so that its types are checked where it is written. */
export function declareResource<R extends z.ZodType, I extends z.ZodType, Q extends z.ZodType<ListQuery>>(
  declaration: ResourceDeclaration<R, I, Q>,
): ResourceDeclaration<R, I, Q> {
  return declaration;
}

const security = [{ bearer: [], tenant: [], profile: [] }];
// Answers every business call can give besides its own.
const denied = { 401: detailSchema, 403: detailSchema };

/**
 * The standard calls of a record type (DESIGN §4): list with search, pages and ordering; create;
 * read; replace; delete (409 while others depend on the record). Schemas only, then one service call.
 */
export function registerResource(app: FastifyInstance, declaration: ResourceDeclaration): void {
  const { resource, noun, schemas, service } = declaration;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = [resource.name];
  const config = { area: declaration.area };
  const collection = resource.path;
  const item = `${resource.path}:id/`;
  const apiBase = `${app.config.publicUrl}/api`;
  // Every read answered with its photo's URL (record-photos.ts); records without photos as they are.
  const answer = service.photoOf ? <T>(record: T) => withPhotoUrl(record, apiBase) : <T>(record: T) => record;

  api.get(
    collection,
    {
      config,
      schema: {
        tags,
        security,
        summary: `List ${resource.name}`,
        querystring: schemas.listQuery,
        response: { 200: pageSchema(schemas.listItem ?? schemas.read), 400: fieldErrorsSchema, ...denied },
      },
    },
    async (request) => {
      const query = request.query as ListQuery;
      const { count, results } = await service.list(request.tenant, query);
      return { count, ...pageLinks(request, query, count), results: results.map(answer) };
    },
  );

  api.post(
    collection,
    {
      config,
      schema: {
        tags,
        security,
        summary: `Add a ${noun}`,
        body: schemas.input,
        response: { 201: schemas.created ?? schemas.read, 400: fieldErrorsSchema, ...denied },
      },
    },
    async (request, reply) =>
      reply.code(201).send(answer(await service.create(request.tenant, withPhoto(request, request.body)))),
  );

  api.get(
    item,
    {
      config,
      schema: {
        tags,
        security,
        summary: `One ${noun}`,
        params: idParamsSchema,
        response: { 200: schemas.read, 404: detailSchema, ...denied },
      },
    },
    async (request) => answer(await service.get(request.tenant, request.params.id)),
  );

  api.put(
    item,
    {
      config,
      schema: {
        tags,
        security,
        summary: `Replace a ${noun} (the whole ${noun} is sent)`,
        params: idParamsSchema,
        body: schemas.input,
        response: { 200: schemas.read, 400: fieldErrorsSchema, 404: detailSchema, ...denied },
      },
    },
    async (request) =>
      answer(await service.update(request.tenant, request.params.id, withPhoto(request, request.body))),
  );

  api.delete(
    item,
    {
      config,
      schema: {
        tags,
        security,
        summary: `Delete a ${noun}; 409 while other records depend on it`,
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted'), 404: detailSchema, 409: detailSchema, ...denied },
      },
    },
    async (request, reply) => {
      await service.remove(request.tenant, request.params.id);
      return reply.code(204).send(null);
    },
  );

  const { photoOf } = service;
  if (!photoOf) return;
  api.get(
    `${item}photo/`,
    {
      config,
      schema: {
        tags,
        security,
        summary: `The ${noun}'s photo (JPEG, PNG or WebP; size=thumb: a 96 px WebP)`,
        params: idParamsSchema,
        querystring: photoQuerySchema,
        // 200 is the image itself (a stream, not serialized), so only the JSON answers are declared.
        response: { 404: detailSchema, ...denied },
      },
    },
    async (request, reply) => {
      const name = await photoOf(request.tenant, request.params.id);
      const file = name && request.tenant.photos.file(request.tenant.tenantId, name, request.query.size);
      // A file lost from the disk is a missing photo, not a failure of the request.
      if (!file || !(await stat(file.path).catch(() => null))) throw new AppError(404, ref('errors.noPhoto'));
      // The address carries the photo's name (?v=), which changes with every upload.
      reply.header('cache-control', 'private, max-age=31536000, immutable');
      return reply.type(file.type).send(createReadStream(file.path) as never);
    },
  );
}

const photoQuerySchema = z.object({
  size: z.enum(['full', 'thumb'], { message: ref('errors.photoSizeInvalid') }).default('full'),
  // The stored name, so a new photo has a new address; the record says which one is current.
  v: text().optional(),
});

/** The body, and the photo file beside it when the form carried one. */
function withPhoto<T>(request: FastifyRequest, body: T): WithPhoto<T> {
  const photo = request.uploads?.photo;
  return photo ? { ...body, photo } : (body as WithPhoto<T>);
}
