import { and, asc, eq, gte, lte, sql, SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ROLE_IDS } from '@app/shared/accounts/roles';
import type { ListQuery } from '@app/shared/common/list';
import {
  canDecideStep,
  FIELD_TRIP_OFFICE_ROLE_IDS,
  type FieldTripStatus,
} from '@app/shared/field-trips/field-trip-codes';
import {
  FIELD_TRIP_MESSAGES as m,
  type FieldTrip,
  type FieldTripCalendar,
  type FieldTripDetail,
} from '@app/shared/field-trips/field-trip.schemas';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { isoMoment } from '../../records/moments';
import { tenantRecords, type ListResult } from '../../records/tenant-records';
import { employees } from '../employees/employees.table';
import { tenants } from '../tenants/tenants.table';
import { vehicles } from '../vehicles/vehicles.table';
import {
  fieldTripApprovals as approvals,
  fieldTripAssignments as assignments,
  fieldTrips as trips,
} from './field-trips.table';

type Approval = FieldTripDetail['approvals'][number];
type Assignment = FieldTripDetail['assignments'][number];

const ofTrip = (table: { tenant_id: PgColumn; field_trip_id: PgColumn }) =>
  sql`${table.tenant_id} = ${trips.tenant_id} and ${table.field_trip_id} = ${trips.id}`;
/** The step whose turn it is (the first pending one) while the trip is requested; null otherwise. */
const currentStep = (value: SQLWrapper) =>
  sql`(case when ${trips.status} = 'requested' then (select ${value} from ${approvals}
    where ${ofTrip(approvals)} and ${approvals.status} = 'pending'
    order by ${approvals.position} limit 1) end)`;
const decimal = (column: PgColumn) => sql<number | null>`${column}::float8`;

/**
 * Nothing has happened to the request yet: no step decided and nothing assigned, and it is still
 * live (requested, or approved at once by a school without steps). Its requester or the office may
 * then change it (can_edit).
 */
export const untouched = sql<boolean>`(${trips.status} in ('requested', 'approved')
  and not exists (select 1 from ${approvals} where ${ofTrip(approvals)} and ${approvals.status} <> 'pending')
  and not exists (select 1 from ${assignments} where ${ofTrip(assignments)}))`;

/**
 * The read of a field trip. `requested_by` and `untouched` are the caller's business (can_edit,
 * who sees it) and never leave the server.
 */
const columns = {
  id: trips.id,
  title: trips.title,
  destination: trips.destination,
  trip_date: trips.trip_date,
  departs_at: trips.departs_at,
  returns_at: trips.returns_at,
  passengers: trips.passengers,
  vehicles_needed: trips.vehicles_needed,
  notes: trips.notes,
  status: trips.status,
  requested_by: trips.requested_by,
  requested_by_name: trips.requested_by_name,
  created_at: sql<string>`${isoMoment(trips.created_at)}`.as('created_at'),
  current_step_title: sql<string | null>`${currentStep(approvals.title)}`.as('current_step_title'),
  current_step_role: sql<number | null>`${currentStep(approvals.role_id)}`.as('current_step_role'),
  untouched: untouched.as('untouched'),
  // In the assignments' order, on their (tenant, trip, position) index.
  vehicle_labels: sql<
    string[]
  >`(select coalesce(json_agg(${vehicles.registration_number} order by ${assignments.position}), '[]'::json)
    from ${assignments} join ${vehicles} on ${vehicles.tenant_id} = ${assignments.tenant_id} and ${vehicles.id} = ${assignments.vehicle_id}
    where ${ofTrip(assignments)})`.as('vehicle_labels'),
  actual_distance_km: decimal(trips.actual_distance_km).as('actual_distance_km'),
  actual_minutes: trips.actual_minutes,
  cost: decimal(trips.cost).as('cost'),
  currency:
    sql<string>`(select ${tenants.currency} from ${tenants} where ${tenants.id} = ${trips.tenant_id})`.as(
      'currency',
    ),
  // Only a trip's own read has these (listOmit).
  approvals: sql<Approval[]>`(select coalesce(json_agg(json_build_object('id', ${approvals.id},
      'position', ${approvals.position}, 'title', ${approvals.title}, 'role_id', ${approvals.role_id},
      'status', ${approvals.status}, 'decided_by_name', ${approvals.decided_by_name},
      'decided_at', ${isoMoment(approvals.decided_at)}, 'note', ${approvals.note})
    order by ${approvals.position}), '[]'::json)
    from ${approvals} where ${ofTrip(approvals)})`.as('approvals'),
  assignments: sql<Assignment[]>`(select coalesce(json_agg(json_build_object('id', ${assignments.id},
      'vehicle', ${assignments.vehicle_id}, 'vehicle_label', ${vehicles.registration_number},
      'vehicle_capacity', ${vehicles.max_capacity}, 'driver', ${assignments.driver_id},
      'driver_name', ${employees.full_name})
    order by ${assignments.position}), '[]'::json)
    from ${assignments}
    join ${vehicles} on ${vehicles.tenant_id} = ${assignments.tenant_id} and ${vehicles.id} = ${assignments.vehicle_id}
    join ${employees} on ${employees.tenant_id} = ${assignments.tenant_id} and ${employees.id} = ${assignments.driver_id}
    where ${ofTrip(assignments)})`.as('assignments'),
  cancel_reason: trips.cancel_reason,
  completed_at: isoMoment(trips.completed_at).as('completed_at'),
  cost_per_km: decimal(trips.cost_per_km).as('cost_per_km'),
  cost_per_hour: decimal(trips.cost_per_hour).as('cost_per_hour'),
};
const DETAIL_ONLY = [
  'approvals',
  'assignments',
  'cancel_reason',
  'completed_at',
  'cost_per_km',
  'cost_per_hour',
] as const;

