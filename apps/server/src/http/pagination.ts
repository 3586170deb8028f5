import { and, asc, count, desc, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { FastifyRequest } from 'fastify';
import type { Page } from '@app/shared/common/list';
import type { Db } from '../db/client';
import { rowCounts } from '../db/schema';

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

/** A school's table whose total is kept in row_counts (migration 0002's triggers on it). */
type CountedTable = PgTable & { tenant_id: PgColumn };

/**
 * One page of a school's rows and their total, in one statement: the total of the whole school is read
 * from row_counts (kept by triggers, cheap at any size); a filtered total is counted over the matching
 * rows by the same statement (`count(*) over ()`). Only a page past the end, which has no row to
 * carry the total, asks again.
 */
export async function listPage<C extends Record<string, PgColumn>>(
  ctx: { db: Db; tenantId: string },
  request: FastifyRequest,
  params: PageParams,
  options: {
    table: CountedTable;
    /** The wire shape: each field of a result and its column. */
    columns: C;
    /** Conditions beyond the school; none means the whole school, whose total is kept. */
    filters: (SQL | undefined)[];
    orderBy: SQL[] | PgColumn[];
  },
): Promise<Page<SelectResultFields<C>>> {
  const { db, tenantId } = ctx;
  const { table } = options;
  const filters = options.filters.filter((filter) => filter !== undefined);
  const where = and(eq(table.tenant_id, tenantId), ...filters);
  const keptTotal = sql<number>`(select ${rowCounts.n} from ${rowCounts}
    where ${rowCounts.tenant_id} = ${tenantId} and ${rowCounts.table_name} = ${getTableName(table)})`;
  const offset = (params.page - 1) * params.page_size;
  const rows = await db
    .select({ ...options.columns, [TOTAL]: filters.length ? sql<number>`count(*) over ()` : keptTotal })
    .from(table)
    .where(where)
    .orderBy(...options.orderBy)
    .limit(params.page_size)
    .offset(offset);
  let total = rows.length ? Number(rows[0]![TOTAL]) : 0;
  if (!rows.length && offset > 0) {
    const [row] = await db.select({ value: count() }).from(table).where(where);
    total = Number(row?.value ?? 0);
  }
  const results = rows.map(({ [TOTAL]: _total, ...row }) => row as SelectResultFields<C>);
  return { count: total, ...pageLinks(request, params, total), results };
}

/** The total's column in a page's rows; no table column is called that. */
const TOTAL = '__total';

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
