import { z } from 'zod';
import { listQuerySchema } from './list';
import { ref } from '../i18n/message-ref';

/** `field` ascending or `-field` descending. */
export type Ordering<F extends string> = F | `-${F}`;

/**
 * The facts of one record type that the server, the console and the tests all need, declared once:
 * its collection path (the item path is made from it) and the fields a list may be ordered by
 * (both directions are made from that one list).
 */
export type Resource<F extends string = string> = {
  /** Plural, lower case, for messages, test names and the OpenAPI tag: "vehicles". */
  name: string;
  /** The collection's path as in the spec, without `/api`, with its trailing slash. */
  path: string;
  /** The read field holding the record's id: `id`, or the spec's own name (`es_grade_level`). */
  idField: string;
  /** Fields the list may be ordered by, each in both directions. */
  orderingFields: readonly F[];
  /** Every accepted `ordering` value, made from `orderingFields`. */
  orderings: readonly Ordering<F>[];
  /** The path of one record. */
  itemPath: (id: string) => string;
};

export function defineResource<const F extends string>(declaration: {
  name: string;
  path: string;
  idField?: string;
  orderingFields: readonly F[];
}): Resource<F> {
  const { path } = declaration;
  if (!path.startsWith('/') || !path.endsWith('/')) throw new Error(`${path}: start and end with "/"`);
  return {
    ...declaration,
    idField: declaration.idField ?? 'id',
    orderings: declaration.orderingFields.flatMap((field) => [field, `-${field}` as const]),
    itemPath: (id) => `${path}${encodeURIComponent(id)}/`,
  };
}

/**
 * The list query of a resource: search, page, page size, its orderings, and its own filters.
 * Server and console parse the same schema (the console from the address bar).
 */
export function resourceListQuerySchema<F extends string, S extends z.ZodRawShape = Record<never, never>>(
  resource: Resource<F>,
  filters?: S,
) {
  return listQuerySchema.extend({
    ordering: z
      .enum(resource.orderings as [Ordering<F>, ...Ordering<F>[]], { message: ref('common.unknownOrdering') })
      .optional(),
    ...(filters ?? ({} as S)),
  });
}
