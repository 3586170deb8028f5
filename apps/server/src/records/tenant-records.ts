import { and, asc, desc, eq, getTableName, sql, SQL, type Placeholder } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { AuditRecordType } from '@app/shared/audit-log/audit-log.schemas';
import type { ListQuery } from '@app/shared/common/list';
import { runBuilt, runPrepared } from '../db/prepared-statements';
import { hasSearchIndex } from '../db/search-index';
import { rowCounts } from '../db/schema';
import { AppError } from '../http/errors';
import { recordId } from '../http/ids';
import { containsPattern } from '../http/search';
import type { TenantContext } from '../http/tenant-context';
import {
  dependentsConflict,
  registerRecordTable,
  translateConstraintError,
  type ConstraintAnswers,
} from './constraint-answers';
import { isLookup, joinedOrder, searchCondition } from './lookups';
import { auditedWrites, type AuditDeclaration } from './record-audit';

/** A school's table: composite key (tenant_id, id), as every tenant table (ADR 002). */
export type TenantTable = PgTable & { tenant_id: PgColumn; id: PgColumn };

/** What a list service answers; page links are the route layer's business. */
export type ListResult<R> = { count: number; results: R[] };

/** The five calls of a record type; a feature with rules of its own wraps the ones they touch. */
export type RecordService<Read, Input, Query> = {
  list(ctx: TenantContext, query: Query): Promise<ListResult<Read>>;
  get(ctx: TenantContext, id: string): Promise<Read>;
  create(ctx: TenantContext, input: Input): Promise<Read>;
  update(ctx: TenantContext, id: string, input: Input): Promise<Read>;
  remove(ctx: TenantContext, id: string): Promise<void>;
  /** The read fields `?search=` looks in (the generic tests search by them). */
  searchFields: readonly string[];
  /** The audit log's name for the type when its changes are audited (the generic tests check its entries). */
  auditRecordType?: AuditRecordType | undefined;
  /** Read fields its entries leave out (AuditDeclaration.omit). */
  auditOmitted?: readonly string[];
  /** Read fields its entries name without their values (AuditDeclaration.hidden). */
  auditHidden?: readonly string[];
};

type Query<F extends string> = ListQuery & { ordering?: F | `-${F}` | undefined };

export type TenantRecordsDeclaration<
  T extends TenantTable,
  C extends Record<string, PgColumn | SQL.Aliased>,
  Input,
  F extends string,
  Q,
> = ConstraintAnswers & {
  table: T;
  /** The read shape: each field and the column (or expression) it comes from. */
  columns: C;
  /** "Vehicle not found." */
  notFound: string;
  /** Columns `?search=` looks in (contains, case-insensitive; trigram-indexed with tenant_id first). */
  search: (PgColumn | SQL)[];
  /** The column of each ordering field (the resource's orderingFields). */
  orderings: Record<F, PgColumn | SQL>;
  /** The order without `?ordering=`, and the tie-break after one; the id is added last. */
  defaultOrder: (PgColumn | SQL)[];
  /**
   * Read fields that node builds from a stored column instead of PostgreSQL (BuiltInNode); `columns`
   * keeps their SQL for the audit trail's snapshots, which are written in the write's own statement.
   */
  builtInNode?: Partial<Record<keyof C & string, BuiltInNode>>;
  /**
   * Read fields that only a record's own read (and a write's answer) carries, never a list: what the
   * office opens one record to see and no list needs (a child's home location, DESIGN §8).
   */
  listOmit?: readonly (keyof C & string)[];
  /** Conditions of the type's own filters (`?is_active=`), beyond search; Q is their query part. */
  filters?: (query: Q) => (SQL | undefined)[];
  /** The row written for an input, without tenant_id (default: the input as is). */
  toRow?: (input: Input) => Record<string, unknown>;
  /**
   * Switches the audit trail on (ADR 008): each create, update and delete writes one audit_log entry
   * in its own statement, with the read fields that changed.
   */
  audit?: AuditDeclaration;
};

/**
 * Tenant scope in one place: list, get, create, update and delete of one school's records, with
 * tenant_id added here so that no feature can forget it, constraint violations turned into the
 * standard answers (constraint-answers.ts), and lists in one statement (total kept in row_counts
 * when unfiltered, counted by the same statement when searched or filtered).
 */
export function tenantRecords<
  T extends TenantTable,
  C extends Record<string, PgColumn | SQL.Aliased>,
  Input,
  F extends string,
  Q = object,
