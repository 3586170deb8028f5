import { sql, SQL, type WithSubquery } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  AUDIT_HIDDEN_VALUE,
  type AuditAction,
  type AuditChanges,
  type AuditRecordType,
} from '@app/shared/audit-log/audit-log.schemas';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import type { Db } from '../db/client';
import { auditLog } from '../features/audit-log/audit-log.table';
import { users } from '../features/accounts/users.table';
import type { TenantContext } from '../http/tenant-context';

/**
 * A record type's audit trail, switched on in its `tenantRecords` declaration (ADR 008): every create,
 * update and delete writes one audit_log entry in the same statement as the change.
 */
export type AuditDeclaration = {
  /** The name its entries carry: 'employee', 'student', ... */
  recordType: AuditRecordType;
  /**
   * The record as people know it, as SQL over the type's own table, read from the row written (the
   * new row; the old one on delete): sql`${employees.full_name} || ' (' || ${employees.staff_number} || ')'`;
   * with words in it, an `auditLabel` (a message ref the log words for its reader).
   */
  label: SQL;
  /**
   * Read fields the entries leave out: those another statement writes after the record's own, whose
   * changes the type records in entries of their own (a student's enrolment).
   */
  omit?: readonly string[];
  /**
   * Read fields too private for the trail (a child's home location, DESIGN §8): an entry says that one
   * was set, changed or cleared, with AUDIT_HIDDEN_VALUE in place of every value it had. The values
   * take part in the statement's comparison only; they are never written.
   */
  hidden?: readonly string[];
};

/**
 * A label with words in it ("Amani Otieno and Grace Atieno") as a message ref (ADR 019), built by
 * the write's own statement: the entry keeps the key and the record's names and codes as they were,
 * and the audit log words it in its reader's language (audit-log.routes.ts). `values` are SQL over
 * the type's table, as `label` is.
 */
export function auditLabel(key: MessageKey, values: Record<string, SQL | PgColumn>): SQL {
  // The key and the value names come from code, never from a request: safe as literals.
  const pairs = Object.entries(values).flatMap(([name, value]) => [sql.raw(`'${name}'`), value]);
  return sql`${sql.raw(`'${key} '`)} || json_build_object(${sql.join(pairs, sql`, `)})::text`;
}

/** Who acts: the user, the profile they chose, in which school. */
type Actor = Pick<TenantContext, 'tenantId' | 'userId' | 'profileId'>;

/** An entry written by a feature itself: one per import, with how many records it wrote. */
export type AuditEntryInput = {
  recordType: AuditRecordType;
  /** The record changed; none for an import. */
  recordId?: string | null;
  recordLabel: string;
  action: AuditAction;
  changes?: AuditChanges;
  count?: number | null;
};

/**
 * Writes one audit entry with `tx`: the transaction that makes the change it records, so both are
 * kept or neither (an import calls it once, after its rows, inside its transaction).
 */
export async function recordAudit(tx: Db, ctx: Actor, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    tenant_id: ctx.tenantId,
    user_id: ctx.userId,
    profile_id: ctx.profileId,
    actor_name: actorName(ctx),
    record_type: entry.recordType,
    record_id: entry.recordId ?? null,
    record_label: entry.recordLabel,
    action: entry.action,
    changes: entry.changes ?? {},
    count: entry.count ?? null,
  });
}

/** The actor's name as the account has it now; the entry keeps it as text. */
function actorName(ctx: Actor): SQL<string> {
  return sql<string>`coalesce((select ${users.first_name} || ' ' || ${users.last_name} from ${users}
    where ${users.id} = ${ctx.userId}), '')`;
}

type ReadColumns = Record<string, PgColumn | SQL.Aliased>;
type Cte = WithSubquery & Record<string, unknown>;

// The statement's CTEs and the helper columns a write returns besides the read shape.
const WRITTEN = 'audit_written';
const OLD_ROW = 'audit_old';
const ID = '__audit_id';
const NEW = '__audit_new';
const OLD = '__audit_old';
const OLD_ID = '__audit_old_id';
const LABEL = '__audit_label';
const written = (column: string) => sql`${sql.identifier(WRITTEN)}.${sql.identifier(column)}`;

