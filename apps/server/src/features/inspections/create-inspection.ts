import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { can } from '@app/shared/accounts/permissions';
import {
  INSPECTION_MESSAGES as m,
  type InspectionDetail,
  type inspectionInputSchema,
} from '@app/shared/inspections/inspection.schemas';
import type { InspectionResult, ItemOutcome, VehicleType } from '@app/shared/inspections/inspection-codes';
import { AppError, FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { recordAudit } from '../../records/record-audit';
import { inTransaction } from '../../records/tenant-records';
import { isCrewOf } from '../trip-events/trip-access';
import { journeys } from '../journeys/journeys.table';
import { trips } from '../trips/trips.table';
import { vehicles } from '../vehicles/vehicles.table';
import { getInspection } from './inspection-records';
import { inspectionChecklistItems as checklist, inspectionItems, inspections } from './inspections.table';

type Input = ReturnType<typeof inspectionInputSchema.parse>;
type Vehicle = { id: string; vehicle_type: VehicleType; registration_number: string };
/** The inspected trip as people know it: its route and day (the audit entry names it so, not by its id). */
type TripNamed = { route: string; date: string } | null;
type ChecklistItem = { id: string; title: string; position: number };

const SEVERITY: Record<ItemOutcome, number> = { ok: 0, minor: 1, major: 2 };
const RESULT_OF: Record<ItemOutcome, InspectionResult> = { ok: 'pass', minor: 'minor', major: 'major' };

/**
 * `POST /transport/inspections/` (issue 25 §1): the office inspects any vehicle of the school; a
 * driver or attendant only the vehicle of a trip of theirs. Every active item of the vehicle's type is
 * answered once; the titles and positions are copied from the checklist as it is now, and the result
 * is the worst finding. In one transaction: the inspection, its findings (one statement), and on a
 * major defect the vehicle out of service (unless it is already), with the audit entry.
 */
export async function createInspection(ctx: TenantContext, input: Input): Promise<InspectionDetail> {
  const id = await inTransaction(ctx, async (tx) => {
    const { vehicle, trip } = await vehicleFor(tx, input);
    const answers = await checkedAnswers(tx, vehicle.vehicle_type, input.items);
    const worst = input.items.reduce<ItemOutcome>(
      (found, item) => (SEVERITY[item.outcome] > SEVERITY[found] ? item.outcome : found),
      'ok',
    );
    const result = RESULT_OF[worst];
    const [row] = await tx.db
      .insert(inspections)
      .values({
        tenant_id: tx.tenantId,
        vehicle_id: vehicle.id,
        trip_id: input.trip,
        kind: input.kind,
        result,
        performed_by: tx.userId,
        inspector_id: tx.personId,
        latitude: input.latitude?.toString() ?? null,
        longitude: input.longitude?.toString() ?? null,
        notes: input.notes,
      })
      .returning({ id: inspections.id, performed_at: inspections.performed_at });
    const inspection = row!;
    // A type whose checklist has no active item has nothing to answer.
    if (answers.length)
      await tx.db.insert(inspectionItems).values(
        answers.map(({ item, answer }) => ({
          tenant_id: tx.tenantId,
          inspection_id: inspection.id,
          checklist_item_id: item.id,
          title: item.title,
          position: item.position,
          outcome: answer.outcome,
          note: answer.note,
        })),
      );
    // Out of service from this inspection on, unless an earlier one already took it out.
    const outOfService =
      result === 'major' &&
      (
        await tx.db
          .update(vehicles)
          .set({ out_of_service_at: inspection.performed_at, out_of_service_inspection_id: inspection.id })
          .where(
            and(
              eq(vehicles.tenant_id, tx.tenantId),
              eq(vehicles.id, vehicle.id),
              isNull(vehicles.out_of_service_at),
            ),
          )
          .returning({ id: vehicles.id })
      ).length > 0;
    const count = (outcome: ItemOutcome) => input.items.filter((item) => item.outcome === outcome).length;
    await recordAudit(tx.db, tx, {
      recordType: 'inspection',
      recordId: inspection.id,
      recordLabel: vehicle.registration_number,
      action: 'create',
      changes: {
        vehicle_label: { new: vehicle.registration_number },
        ...(trip ? { trip_label: { new: trip.route }, trip_date: { new: trip.date } } : {}),
        kind: { new: input.kind },
        result: { new: result },
        minor_count: { new: count('minor') },
        major_count: { new: count('major') },
        ...(input.notes ? { notes: { new: input.notes } } : {}),
        ...(outOfService ? { vehicle_out_of_service: { new: true } } : {}),
      },
    });
    return inspection.id;
  });
  return getInspection(ctx, id);
}

/**
 * The school's vehicle inspected, and the trip it is inspected for: the office may name any vehicle
 * (and any trip of that vehicle); a driver or attendant needs a trip of theirs, and its vehicle.
 */
async function vehicleFor(ctx: TenantContext, input: Input): Promise<{ vehicle: Vehicle; trip: TripNamed }> {
  const isOffice = can(ctx.roleId, 'fleet', 'write');
  const [vehicle] = await ctx.db
    .select({
      id: vehicles.id,
      vehicle_type: vehicles.vehicle_type,
      registration_number: vehicles.registration_number,
    })
    .from(vehicles)
    .where(and(eq(vehicles.tenant_id, ctx.tenantId), eq(vehicles.id, input.vehicle)));
  const [trip] = input.trip
    ? await ctx.db
        .select({
          vehicle_id: trips.vehicle_id,
          driver_id: trips.driver_id,
          attendant_id: trips.attendant_id,
          route: journeys.title,
          date: trips.journey_date,
        })
        .from(trips)
        .innerJoin(journeys, and(eq(journeys.tenant_id, trips.tenant_id), eq(journeys.id, trips.journey_id)))
        .where(and(eq(trips.tenant_id, ctx.tenantId), eq(trips.id, input.trip)))
    : [];
  const errors: Record<string, string[]> = {};
  if (!vehicle) errors.vehicle = [m.invalidVehicle];
  if (input.trip && !trip) errors.trip = [m.invalidTrip];
  if (!input.trip && !isOffice) errors.trip = [m.tripRequired];
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  if (trip && !isOffice && !isCrewOf(ctx, trip)) throw new AppError(403, m.notYourTrip);
  if (trip && trip.vehicle_id !== vehicle!.id) throw new FieldErrors({ vehicle: [m.tripOtherVehicle] });
  return { vehicle: vehicle!, trip: trip ? { route: trip.route, date: trip.date } : null };
}

/**
 * Each answer with the checklist item it answers: every active item of the type once. An item of
 * the school that is of another type (or retired) is not of this checklist; one that is not the
 * school's is not found. Errors are named by the answer's place (`items.3.checklist_item`).
 */
async function checkedAnswers(ctx: TenantContext, type: VehicleType, answers: Input['items']) {
  const named = [...new Set(answers.map((answer) => answer.checklist_item))];
  const found = await ctx.db
    .select({
      id: checklist.id,
      title: checklist.title,
      position: checklist.position,
      of_type: and(eq(checklist.vehicle_type, type), eq(checklist.is_active, true))!.mapWith(Boolean),
    })
    .from(checklist)
    .where(
      and(
        eq(checklist.tenant_id, ctx.tenantId),
        or(
          and(eq(checklist.vehicle_type, type), eq(checklist.is_active, true)),
          named.length ? inArray(checklist.id, named) : undefined,
        ),
      ),
    );
  const byId = new Map(found.map((item) => [item.id, item]));
  const errors: Record<string, string[]> = {};
  const answered = new Set<string>();
  const checked: { item: ChecklistItem; answer: Input['items'][number] }[] = [];
  answers.forEach((answer, index) => {
    const item = byId.get(answer.checklist_item);
    const field = `items.${index}.checklist_item`;
    if (!item) errors[field] = [m.itemNotFound];
    else if (!item.of_type) errors[field] = [m.itemNotOfType];
    else if (answered.has(item.id)) errors[field] = [m.itemTwice];
    else {
      answered.add(item.id);
      checked.push({ item, answer });
    }
  });
  const missing = found.some((item) => item.of_type && !answered.has(item.id));
  if (missing && Object.keys(errors).length === 0) errors.items = [m.itemsIncomplete];
  if (Object.keys(errors).length) throw new FieldErrors(errors);
  return checked;
}
