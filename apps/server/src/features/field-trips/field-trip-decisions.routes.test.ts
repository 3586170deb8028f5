import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithSchool, createVehicleRecord, signedInAs, type SignedIn } from '../../../test/factories';
import { fieldTripDecisionPath } from '@app/shared/field-trips/field-trip.schemas';
import { fieldTripAssignments, fieldTrips } from './field-trips.table';
import { fieldTripFixtures } from './field-trips.test-helpers';

// Deciding a request step by step and calling it off (issue 25 §4): the chain of steps, who may
// decide which, every refusal, two approvers at once, and the audit log.
const { t, school } = await appWithSchool();
const fixtures = fieldTripFixtures(t);
await fixtures.defaultSteps(school);
const { decide, requested, cancel } = fixtures;
const teacher = await fixtures.teacher(school);
const manager = await fixtures.office(school);
const officer = await fixtures.office(school, 403);

const auditOf = async (id: string) =>
  (await t.request('GET', `/school/audit-log/?record_type=field-trip&record_id=${id}`, school.auth)).body
    .results as { action: string; actor_name: string; changes: Record<string, unknown> }[];

describe('deciding a request', () => {
  it('goes through the steps in order: the head teacher, then the transport manager; then approved', async () => {
    const trip = await requested(teacher);
    // Not the transport manager's turn yet, nor ever the teacher's or the officer's.
    for (const [as, step] of [
      [manager, 'Head teacher'],
      [officer, 'Head teacher'],
      [teacher, 'Head teacher'],
    ] as const)
      expect(await decide(as, trip.id, 'approved')).toMatchObject({
        status: 403,
        body: { detail: `The step “${step}” is not yours to decide.` },
      });
    const first = await decide(school, trip.id, 'approved', 'Enjoy the trip');
    expect(first).toMatchObject({
      status: 200,
      body: {
        status: 'requested',
        current_step_title: 'Transport manager',
        current_step_role: 200,
        can_decide: true,
        can_edit: false,
      },
    });
    expect(first.body.approvals[0]).toMatchObject({
      status: 'approved',
      decided_by_name: 'Test User',
      note: 'Enjoy the trip',
      decided_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect((await fixtures.read(manager, trip.id)).body.can_decide).toBe(true);
    expect((await fixtures.read(teacher, trip.id)).body.can_decide).toBe(false);
    const last = await decide(manager, trip.id, 'approved');
    expect(last.body).toMatchObject({
      status: 'approved',
      current_step_title: null,
      can_decide: false,
      approvals: [{ status: 'approved' }, { status: 'approved', note: '' }],
    });
    expect(await decide(school, trip.id, 'approved')).toMatchObject({
      status: 409,
      body: { detail: 'This field trip is not waiting for a decision.' },
    });
    const log = await auditOf(trip.id);
    expect(log.map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
    expect(log[1]!.changes).toEqual({
      approval_step: { new: 'Head teacher' },
      decision: { new: 'approved' },
      decision_note: { new: 'Enjoy the trip' },
    });
    expect(log[0]!.changes).toEqual({
      approval_step: { new: 'Transport manager' },
      decision: { new: 'approved' },
      status: { old: 'requested', new: 'approved' },
    });
  });

  it('lets a School Administrator decide any step, and a rejection ends the request with its reason', async () => {
    const trip = await requested(teacher);
    expect(await decide(school, trip.id, 'rejected')).toMatchObject({
      status: 400,
      body: { note: ['Say why the request is rejected'] },
    });
    expect(await decide(school, trip.id, 'maybe', 'x'.repeat(1001))).toMatchObject({
      status: 400,
      body: { decision: ['Choose approve or reject'], note: ['The note must be at most 1,000 characters'] },
    });
    await decide(school, trip.id, 'approved');
    const rejected = await decide(school, trip.id, 'rejected', 'No buses free that week');
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      can_decide: false,
      approvals: [
        { status: 'approved' },
        { status: 'rejected', note: 'No buses free that week', decided_by_name: 'Test User' },
      ],
    });
    expect((await decide(manager, trip.id, 'approved')).status).toBe(409);
    expect((await auditOf(trip.id))[0]!.changes).toMatchObject({
      decision: { new: 'rejected' },
      decision_note: { new: 'No buses free that week' },
      status: { old: 'requested', new: 'rejected' },
    });
  });

  it('decides the step the caller saw waiting or none: a second click does not decide the next step', async () => {
    const trip = await requested(teacher);
    const [first, second] = trip.approvals as { id: string }[];
    const click = (step: string) =>
      t.request('POST', fieldTripDecisionPath(trip.id), {
        ...school.auth,
        body: { decision: 'approved', step },
      });
    expect((await click(first!.id)).status).toBe(200);
    // The same button again: its step is decided, and the transport manager's is left to them.
    expect(await click(first!.id)).toMatchObject({
      status: 409,
      body: { detail: 'This field trip is not waiting for a decision.' },
    });
    expect((await fixtures.read(school, trip.id)).body.approvals).toMatchObject([
      { status: 'approved' },
      { status: 'pending', decided_at: null },
    ]);
    expect(await click('not-an-id')).toMatchObject({
      status: 400,
      body: { step: ['Approval step not found.'] },
    });
    expect((await click(second!.id)).body).toMatchObject({ status: 'approved' });
  });

  it('refuses a request the caller cannot see, and an id that names nothing', async () => {
    const trip = await requested(teacher);
    const other = await fixtures.teacher(school);
    const notFound = { status: 404, body: { detail: 'Field trip not found.' } };
    expect(await decide(other, trip.id, 'approved')).toMatchObject(notFound);
    expect(await decide(school, '0f0e0d0c-0b0a-4909-8807-060504030201', 'approved')).toMatchObject(notFound);
    expect(await decide(school, 'trip', 'approved')).toMatchObject(notFound);
    const driver = await signedInAs(t, { role: 401, tenantId: school.tenantId });
    expect((await decide(driver, trip.id, 'approved')).status).toBe(403);
  });

  it('lets only one of two approvers of one step at once pass', async () => {
    // The transport manager's step first: two managers approve it at once.
    const own = await signedInAs(t);
    await fixtures.step(own, { title: 'Transport manager', role_id: 200 });
    await fixtures.step(own, { title: 'Head teacher', role_id: 100 });
    const managers = [await fixtures.office(own), await fixtures.office(own)];
    const trip = await requested(own);
    const answers = await Promise.all(managers.map((as) => decide(as, trip.id, 'approved')));
    expect(answers.map((answer) => answer.status).filter((status) => status === 200)).toHaveLength(1);
    // The other finds the step decided (409), or, coming after it, the head teacher's turn (403).
    expect([403, 409]).toContain(answers.find((answer) => answer.status !== 200)!.status);
    const read = await fixtures.read(own, trip.id);
    expect(read.body.approvals).toMatchObject([{ status: 'approved' }, { status: 'pending' }]);
    // The request and one decision.
    const ownLog = await t.request(
      'GET',
      `/school/audit-log/?record_type=field-trip&record_id=${trip.id}`,
      own.auth,
    );
    expect(ownLog.body.count).toBe(2);
  });
});

describe('calling off a field trip', () => {
  /** A vehicle and driver booked for the trip, as the assignments leave them, and the trip scheduled. */
  async function book(as: SignedIn, trip: { id: string; trip_date: string }) {
    const vehicle = await createVehicleRecord(t, as, { registration_number: 'KCA 100A' });
    const driver = await fixtures.trips.network.employee(as, 'Otieno');
    await t.database.db.insert(fieldTripAssignments).values({
      tenant_id: as.tenantId,
      field_trip_id: trip.id,
      vehicle_id: vehicle.id,
      driver_id: driver,
      position: 1,
      during: `[${trip.trip_date} 08:00, ${trip.trip_date} 15:30)`,
    });
    await t.database.db.update(fieldTrips).set({ status: 'scheduled' }).where(eq(fieldTrips.id, trip.id));
  }

  it('frees its vehicles and drivers, keeps the reason, and is audited', async () => {
    const own = await signedInAs(t);
    const trip = await requested(own);
    await book(own, trip);
    const booked = await fixtures.read(own, trip.id);
    expect(booked.body).toMatchObject({
      status: 'scheduled',
      vehicle_labels: ['KCA 100A'],
      can_edit: false,
      assignments: [{ vehicle_label: 'KCA 100A', vehicle_capacity: 40, driver_name: 'Otieno Atieno' }],
    });
    expect((await fixtures.list(own)).body.results[0].vehicle_labels).toEqual(['KCA 100A']);
    const cancelled = await cancel(own, trip.id, 'The park is closed that day');
    expect(cancelled).toMatchObject({
      status: 200,
      body: {
        status: 'cancelled',
        cancel_reason: 'The park is closed that day',
        assignments: [],
        vehicle_labels: [],
        can_edit: false,
      },
    });
    const left = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fieldTripAssignments)
      .where(eq(fieldTripAssignments.field_trip_id, trip.id));
    expect(left[0]!.n).toBe(0);
    const log = await t.request(
      'GET',
      `/school/audit-log/?record_type=field-trip&record_id=${trip.id}`,
      own.auth,
    );
    expect(log.body.results[0]).toMatchObject({
      action: 'update',
      changes: {
        status: { old: 'scheduled', new: 'cancelled' },
        cancel_reason: { old: null, new: 'The park is closed that day' },
        assignments_freed: { new: 1 },
      },
    });
  });

  it('is for its requester and the office; what is done, rejected or cancelled stays as it is', async () => {
    const trip = await requested(teacher);
    expect(await cancel(teacher, trip.id, '')).toMatchObject({
      status: 400,
      body: { reason: ['Say why it is cancelled'] },
    });
    const other = await fixtures.teacher(school);
    expect(await cancel(other, trip.id)).toMatchObject({
      status: 404,
      body: { detail: 'Field trip not found.' },
    });
    expect((await cancel(teacher, trip.id)).body.status).toBe('cancelled');
    const notCancellable = {
      status: 409,
      body: { detail: 'A completed, rejected or cancelled field trip cannot be cancelled.' },
    };
    expect(await cancel(manager, trip.id)).toMatchObject(notCancellable);
    expect(await decide(school, trip.id, 'approved')).toMatchObject({ status: 409 });

    const byOffice = await requested(teacher);
    expect((await cancel(officer, byOffice.id)).body).toMatchObject({ status: 'cancelled' });
    const rejected = await requested(teacher);
    await decide(school, rejected.id, 'rejected', 'Exams that week');
    expect(await cancel(teacher, rejected.id)).toMatchObject(notCancellable);
    const done = await requested(school);
    await t.database.db
      .update(fieldTrips)
      .set({
        status: 'completed',
        completed_at: new Date(),
        actual_distance_km: '42.0',
        actual_minutes: 300,
        cost: '0',
      })
      .where(eq(fieldTrips.id, done.id));
    expect(await cancel(school, done.id)).toMatchObject(notCancellable);
  });
});