/**
 * The three writes of an audited record type, each one statement: the write as a data-modifying CTE
 * returning the read shape, the row's snapshot (its read fields as jsonb) and its label; an INSERT into
 * audit_log from that CTE; and the read shape selected from it. One round trip, and atomic: a write
 * refused by a constraint leaves no entry, and no entry is lost from a write that is kept.
 */
export function auditedWrites(
  table: PgTable & { id: PgColumn },
  columns: ReadColumns,
  audit: AuditDeclaration,
  /** What the write returns, when it differs from the snapshot's fields (tenant-records' fields built in node). */
  readColumns: ReadColumns = columns,
) {
  const snapshot = readSnapshot(table, columns, audit.omit ?? []);
  const hidden = audit.hidden ?? [];
  // Each read field aliased to its own name (two fields may read one column), decoded as a read is.
  const readShape = Object.fromEntries(
    Object.entries(readColumns).map(([field, column]) => [
      field,
      column instanceof SQL.Aliased ? column.sql.as(field) : sql`${column}`.mapWith(column).as(field),
    ]),
  );
  const returning = (extra: Record<string, SQL>) =>
    ({
      ...readShape,
      [ID]: sql`${table.id}`.as(ID),
      [LABEL]: sql`${audit.label}`.as(LABEL),
      ...Object.fromEntries(Object.entries(extra).map(([name, value]) => [name, value.as(name)])),
    }) as never;

  /** The statement: the CTEs, the entry written from the write's CTE, and the read shape of the rows written. */
  const run = (db: Db, ctes: Cte[], write: Cte, entry: SQL): Promise<Record<string, unknown>[]> => {
    const entryCte = db.$with('audit_entry', {}).as(entry);
    const fields = Object.fromEntries(Object.keys(readColumns).map((field) => [field, write[field]]));
    return db
      .with(...ctes, write, entryCte)
      .select(fields as never)
      .from(write as never) as unknown as Promise<Record<string, unknown>[]>;
  };

  const entry = (ctx: TenantContext, action: AuditAction, changes: SQL, onlyIf?: SQL): SQL =>
    sql`insert into ${auditLog} (${sql.join(
      ENTRY_COLUMNS.map((column) => sql.identifier(column)),
      sql`, `,
    )}) select ${ctx.tenantId}, ${ctx.userId}, ${ctx.profileId}, ${actorName(ctx)}, ${audit.recordType},
      ${written(ID)}, ${written(LABEL)}, ${action}, ${changes}
      from ${sql.identifier(WRITTEN)}${onlyIf ? sql` where ${onlyIf}` : sql``}`;

  return {
    /** One row, or several in one statement (an entry each). */
    insert(ctx: TenantContext, values: Record<string, unknown> | Record<string, unknown>[]) {
      const write = ctx.db.$with(WRITTEN).as(
        ctx.db
          .insert(table)
          .values(values as never)
          .returning(returning({ [NEW]: snapshot })),
      );
      return run(ctx.db, [], write as Cte, entry(ctx, 'create', valuesOnly('new', written(NEW), hidden)));
    },

    /**
     * The old row is read by the same statement and locked (FOR UPDATE) before the update: a change
     * made meanwhile by another request is waited for and seen. An update that changes no read field
     * writes no entry. Each row is joined to its own old row by id, so `where` may meet several.
     */
    update(ctx: TenantContext, where: SQL, set: Record<string, unknown>) {
      const old = ctx.db.$with(OLD_ROW).as(
        ctx.db
          .select({ [OLD]: snapshot.as(OLD), [OLD_ID]: sql`${table.id}`.as(OLD_ID) })
          .from(table)
          .where(where)
          .for('update'),
      );
      const oldSnapshot = sql`${sql.identifier(OLD_ROW)}.${sql.identifier(OLD)}`;
      const oldId = sql`${sql.identifier(OLD_ROW)}.${sql.identifier(OLD_ID)}`;
      const write = ctx.db.$with(WRITTEN).as(
        ctx.db
          .update(table)
          .set(set as never)
          .from(old)
          .where(sql`${where} and ${table.id} = ${oldId}`)
          .returning(returning({ [NEW]: snapshot, [OLD]: oldSnapshot })),
      );
      const changes = differences(written(OLD), written(NEW), hidden);
      const changed = sql`${written(NEW)} is distinct from ${written(OLD)}`;
      return run(ctx.db, [old as unknown as Cte], write as Cte, entry(ctx, 'update', changes, changed));
    },

    remove(ctx: TenantContext, where: SQL) {
      const write = ctx.db.$with(WRITTEN).as(
        ctx.db
          .delete(table)
          .where(where)
          .returning(returning({ [OLD]: snapshot })),
      );
      return run(ctx.db, [], write as Cte, entry(ctx, 'delete', valuesOnly('old', written(OLD), hidden)));
    },
  };
}

