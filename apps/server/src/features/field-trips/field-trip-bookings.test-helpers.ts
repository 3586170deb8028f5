import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FieldTripStatus } from '@app/shared/field-trips/field-trip-codes';
import {
  fieldTripAssignmentsPath,
  fieldTripCompletePath,
  fieldTripSheetPath,
} from '@app/shared/field-trips/field-trip.schemas';
import { jobRolesResource } from '@app/shared/job-roles/job-role.schemas';
import { DRIVER_CATEGORY } from '@app/shared/job-roles/job-role.schemas';
import type { TestApp } from '../../../test/build-test-app';
import { createVehicleRecord, type SignedIn } from '../../../test/factories';
import { auditLog } from '../audit-log/audit-log.table';
import { tenants } from '../tenants/tenants.table';
import { tripFixtures } from '../trip-events/trips.test-helpers';
import { vehicles } from '../vehicles/vehicles.table';
import { addDays, fieldTripFixtures } from './field-trips.test-helpers';
import { fieldTripApprovals, fieldTripAssignments, fieldTrips } from './field-trips.table';

type TripFields = {
  title?: string;
  destination?: string;
  date?: string;
  departs?: string;
  returns?: string;
  passengers?: number;
  vehicles?: number;
  notes?: string;
  status?: FieldTripStatus;
  /** The steps it went through, each approved by `by` at `at` unless said. */
  approvals?: { title: string; role: number; by?: string; at?: string; status?: 'approved' | 'pending' }[];
  requestedBy?: SignedIn;
};

/**
 * Vehicles, drivers and field trips for the bookings' tests. A trip is written straight into its
 * table as the requests and decisions leave it (those calls are tested with them, these tests are
 * about what comes after), as tripFixtures writes regular trips; vehicles and drivers go through
 * the API.
 */
