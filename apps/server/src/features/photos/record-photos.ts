import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Resource } from '@app/shared/common/resource';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import type { TenantTable } from '../../records/tenant-records';
import type { Upload } from './photo-store';

/** A record table with a `photo` column: the stored photo's name, or null. */
type PhotoTable = TenantTable & { photo: PgColumn };

/**
 * The photo's path under the API base in a read, named after the stored file so that a new photo gets
 * a new address; `withPhotoUrl` makes it the URL that is answered.
 */
export function photoPath(table: PhotoTable, resource: Resource) {
  return sql<string | null>`(case when ${table.photo} is null then null
    else ${resource.path} || ${table.id} || '/photo/?v=' || ${table.photo} end)`.as('photo');
}

/**
 * A read with its photo as a URL any client fetches as it is: the school's API base (PUBLIC_URL + /api,
 * as page links start with PUBLIC_URL) and the photo's path. A bare path would be resolved against the
 * console's origin by a client and answer the console's page.
 */
export function withPhotoUrl<T>(record: T, apiBase: string): T {
  const { photo } = record as { photo?: unknown };
  return typeof photo === 'string' ? { ...record, photo: `${apiBase}${photo}` } : record;
}

/** The writes of a record type whose rows carry the stored photo's name. */
type RowWrites<Row extends { photo: string | null }, Read> = {
  create(ctx: TenantContext, row: Row): Promise<Read>;
  update(ctx: TenantContext, id: string, row: Row): Promise<Read>;
  remove(ctx: TenantContext, id: string): Promise<void>;
  byId(ctx: TenantContext, id: string): SQL;
};

/** An input as the routes give it: the fields, the file of a multipart form, and remove_photo. */
type PhotoInput<Row> = Omit<Row, 'photo'> & { photo?: Upload | undefined; remove_photo?: boolean };

/**
 * The photo calls of a record type (DESIGN §7), around its writes: the photo of a form is stored
 * first (checked by content, photo-store.ts) and its name written with the record; a photo whose
 * record was not written (a duplicate number, say) is removed again, and a replaced or removed one
 * once the new row is in. `photoOf` serves the photo route.
 */
export function recordPhotos<Row extends { photo: string | null }, Read>(
  table: PgTable & PhotoTable,
  notFound: string,
  writes: RowWrites<Row, Read>,
) {
  /** The stored photo's name of a record of the caller's school (404 when there is none such). */
  async function photoOf(ctx: TenantContext, id: string): Promise<string | null> {
    const [row] = await ctx.db
      .select({ photo: table.photo })
      .from(table as PgTable)
      .where(writes.byId(ctx, id))
      .limit(1);
    if (!row) throw new AppError(404, notFound);
    return row.photo as string | null;
  }

  async function withStoredPhoto(
    ctx: TenantContext,
    input: PhotoInput<Row>,
    previous: string | null,
    write: (row: Row) => Promise<Read>,
  ): Promise<Read> {
    const { photo, remove_photo, ...fields } = input;
    const stored = photo ? await ctx.photos.save(ctx.tenantId, photo) : null;
    const next = stored ?? (remove_photo ? null : previous);
    let written: Read;
    try {
      written = await write({ ...fields, photo: next } as unknown as Row);
    } catch (error) {
      if (stored) await ctx.photos.remove(ctx.tenantId, stored);
      throw error;
    }
    if (previous && previous !== next) await ctx.photos.remove(ctx.tenantId, previous);
    return written;
  }

  return {
    photoOf,
    create: (ctx: TenantContext, input: PhotoInput<Row>) =>
      withStoredPhoto(ctx, input, null, (row) => writes.create(ctx, row)),
    update: async (ctx: TenantContext, id: string, input: PhotoInput<Row>) =>
      withStoredPhoto(ctx, input, await photoOf(ctx, id), (row) => writes.update(ctx, id, row)),
    remove: async (ctx: TenantContext, id: string) => {
      const photo = await photoOf(ctx, id);
      await writes.remove(ctx, id);
      if (photo) await ctx.photos.remove(ctx.tenantId, photo);
    },
  };
}