>(declaration: TenantRecordsDeclaration<T, C, Input, F, Q>) {
  type Read = SelectResultFields<C>;
  const { table, notFound } = declaration;
  const built = Object.entries(declaration.builtInNode ?? {}) as [string, BuiltInNode][];
  // What a read selects: each field built in node as the stored column it is built from.
  const columns = nested({
    ...declaration.columns,
    ...Object.fromEntries(built.map(([field, { from }]) => [field, from])),
  });
  const auditedColumns = nested(declaration.columns);
  const listOmit: readonly string[] = declaration.listOmit ?? [];
  /** What a list selects: the read columns but those only a record's own read has. */
  const listColumns = Object.fromEntries(
    Object.entries(columns).filter(([field]) => !listOmit.includes(field)),
  ) as typeof columns;
  /** A row as read, its fields built in node done. */
  const finished = <R>(row: R): R => {
    for (const [field, { build }] of built)
      (row as Record<string, unknown>)[field] = build((row as never)[field]);
    return row;
  };
  const tableName = getTableName(table);
  registerRecordTable(table);
  const toRow = declaration.toRow ?? ((input: Input) => input as Record<string, unknown>);
  const hasUpdatedAt = 'updated_at' in table;
  const audited = declaration.audit && auditedWrites(table, auditedColumns, declaration.audit, columns);
  const failed = (error: unknown): never => {
    throw translateConstraintError(error, table, declaration);
  };

  const byId = (ctx: TenantContext, id: string): SQL =>
    and(eq(table.tenant_id, ctx.tenantId), eq(table.id, recordId(id, notFound)))!;

  /**
   * The order of a list: the ordering asked for, then the default order, then the id; lookups joined.
   * `by` puts the order on any list of its values (the columns themselves, or a page's copies).
   */
  const orderBy = (ordering: string | undefined) => {
    const descending = ordering?.startsWith('-') ?? false;
    const asked = ordering ? [declaration.orderings[(descending ? ordering.slice(1) : ordering) as F]] : [];
    const { joins, columns, fromJoins } = joinedOrder(table, [
      ...asked,
      ...declaration.defaultOrder,
      table.id,
    ]);
    const by = (values: (PgColumn | SQL | SQL.Aliased)[]) =>
      values.map((value, i) => (i === 0 && descending ? desc(value) : asc(value)));
    return { joins, columns, by, read: fromJoins(declaration.columns) };
  };

  type Order = ReturnType<typeof orderBy>;
  // An order is the same Drizzle objects whatever the call: made once per ordering.
  const orders = new Map<string, Order>();
  const orderOf = (ordering: string | undefined): Order => {
    const key = ordering ?? '';
    let order = orders.get(key);
    if (!order) orders.set(key, (order = orderBy(ordering)));
    return order;
  };
  // Names this type's statements among every type's (runBuilt's keys).
  const statementKey = `${tableName}#${++declared}`;

  // A search that an index can answer (a search index, or another record's through a lookup) finds
  // its matches first (searchedPage); one that tests every row anyway, as a small list's titles, is
  // one statement with its page, which costs it less.
  const matchesFirst = declaration.search.some(
    (column) => isLookup(column) || (!(column instanceof SQL) && hasSearchIndex(table, column)),
  );

  /** The list statement's FROM with the order's lookups joined. */
  const joined = (statement: PgSelect, joins: Order['joins']) => {
    for (const join of joins)
      statement = join.inner
        ? statement.innerJoin(join.table, join.on)
        : statement.leftJoin(join.table, join.on);
    return statement;
  };

  /**
   * A page of the school's rows in order, with the total: kept in row_counts when unfiltered, counted
   * by the same statement when filtered. The lookups whose key the order joins are read off that join
   * (joinedOrder's fromJoins). The first page is prepared (db/prepared-statements.ts), its size
   * written into the text: PostgreSQL keeps a plan made for any values only when it costs no more
   * than one made for these, and it costs a limit it cannot see as a tenth of the school's rows, so
   * every call was planned again (1.2 ms of the riders' 4.4). Later pages, with their offsets, are
   * planned at each call. A search without an index to answer it (a small list's titles) comes here
   * too: it tests every row whatever the plan.
   */
  const page = (
    ctx: TenantContext,
    filters: SQL[],
    ordering: string | undefined,
    size: number,
    offset: number,
  ) => {
    const order = orderOf(ordering);
    const statement = (school: string | Placeholder) => {
      const keptTotal = sql<number>`(select ${rowCounts.n} from ${rowCounts}
        where ${rowCounts.tenant_id} = ${school} and ${rowCounts.table_name} = ${tableName})`;
      return joined(
        ctx.db
          .select({
            ...listColumns,
            ...order.read,
            [TOTAL]: filters.length ? sql<number>`count(*) over ()` : keptTotal,
          })
          .from(table as PgTable)
          .$dynamic() as unknown as PgSelect,
        order.joins,
      )
        .where(and(eq(table.tenant_id, school), ...filters))
        .orderBy(...order.by(order.columns))
        .limit(offset === 0 ? inlined(size) : size)
        .offset(offset);
    };
    if (offset > 0) return statement(ctx.tenantId);
    if (filters.length) return runPrepared(statement(ctx.tenantId));
    // A list as it opens: the same text for every school (db/prepared-statements.ts runBuilt).
    return runBuilt(
      ctx.db,
      `${statementKey}:${ordering ?? ''}:${size}`,
      () => statement(sql.placeholder('school')),
      { school: ctx.tenantId },
    );
  };

  /**
   * A page of a search: the rows that match first, then their order. In one statement with the
   * page, PostgreSQL walked the order's index through the whole school testing each row, because a
   * limit of 50 looked like an early stop, while counting the matches reads them all (at 50,000
   * students the 1% search read 49,500 rows: 38 ms, against 3 ms through the trigram indexes). Here
   * the matches (their ids and order values) are found by themselves, counted, sorted, and only the
   * page's rows are read in full. Planned at each call: a plan made for any pattern cannot see that
   * the trigram indexes find a rare one.
   */
  const searchedPage = (
    ctx: TenantContext,
    where: SQL | undefined,
    order: Order,
    size: number,
    offset: number,
  ) => {
    const values = orderValues(order.columns);
    const matches = ctx.db.$with('matches').as(
      joined(
        ctx.db
          .select({ id: table.id, ...values })
          .from(table as PgTable)
          .$dynamic() as unknown as PgSelect,
        order.joins,
      ).where(where),
    );
    const ranked = (cte: Record<string, unknown>) => order.columns.map((_, i) => cte[`o${i}`] as SQL.Aliased);
    const onPage = ctx.db.$with('on_page').as(
      ctx.db
        .select()
        .from(matches)
        .orderBy(...order.by(ranked(matches)))
        .limit(size)
        .offset(offset),
    );
    return ctx.db
      .with(matches, onPage)
      .select({ ...listColumns, [TOTAL]: sql<number>`(select count(*) from ${matches})` })
      .from(table as PgTable)
      .innerJoin(onPage, and(eq(table.tenant_id, ctx.tenantId), eq(table.id, onPage.id)))
      .orderBy(...order.by(ranked(onPage)));
  };

  const service = {
    /** The school's rows matching the query, one page of them, and how many match in all. */
    async list(ctx: TenantContext, query: Query<F> & Q): Promise<ListResult<Read>> {
      const filters = (declaration.filters?.(query) ?? []).filter((filter) => filter !== undefined);
      if (query.search)
        filters.push(searchCondition(table, ctx.tenantId, declaration.search, containsPattern(query.search)));
      const where = and(eq(table.tenant_id, ctx.tenantId), ...filters);
      const offset = (query.page - 1) * query.page_size;
      const rows = (await (query.search && matchesFirst
        ? searchedPage(ctx, where, orderOf(query.ordering), query.page_size, offset)
        : page(ctx, filters, query.ordering, query.page_size, offset))) as (Read & {
        [TOTAL]: number | string | null;
      })[];
      let count = rows.length ? Number(rows[0]![TOTAL] ?? 0) : 0;
      // Only a page past the end has no row to carry the total.
      if (!rows.length && offset > 0) count = await ctx.db.$count(table, where);
      const results = rows.map(({ [TOTAL]: _total, ...row }) => finished(row as unknown as Read));
      return { count, results };
    },

    async get(ctx: TenantContext, id: string): Promise<Read> {
      const [row] = (await ctx.db
        .select(columns)
        .from(table as PgTable)
        .where(byId(ctx, id))
        .limit(1)) as unknown as Read[];
      if (!row) throw new AppError(404, notFound);
      return finished(row);
    },

    async create(ctx: TenantContext, input: Input): Promise<Read> {
      const values = { ...toRow(input), tenant_id: ctx.tenantId };
      const [row] = (await (
        audited
          ? audited.insert(ctx, values)
          : ctx.db
              .insert(table)
              .values(values as never)
              .returning(columns as never)
      ).catch(failed)) as unknown as Read[];
      return finished(row!);
    },

    async update(ctx: TenantContext, id: string, input: Input): Promise<Read> {
      const where = byId(ctx, id);
      const set = { ...toRow(input), ...(hasUpdatedAt ? { updated_at: new Date() } : {}) };
      const [row] = (await (
        audited
          ? audited.update(ctx, where, set)
          : ctx.db
              .update(table)
              .set(set as never)
              .where(where)
              .returning(columns as never)
      ).catch(failed)) as unknown as Read[];
      if (!row) throw new AppError(404, notFound);
      return finished(row);
    },

    /** A record that others point at is kept: its foreign keys refuse, and the answer is a 409 naming them. */
    async remove(ctx: TenantContext, id: string): Promise<void> {
      const where = byId(ctx, id);
      // In a transaction of its own (a savepoint inside a caller's, as a route's delete that first
      // removes its riders): a refused delete is rolled back to here, so the 409's count of the
      // dependents can still run, and the caller's own transaction then rolls back whole.
      const deleted = await inTransaction(ctx, (tx) =>
        audited ? audited.remove(tx, where) : tx.db.delete(table).where(where).returning({ id: table.id }),
      ).catch(async (error: unknown) => {
        throw await dependentsConflict(ctx, error, table, id);
      });
      if (deleted.length === 0) throw new AppError(404, notFound);
    },

    /**
     * Deletes this school's rows that meet `condition` (a parent's records going with it), audited
     * one entry per row when the type is, in one statement; answers how many went.
     */
    async removeWhere(ctx: TenantContext, condition: SQL): Promise<number> {
      const where = and(eq(table.tenant_id, ctx.tenantId), condition)!;
      const deleted = await (audited
        ? audited.remove(ctx, where)
        : ctx.db.delete(table).where(where).returning({ id: table.id }));
      return deleted.length;
    },

    searchFields: Object.keys(columns).filter((field) => {
      const column = declaration.columns[field]!;
      return declaration.search.includes(column instanceof SQL.Aliased ? column.sql : column);
    }),

    /** The audited statements (record-audit.ts), for a feature's set-based writes of the type's rows. */
    auditedWrites: audited,

    auditRecordType: declaration.audit?.recordType,
    auditOmitted: declaration.audit?.omit ?? [],
    auditHidden: declaration.audit?.hidden ?? [],

    /** The condition for one record of the caller's school (for a feature's own queries). */
    byId,
  };

  return service satisfies RecordService<Read, Input, Query<F> & Q>;
}