export function bookingFixtures(t: TestApp) {
  const trips = tripFixtures(t);
  const requests = fieldTripFixtures(t);
  const driverRoles = new Map<string, string>();
  let serial = 0;
  const helpers = {
    trips,
    requests,
    /**
     * A field trip asked for through the API by `requester` (the administrator unless said) with the
     * school's default steps (head teacher, then transport manager), each approved through the API by
     * `deciders` in turn (the administrator, who may decide any step, unless said).
     */
    async approved(
      as: SignedIn,
      fields: Record<string, unknown> = {},
      people: { requester?: SignedIn; deciders?: SignedIn[] } = {},
    ) {
      await requests.defaultSteps(as);
      const trip = await requests.requested(people.requester ?? as, fields);
      for (const [i, approval] of trip.approvals.entries()) {
        const decider = people.deciders?.[i] ?? as;
        const decided = await requests.decide(
          decider,
          trip.id,
          'approved',
          `Step ${approval.position} agreed`,
        );
        expect(decided.status, JSON.stringify(decided.body)).toBe(200);
      }
      return { id: trip.id, title: trip.title, date: trip.trip_date };
    },
    /** An active vehicle of `seats` seats with a registration number of its own ('KFT 1A', ...). */
    async vehicle(as: SignedIn, seats = 40, fields: { is_active?: boolean } = {}) {
      const registration = `KFT ${++serial}A`;
      const vehicle = await createVehicleRecord(t, as, {
        registration_number: registration,
        max_capacity: seats,
        ...fields,
      });
      return { id: vehicle.id, registration };
    },
    /** The vehicle out of service, as a major defect leaves it (the inspection's own tests make one). */
    async outOfService(as: SignedIn, vehicle: string) {
      const inspection = '7a1d4c52-0d0c-4c43-9d64-8a1f0a0b0c0d';
      await t.database.db
        .update(vehicles)
        .set({ out_of_service_at: new Date(), out_of_service_inspection_id: inspection })
        .where(and(eq(vehicles.tenant_id, as.tenantId), eq(vehicles.id, vehicle)));
    },
    /** An employee whose job role is a driver's ('Driver3 Atieno'); `category` another role's. */
    async driver(as: SignedIn, category = DRIVER_CATEGORY): Promise<{ id: string; name: string }> {
      const key = `${as.tenantId} ${category}`;
      let role = driverRoles.get(key);
      if (!role) {
        const body = { title: `Role ${++serial}`, category };
        const created = await t.request('POST', jobRolesResource.path, { ...as.auth, body });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        role = created.body.id as string;
        driverRoles.set(key, role);
      }
      const first = `Driver${++serial}`;
      const body = {
        staff_number: `FT-${serial}`,
        first_name: first,
        last_name: 'Atieno',
        gender: 2,
        date_of_birth: '1985-02-03',
        job_role: role,
      };
      const created = await t.request('POST', '/employees/', { ...as.auth, body });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return { id: created.body.id, name: `${first} Atieno` };
    },
    /** A field trip, approved unless said, on the school's today plus 7 days unless dated. */
    async trip(as: SignedIn, fields: TripFields = {}) {
      const date = fields.date ?? addDays(await trips.today(as), 7);
      const title = fields.title ?? `Field trip ${++serial}`;
      const [trip] = await t.database.db
        .insert(fieldTrips)
        .values({
          tenant_id: as.tenantId,
          title,
          destination: fields.destination ?? 'National Museum, Nairobi',
          trip_date: date,
          departs_at: fields.departs ?? '08:00',
          returns_at: fields.returns ?? '15:00',
          passengers: fields.passengers ?? 30,
          vehicles_needed: fields.vehicles ?? 1,
          notes: fields.notes ?? '',
          status: fields.status ?? 'approved',
          requested_by: (fields.requestedBy ?? as).userId,
          requested_by_name: 'Amina Wanjiru',
          // A completed trip has what its completion records (field_trips_completion_check).
          ...(fields.status === 'completed' && {
            completed_at: new Date(),
            actual_distance_km: '10.0',
            actual_minutes: 60,
            cost: '0',
          }),
        })
        .returning({ id: fieldTrips.id });
      for (const [i, step] of (fields.approvals ?? []).entries()) {
        const pending = step.status === 'pending';
        await t.database.db.insert(fieldTripApprovals).values({
          tenant_id: as.tenantId,
          field_trip_id: trip!.id,
          position: i + 1,
          title: step.title,
          role_id: step.role,
          status: step.status ?? 'approved',
          decided_by_name: pending ? null : (step.by ?? 'Joseph Kamau'),
          decided_at: pending ? null : new Date(step.at ?? '2026-03-02T06:30:00Z'),
        });
      }
      return { id: trip!.id, title, date };
    },
    assign: (as: SignedIn, trip: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
      t.request('PUT', fieldTripAssignmentsPath(trip), { ...as.auth, body, headers }),
    /** Assignments that must be taken (200). */
    async assigned(as: SignedIn, trip: string, entries: { vehicle: string; driver: string }[]) {
      const response = await helpers.assign(as, trip, { assignments: entries });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    },
    complete: (as: SignedIn, trip: string, body: Record<string, unknown>) =>
      t.request('POST', fieldTripCompletePath(trip), { ...as.auth, body }),
    /** The trip sheet's bytes and headers. */
    async sheet(as: SignedIn, trip: string, language?: string) {
      const response = await fetch(`${t.url}/api${fieldTripSheetPath(trip)}`, {
        headers: {
          authorization: `Bearer ${as.token}`,
          'x-tenant-id': as.tenantId,
          'x-profile-id': as.profileId,
          ...(language ? { 'accept-language': language } : {}),
        },
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      return { status: response.status, headers: response.headers, bytes };
    },
    /** The trip's bookings as the table has them, in order. */
    rows: (trip: string) =>
      t.database.db
        .select()
        .from(fieldTripAssignments)
        .where(eq(fieldTripAssignments.field_trip_id, trip))
        .orderBy(fieldTripAssignments.position),
    async status(trip: string) {
      const [row] = await t.database.db.select().from(fieldTrips).where(eq(fieldTrips.id, trip));
      return row!;
    },
    /** The trip's audit entries as stored, oldest first. */
    audit: (trip: string) =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.record_type, 'field-trip'), eq(auditLog.record_id, trip)))
        .orderBy(auditLog.at),
    async rates(as: SignedIn, cost_per_km: string, cost_per_hour: string) {
      await t.database.db
        .update(tenants)
        .set({ cost_per_km, cost_per_hour })
        .where(eq(tenants.id, as.tenantId));
    },
  };
  return helpers;
}