/** What narrows a list besides search: the query's filters, and what the caller may see. */
type Filters = {
  status?: FieldTripStatus | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
  awaiting_me?: 'true' | 'false' | undefined;
  /** Set by the service: a teacher's or staff member's own requests only. */
  requested_by?: string | undefined;
  /** Set by the service: the caller's role, for awaiting_me. */
  role?: number | undefined;
};

/**
 * The requests waiting for a decision that `role` may take: its own steps' turn, or any step's for a
 * School Administrator; none for a role that decides no step.
 */
function awaitingRole(role: number): SQL {
  if (role === ROLE_IDS.schoolAdministrator) return sql`${trips.status} = 'requested'`;
  return sql`(${trips.status} = 'requested' and ${currentStep(approvals.role_id)} = ${role})`;
}

/** Whether the caller is the office (sees, changes and cancels every field trip). */
export const isFieldTripOffice = (ctx: TenantContext) => FIELD_TRIP_OFFICE_ROLE_IDS.includes(ctx.roleId);

/** The office sees every field trip of the school; the others their own requests only. */
const sees = <Q extends Filters>(ctx: TenantContext, query: Q): Q => ({
  ...query,
  requested_by: isFieldTripOffice(ctx) ? undefined : ctx.userId,
});

/** A school's field trips, read: written by the request, decision, assignment and completion services. */
const fieldTripRecords = tenantRecords({
  table: trips,
  columns,
  notFound: m.notFound,
  search: [trips.title, trips.destination, trips.requested_by_name],
  orderings: {
    trip_date: trips.trip_date,
    title: trips.title,
    status: trips.status,
    created_at: trips.created_at,
  },
  // The date's order, on the (tenant, date, departure) index.
  defaultOrder: [trips.trip_date, trips.departs_at],
  listOmit: DETAIL_ONLY,
  filters: (query: Filters) => [
    query.status ? eq(trips.status, query.status) : undefined,
    query.date_from ? gte(trips.trip_date, query.date_from) : undefined,
    query.date_to ? lte(trips.trip_date, query.date_to) : undefined,
    query.requested_by ? eq(trips.requested_by, query.requested_by) : undefined,
    query.awaiting_me === undefined || query.role === undefined
      ? undefined
      : query.awaiting_me === 'true'
        ? awaitingRole(query.role)
        : sql`not ${awaitingRole(query.role)}`,
  ],
});

type ListRow = Omit<Awaited<ReturnType<typeof fieldTripRecords.get>>, (typeof DETAIL_ONLY)[number]>;

/** A row as the caller sees it: what they may do with it, without the server's own fields. */
function asSeen<R extends ListRow>(ctx: TenantContext, row: R) {
  const { requested_by, untouched: isUntouched, ...trip } = row;
  const stepRole = trip.current_step_role === null ? null : Number(trip.current_step_role);
  return {
    ...trip,
    current_step_role: stepRole,
    can_decide: stepRole !== null && canDecideStep(ctx.roleId, stepRole),
    can_edit: Boolean(isUntouched) && (isFieldTripOffice(ctx) || requested_by === ctx.userId),
  };
}

/**
 * A page of the field trips the caller may see: the office every one of the school, a teacher or a
 * staff member their own requests. Later days first unless another order is asked for.
 */
export async function listFieldTrips(
  ctx: TenantContext,
  query: ListQuery & Filters & { ordering?: string | undefined },
): Promise<ListResult<FieldTrip>> {
  const ordering = (query.ordering ?? '-trip_date') as 'trip_date';
  const { count, results } = await fieldTripRecords.list(ctx, {
    ...sees(ctx, query),
    role: ctx.roleId,
    ordering,
  });
  return { count, results: results.map((row) => asSeen(ctx, row)) };
}

/**
 * One field trip with its approval steps in order and its vehicles and drivers: the office reads any
 * of the school, others their own requests (another's answers 404, as one of another school does).
 */
export async function getFieldTrip(ctx: TenantContext, id: string): Promise<FieldTripDetail> {
  const row = await fieldTripRecords.get(ctx, id);
  if (!isFieldTripOffice(ctx) && row.requested_by !== ctx.userId) throw new AppError(404, m.notFound);
  return asSeen(ctx, row);
}

/** The columns of a list row, each expression nested (tenant-records.ts `nested`: keeps its table). */
const calendarColumns = Object.fromEntries(
  Object.entries(columns)
    .filter(([field]) => !(DETAIL_ONLY as readonly string[]).includes(field))
    .map(([field, column]) => [field, column instanceof SQL.Aliased ? sql`${column.sql}`.as(field) : column]),
) as Omit<typeof columns, (typeof DETAIL_ONLY)[number]>;

/**
 * `GET /transport/field-trips/calendar/?month=YYYY-MM`: every field trip of the month the caller may
 * see, by day and departure, in one statement on the (tenant, date, departure) index.
 */
export async function fieldTripCalendar(ctx: TenantContext, month: string): Promise<FieldTripCalendar> {
  const first = `${month}-01`;
  const { requested_by } = sees<Filters>(ctx, {});
  const rows = await ctx.db
    .select(calendarColumns)
    .from(trips)
    .where(
      and(
        eq(trips.tenant_id, ctx.tenantId),
        gte(trips.trip_date, first),
        sql`${trips.trip_date} < (${first}::date + interval '1 month')::date`,
        requested_by ? eq(trips.requested_by, requested_by) : undefined,
      ),
    )
    .orderBy(asc(trips.trip_date), asc(trips.departs_at), asc(trips.id));
  return { month, trips: rows.map((row) => asSeen(ctx, row)) };
}