/**
 * The read columns, each expression nested one level down. In a statement on one table (a list, a
 * read, a write's RETURNING) Drizzle writes the columns at the top of an expression without their
 * table's name, so in `(select title from grade_levels where grade_levels.tenant_id = tenant_id ...)`
 * the record's own `tenant_id` would be read as the subquery's; nested, every column keeps its table.
 */
function nested<C extends Record<string, PgColumn | SQL.Aliased>>(columns: C): C {
  const entries = Object.entries(columns).map(([field, column]) => [
    field,
    column instanceof SQL.Aliased ? sql`${column.sql}`.as(column.fieldAlias) : column,
  ]);
  return Object.fromEntries(entries) as C;
}

/**
 * A read field that node builds from one stored column: a value PostgreSQL would work out for every
 * row of a page in a subquery of its own (a schedule's seven days from its weekday bits cost 1 ms of
 * the riders' 2.8 a page) and node builds in microseconds. The field's SQL in `columns` must give the
 * same value (a test checks it): the audit trail's snapshots are made with it.
 */
export type BuiltInNode = { from: PgColumn; build: (stored: never) => unknown };

/** A field built in node from `from`'s stored value. */
export const builtInNode = <T extends PgColumn>(
  from: T,
  build: (stored: T['_']['notNull'] extends true ? T['_']['data'] : T['_']['data'] | null) => unknown,
): BuiltInNode => ({ from, build: build as (stored: never) => unknown });

/** The order's values as columns o0, o1, ...: a later step of the statement sorts by them. */
const orderValues = (order: (PgColumn | SQL)[]) =>
  Object.fromEntries(order.map((column, i) => [`o${i}`, sql`${column}`.as(`o${i}`)]));

/** A whole number written into a statement's text rather than sent as a value (a page size). */
const inlined = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

/** Record types declared so far (each one's statements are keyed apart). */
let declared = 0;

/** The total's column in a page's rows; no table column is called that. */
const TOTAL = '__total';

/**
 * Runs `work` in one transaction, with a context whose queries are the transaction's. Any context
 * with a `db`: the demo seed runs services inside its own transaction with just the school's id.
 */
export function inTransaction<C extends Pick<TenantContext, 'db'>, T>(
  ctx: C,
  work: (tx: C) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction((db) => work({ ...ctx, db }));
}
