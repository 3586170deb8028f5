import { asc, count, eq, max, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  MAX_ROAD_TIME_PAIRS,
  ROAD_TIME_PLACE_COLUMNS,
  ROAD_TIMES_MESSAGES as m,
  SCHOOL_PLACE,
  type RoadTimesSummary,
} from '@app/shared/route-plans/road-times.schemas';
import type { Db } from '../../db/client';
import { writtenRows } from '../../db/query-rows';
import { csvFile } from '../../http/csv-file';
import type { TenantContext } from '../../http/tenant-context';
import { recordAudit } from '../../records/record-audit';
import { busStops } from '../bus-stops/bus-stops.table';
import { readSpreadsheet, type ImportFileRules } from '../student-import/spreadsheet';
import { tenants } from '../tenants/tenants.table';
import { checkRoadTimeRows, type RoadTimeColumns } from './road-time-rows';
import { roadTimes } from './road-times.table';

const FILES: ImportFileRules = {
  xlsx: false,
  fileType: m.fileType,
  notCsv: m.notCsv,
  empty: m.empty,
  rows: { max: MAX_ROAD_TIME_PAIRS, tooMany: m.tooManyRows },
};

/** Pairs one INSERT writes: a few statements for the largest matrix, each a few MB of parameters. */
const PAIRS_PER_INSERT = 50_000;

/** An upload and a removal of one school's matrix take turns: two at once would mix their pairs. */
const takeTurn = (db: Db, tenantId: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`road-times:${tenantId}`}))`);

/** How many pairs the school's matrix holds, among how many places, and when it was uploaded. */
export async function roadTimesSummary(ctx: TenantContext): Promise<RoadTimesSummary> {
  const own = sql`${roadTimes.tenant_id} = ${ctx.tenantId}`;
  const [row] = await ctx.db
    .select({
      pairs: count(),
      places: sql<number>`(select count(*) from (select ${roadTimes.from_place} from ${roadTimes} where ${own}
        union select ${roadTimes.to_place} from ${roadTimes} where ${own}) as places)`.mapWith(Number),
      uploaded_at: max(roadTimes.uploaded_at),
    })
    .from(roadTimes)
    .where(eq(roadTimes.tenant_id, ctx.tenantId));
  return { pairs: row!.pairs, places: row!.places, uploaded_at: row!.uploaded_at?.toISOString() ?? null };
}

/**
 * Replaces the school's matrix with an uploaded CSV (issue 24 §2), whole or not at all: every row is
 * checked against the school's bus stops (read in one query) before anything is written; then, in
 * one transaction, the old pairs go, the new ones go in a few set-based statements, and one audit
 * entry counts them (ADR 008: counts, not the data).
 */
export async function replaceRoadTimes(
  ctx: TenantContext,
  request: { fileName: string; file: Buffer },
): Promise<RoadTimesSummary> {
  const sheet = await readSpreadsheet(request.file, request.fileName, FILES);
  const stops = await ctx.db
    .select({ id: busStops.id })
    .from(busStops)
    .where(eq(busStops.tenant_id, ctx.tenantId));
  const rows = checkRoadTimeRows(
    sheet,
    stops.map((stop) => stop.id),
  );
  await ctx.db.transaction(async (db) => {
    await takeTurn(db, ctx.tenantId);
    await db.delete(roadTimes).where(eq(roadTimes.tenant_id, ctx.tenantId));
    for (let start = 0; start < rows.seconds.length; start += PAIRS_PER_INSERT) {
      await insertPairs(db, ctx.tenantId, rows, start, start + PAIRS_PER_INSERT);
    }
    await recordAudit(db, ctx, {
      recordType: 'road-times',
      recordLabel: request.fileName,
      action: 'import',
      count: rows.seconds.length,
    });
  });
  return roadTimesSummary(ctx);
}

/**
 * Rows `start` to `end` in one statement: each column as one text parameter split by PostgreSQL
 * (places are 'school' or ids, never with a comma), unnested side by side.
 */
function insertPairs(db: Db, tenantId: string, rows: RoadTimeColumns, start: number, end: number) {
  const column = (values: readonly (string | number)[]) => values.slice(start, end).join(',');
  return db.execute(sql`
    insert into ${roadTimes} (tenant_id, from_place, to_place, seconds)
    select ${tenantId}::uuid, pair.from_place, pair.to_place, pair.seconds
      from unnest(string_to_array(${column(rows.from)}, ','), string_to_array(${column(rows.to)}, ','),
                  string_to_array(${column(rows.seconds)}, ',')::int[]) as pair(from_place, to_place, seconds)`);
}

/** Removes the school's matrix (plans go back to distance and detour); audited when there was one. */
export async function removeRoadTimes(ctx: TenantContext): Promise<void> {
  await ctx.db.transaction(async (db) => {
    await takeTurn(db, ctx.tenantId);
    const removed = await writtenRows(
      db,
      sql`delete from ${roadTimes} where ${roadTimes.tenant_id} = ${ctx.tenantId}`,
    );
    if (removed === 0) return;
    await recordAudit(db, ctx, {
      recordType: 'road-times',
      recordLabel: m.auditRemoved,
      action: 'delete',
      count: removed,
    });
  });
}

/**
 * The school's places as CSV, what a matrix is computed for (ROAD_TIME_PLACE_COLUMNS): the school
 * first (its location empty until set), then every bus stop by title. Degrees as numbers: a negative
 * one is written as it is, not guarded as a formula. No byte order mark: scripts read it.
 */
export async function roadTimePlacesCsv(ctx: TenantContext): Promise<Buffer> {
  const degrees = (column: PgColumn) => sql<number | null>`${column}::float8`;
  const [school] = await ctx.db
    .select({
      name: tenants.name,
      latitude: degrees(tenants.school_latitude),
      longitude: degrees(tenants.school_longitude),
    })
    .from(tenants)
    .where(eq(tenants.id, ctx.tenantId));
  const stops = await ctx.db
    .select({
      id: busStops.id,
      title: busStops.title,
      latitude: degrees(busStops.latitude),
      longitude: degrees(busStops.longitude),
    })
    .from(busStops)
    .where(eq(busStops.tenant_id, ctx.tenantId))
    .orderBy(asc(busStops.title), asc(busStops.id));
  return csvFile([
    [...ROAD_TIME_PLACE_COLUMNS],
    [SCHOOL_PLACE, school!.name, school!.latitude, school!.longitude],
    ...stops.map((stop) => [stop.id, stop.title, stop.latitude, stop.longitude]),
  ]);
}
