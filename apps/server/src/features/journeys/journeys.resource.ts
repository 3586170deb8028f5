import { eq, sql } from 'drizzle-orm';
import { ACADEMIC_PERIOD_MESSAGES } from '@app/shared/academic-periods/academic-period.schemas';
import {
  DIRECTIONS,
  JOURNEY_MESSAGES as m,
  journeyInputSchema,
  journeyListQuerySchema,
  journeySchema,
  journeysResource,
} from '@app/shared/journeys/journey.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { recordId } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';
import { idFilter } from '../../records/id-filter';
import { labelOf } from '../../records/labels';
import { declareResource } from '../../records/resource-routes';
import { lookup } from '../../records/lookups';
import { inTransaction, tenantRecords } from '../../records/tenant-records';
import { academicPeriods } from '../academic-periods/academic-periods.table';
import { type Assigned, writeAssignment } from '../documents/document-checks.assignments';
import { employees } from '../employees/employees.table';
import { journeyStops } from '../journey-stops/journey-stops.table';
import { removeAssignmentsOf } from '../student-journeys/student-journeys.resource';
import { vehicles } from '../vehicles/vehicles.table';
import { stopsOutsideAnswer } from './journey-times';
import { journeys } from './journeys.table';

type Input = ReturnType<typeof journeyInputSchema.parse>;

const vehicleDetails = sql<{
  id: string;
  registration_number: string;
  code: string;
  max_capacity: number;
  is_active: boolean;
}>`(select json_build_object('id', ${vehicles.id}, 'registration_number', ${vehicles.registration_number},
    'code', ${vehicles.code}, 'max_capacity', ${vehicles.max_capacity}, 'is_active', ${vehicles.is_active})
  from ${vehicles} where ${vehicles.tenant_id} = ${journeys.tenant_id} and ${vehicles.id} = ${journeys.default_vehicle_id})`;
const attendantName = lookup(journeys, journeys.attendant_id, employees)<string | null>(employees.full_name);
const periodTitle = lookup(journeys, journeys.academic_period_id, academicPeriods)(academicPeriods.title);
const stopCount = sql<number>`(select count(*)::int from ${journeyStops}
  where ${journeyStops.tenant_id} = ${journeys.tenant_id} and ${journeyStops.journey_id} = ${journeys.id})`;

const records = tenantRecords({
  table: journeys,
  columns: {
    id: journeys.id,
    title: journeys.title,
    code: journeys.code,
    direction: journeys.direction,
    direction_title: labelOf(journeys.direction, DIRECTIONS).as('direction_title'),
    start_time: journeys.start_time,
    end_time: journeys.end_time,
    default_vehicle: journeys.default_vehicle_id,
    default_vehicle_details: vehicleDetails.as('default_vehicle_details'),
    attendant: journeys.attendant_id,
    attendant_name: attendantName.as('attendant_name'),
    academic_period: journeys.academic_period_id,
    academic_period_title: periodTitle.as('academic_period_title'),
    is_active: journeys.is_active,
    stop_count: stopCount.as('stop_count'),
  },
  notFound: m.notFound,
  search: [journeys.code, journeys.title],
  orderings: { code: journeys.code, title: journeys.title, start_time: journeys.start_time },
  defaultOrder: [journeys.code],
  filters: (query: {
    direction?: '1' | '2' | undefined;
    academic_period?: string | undefined;
    is_active?: 'true' | 'false' | undefined;
  }) => [
    query.direction ? eq(journeys.direction, Number(query.direction)) : undefined,
    idFilter(journeys.academic_period_id, query.academic_period),
    query.is_active ? eq(journeys.is_active, query.is_active === 'true') : undefined,
  ],
  toRow: (input: Input) => ({
    title: input.title,
    code: input.code,
    direction: input.direction,
    start_time: input.start_time,
    end_time: input.end_time,
    default_vehicle_id: input.default_vehicle,
    attendant_id: input.attendant,
    academic_period_id: input.academic_period,
    is_active: input.is_active,
  }),
  // The index on (tenant_id, lower(code)): the same code in another case is the same.
  unique: { journeys_code_idx: { field: 'code', message: m.duplicateCode } },
  references: {
    default_vehicle_id: { field: 'default_vehicle', message: m.invalidVehicle },
    attendant_id: { field: 'attendant', message: m.invalidAttendant },
    academic_period_id: { field: 'academic_period', message: ACADEMIC_PERIOD_MESSAGES.invalid },
  },
});

/**
 * The vehicle and attendant a route's write assigns, checked for expired documents (issue 25 §3);
 * on an update, those it already had are no new assignment.
 */
function assignedBy(
  input: Input,
  before?: { default_vehicle: string; attendant: string | null },
): Assigned[] {
  return [
    { field: 'default_vehicle', kind: 'vehicle', id: input.default_vehicle, before: before?.default_vehicle },
    { field: 'attendant', kind: 'employee', id: input.attendant, before: before?.attendant },
  ];
}

const overrideEntry = (action: 'create' | 'update') => (journey: { id: string; code: string }) => ({
  recordId: journey.id,
  label: ref('documentChecks.auditRoute', { route: journey.code }),
  action,
});

const journeyService = {
  ...records,
  create: (ctx: TenantContext, input: Input) =>
    inTransaction(ctx, (tx) =>
      writeAssignment(
        tx,
        {
          assigned: assignedBy(input),
          reason: input.document_override_reason,
          entry: overrideEntry('create'),
        },
        () => records.create(tx, input),
      ),
    ),
  /**
   * New times must still hold the route's stops: the update and the check run in one transaction,
   * and the update's row lock makes a stop written at the same time wait for it (journey-stops take
   * the route's row FOR SHARE), so no stop can slip outside between the two.
   */
  update: (ctx: TenantContext, id: string, input: Input) =>
    inTransaction(ctx, async (tx) => {
      const assigned = assignedBy(input, await records.get(tx, id));
      const reason = input.document_override_reason;
      const journey = await writeAssignment(tx, { assigned, reason, entry: overrideEntry('update') }, () =>
        records.update(tx, id, input),
      );
      const outside = await stopsOutsideAnswer(tx, journey);
      if (outside) throw outside;
      return journey;
    }),
  /**
   * A route's stops go with it (ON DELETE CASCADE); its riders' assignments are removed first through
   * their record type, so that each leaves its audit entry (children's records, ADR 008).
   */
  remove: (ctx: TenantContext, id: string) =>
    inTransaction(ctx, async (tx) => {
      await removeAssignmentsOf(tx, { journey: recordId(id, m.notFound) });
      await records.remove(tx, id);
    }),
};

export const journeysDeclaration = declareResource({
  resource: journeysResource,
  area: 'transport',
  noun: 'route',
  schemas: { read: journeySchema, input: journeyInputSchema, listQuery: journeyListQuerySchema },
  service: journeyService,
  sample: async (n, reference) => {
    const minute = String(n % 60).padStart(2, '0');
    return {
      title: `Route ${n}`,
      code: `R-${n}`,
      direction: n % 2 === 0 ? (2 as const) : (1 as const),
      // Every sample route covers 07:00 to 08:59, so a sample stop's time fits any of them.
      start_time: `06:${minute}`,
      end_time: `09:${minute}`,
      default_vehicle: await reference('vehicles'),
      attendant: n % 3 === 0 ? null : await reference('employees'),
      academic_period: await reference('academic-periods'),
      is_active: n % 4 !== 0,
    };
  },
});
