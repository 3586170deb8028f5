import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Page } from '@app/shared/common/list';
import type { Db } from '../db/client';

export type PageParams = { page: number; page_size: number };

/**
 * next/previous as absolute URLs of the same query with another page, DRF style. They start with
 * PUBLIC_URL, never the request's Host header, which any client (or a cache in between) can set.
 */
export function pageLinks(request: FastifyRequest, params: PageParams, total: number) {
  // Concatenated, not resolved: PUBLIC_URL may carry a path, and request.url always starts with "/".
  const url = new URL(`${request.server.config.publicUrl}${request.url}`);
  const linkTo = (target: number) => {
    const copy = new URL(url);
    copy.searchParams.set('page', String(target));
    return copy.toString();
  };
  const lastPage = Math.max(1, Math.ceil(total / params.page_size));
  return {
    next: params.page < lastPage ? linkTo(params.page + 1) : null,
    previous: params.page > 1 ? linkTo(Math.min(params.page - 1, lastPage)) : null,
  };
}

/** Runs the count and the page of one filtered list of a table. */
export async function listPage<T>(
  db: Db,
  request: FastifyRequest,
  params: PageParams,
  options: { table: PgTable; where: SQL | undefined; fetch: (limit: number, offset: number) => Promise<T[]> },
): Promise<Page<T>> {
  const [totalRow] = await db.select({ value: count() }).from(options.table).where(options.where);
  const total = Number(totalRow?.value ?? 0);
  const results = await options.fetch(params.page_size, (params.page - 1) * params.page_size);
  return { count: total, ...pageLinks(request, params, total), results };
}

/** `ordering=name` / `ordering=-name` against an allow-list of columns, then the id for a stable order. */
export function orderBy(
  ordering: string | undefined,
  columns: Record<string, PgColumn>,
  fallback: PgColumn[],
) {
  if (!ordering) return fallback.map((column) => asc(column));
  const descending = ordering.startsWith('-');
  const column = columns[descending ? ordering.slice(1) : ordering];
  if (!column) return fallback.map((c) => asc(c));
  return [descending ? desc(column) : asc(column), ...fallback.map((c) => asc(c))];
}