const ENTRY_COLUMNS = [
  'tenant_id',
  'user_id',
  'profile_id',
  'actor_name',
  'record_type',
  'record_id',
  'record_label',
  'action',
  'changes',
] as const;

/** The read fields but the id (the entry names the record), as one jsonb object, from the row in scope. */
function readSnapshot(table: { id: PgColumn }, columns: ReadColumns, omit: readonly string[]): SQL {
  const pairs = Object.entries(columns)
    .filter(([field, column]) => column !== table.id && !omit.includes(field))
    .map(([field, column]) => sql`${field}::text, ${column instanceof SQL.Aliased ? column.sql : column}`);
  // jsonb_build_object takes at most 100 arguments: 50 fields per call, joined.
  const parts: SQL[] = [];
  for (let i = 0; i < pairs.length; i += 50) {
    parts.push(sql`jsonb_build_object(${sql.join(pairs.slice(i, i + 50), sql`, `)})`);
  }
  return parts.length ? sql.join(parts, sql` || `) : sql`'{}'::jsonb`;
}

/** A nested value (a referenced record's details) as its JSON text: every value of an entry is a scalar. */
const flat = (value: SQL) =>
  sql`(case when jsonb_typeof(${value}) in ('object', 'array') then to_jsonb(${value} #>> '{}') else ${value} end)`;

/**
 * A value as the entry keeps it: flat, and for a hidden field the marker in place of any value it has
 * (a null stays null, so that setting and clearing one read as such).
 */
function kept(key: SQL, value: SQL, hidden: readonly string[]): SQL {
  if (hidden.length === 0) return flat(value);
  // The field names come from the declaration, never from a request.
  const names = sql.join(
    hidden.map((name) => sql`${name}::text`),
    sql`, `,
  );
  return sql`(case when ${key} in (${names}) and ${value} <> 'null'::jsonb then to_jsonb(${AUDIT_HIDDEN_VALUE}::text)
    else ${flat(value)} end)`;
}

/** {field: {new: value}} (or old) of every field that has a value: on create and on delete. */
function valuesOnly(side: 'new' | 'old', snapshot: SQL, hidden: readonly string[]): SQL {
  return sql`(select coalesce(jsonb_object_agg(f.key, jsonb_build_object(${side}::text, ${kept(sql`f.key`, sql`f.value`, hidden)})), '{}'::jsonb)
    from jsonb_each(${snapshot}) as f where f.value not in ('null'::jsonb, '""'::jsonb))`;
}

/** {field: {old, new}} of the fields whose value changed. */
function differences(old: SQL, next: SQL, hidden: readonly string[]): SQL {
  return sql`(select coalesce(jsonb_object_agg(n.key, jsonb_build_object('old', ${kept(sql`n.key`, sql`o.value`, hidden)}, 'new', ${kept(sql`n.key`, sql`n.value`, hidden)})), '{}'::jsonb)
    from jsonb_each(${next}) as n join jsonb_each(${old}) as o on o.key = n.key
    where n.value is distinct from o.value)`;
}
