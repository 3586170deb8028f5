import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldTripsResource } from '@app/shared/field-trips/field-trip.schemas';
import { appWithSchool, signedInAs } from '../../../test/factories';
import { tenants } from '../tenants/tenants.table';
import { addDays, fieldTripFixtures } from './field-trips.test-helpers';

// Asking for a field trip and changing the request (issue 25 §4): every message of the request,
// the day in the school's time zone, the steps copied, who may see and change it.
const { t, school } = await appWithSchool();
const fixtures = fieldTripFixtures(t);
await fixtures.defaultSteps(school);
const { request, requested, body } = fixtures;
const teacher = await fixtures.teacher(school);

describe('asking for a field trip', () => {
  it("copies the school's steps and waits for the first; the requester is named as the school knows them", async () => {
    const trip = await requested(teacher);
    expect(trip).toMatchObject({
      title: 'Grade 6 science trip',
      destination: 'Lake Nakuru National Park',
      departs_at: '08:00:00',
      returns_at: '15:30:00',
      passengers: 40,
      vehicles_needed: 1,
      notes: 'Packed lunches',
      status: 'requested',
      requested_by_name: 'Crew1 Atieno',
      current_step_title: 'Head teacher',
      current_step_role: 100,
      can_decide: false,
      can_edit: true,
      vehicle_labels: [],
      assignments: [],
      actual_distance_km: null,
      cost: null,
      currency: 'USD',
      cancel_reason: null,
      completed_at: null,
    });
    expect(trip.approvals).toMatchObject([
      {
        position: 1,
        title: 'Head teacher',
        role_id: 100,
        status: 'pending',
        decided_by_name: null,
        note: '',
      },
      { position: 2, title: 'Transport manager', role_id: 200, status: 'pending', decided_at: null },
    ]);
    // The office's account, which stands for no employee, by the account's name.
    expect(await requested(school, { notes: '' })).toMatchObject({
      requested_by_name: 'Test User',
      notes: '',
      can_decide: true,
    });
  });

  it('keeps the steps as they were asked when the school changes them later', async () => {
    const own = await signedInAs(t);
    const step = await fixtures.step(own, { title: 'Bursar', role_id: 403 });
    const trip = await requested(own);
    await t.request('DELETE', `/transport/field-trip-steps/${step.id}/`, own.auth);
    expect((await fixtures.read(own, trip.id)).body.approvals).toMatchObject([
      { position: 1, title: 'Bursar', role_id: 403 },
    ]);
  });

  it('is approved at once in a school without steps', async () => {
    const own = await signedInAs(t);
    expect(await requested(own)).toMatchObject({
      status: 'approved',
      approvals: [],
      current_step_title: null,
      current_step_role: null,
      can_decide: false,
      can_edit: true,
    });
  });

  it('answers each field its message', async () => {
    expect(await request(teacher, {})).toMatchObject({
      status: 400,
      body: {
        title: ['Purpose is required'],
        destination: ['Destination is required'],
        trip_date: ['Date is required'],
        departs_at: ['Departure time is required'],
        returns_at: ['Return time is required'],
        passengers: ['Passengers must be a whole number from 1 to 1,000'],
        vehicles_needed: ['Vehicles needed must be a whole number from 1 to 20'],
      },
    });
    const refused = await request(teacher, {
      title: 'x'.repeat(151),
      destination: 'y'.repeat(201),
      trip_date: '2026-02-30',
      departs_at: '8 am',
      returns_at: '25:00',
      passengers: 1001,
      vehicles_needed: 1.5,
      notes: 'z'.repeat(2001),
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        title: ['Purpose must be at most 150 characters'],
        destination: ['Destination must be at most 200 characters'],
        trip_date: ['2026-02-30 is not a date: February 2026 has 28 days'],
        departs_at: ['Enter a time as HH:MM'],
        returns_at: ['Enter a time as HH:MM'],
        passengers: ['Passengers must be a whole number from 1 to 1,000'],
        vehicles_needed: ['Vehicles needed must be a whole number from 1 to 20'],
        notes: ['Notes must be at most 2,000 characters'],
      },
    });
    expect(
      await request(teacher, await body(teacher, { departs_at: '15:30', returns_at: '15:30' })),
    ).toMatchObject({ status: 400, body: { returns_at: ['Return time must be after departure time'] } });
    expect(await request(teacher, await body(teacher, { passengers: 0, vehicles_needed: 21 }))).toMatchObject(
      {
        status: 400,
        body: {
          passengers: ['Passengers must be a whole number from 1 to 1,000'],
          vehicles_needed: ['Vehicles needed must be a whole number from 1 to 20'],
        },
      },
    );
    expect((await fixtures.list(teacher)).body.count).toBeGreaterThan(0);
  });

  it("refuses a day that has passed in the school's time zone, and takes its today", async () => {
    const own = await signedInAs(t);
    const zone = (time_zone: string) =>
      t.database.db.update(tenants).set({ time_zone }).where(eq(tenants.id, own.tenantId));
    // Fourteen hours ahead of UTC: its today is UTC's tomorrow or today.
    await zone('Pacific/Kiritimati');
    const ahead = await fixtures.today(own);
    expect(await request(own, await body(own, { trip_date: addDays(ahead, -1) }, 0))).toMatchObject({
      status: 400,
      body: { trip_date: ['A field trip cannot be asked for a day that has passed'] },
    });
    expect((await request(own, await body(own, {}, 0))).body).toMatchObject({ trip_date: ahead });
    // Eleven hours behind UTC: a day before Kiritimati's, and still today there.
    await zone('Pacific/Pago_Pago');
    const behind = await fixtures.today(own);
    expect(behind < ahead).toBe(true);
    expect((await request(own, await body(own, { trip_date: behind }, 0))).status).toBe(201);
  });

  it('is for teachers, staff members and the office; drivers, attendants and guardians are refused', async () => {
    const staff = await fixtures.teacher(school, 400);
    expect((await request(staff, await body(staff))).status).toBe(201);
    for (const role of [200, 403]) {
      const office = await fixtures.office(school, role);
      expect((await request(office, await body(office))).status, String(role)).toBe(201);
    }
    for (const role of [401, 402, 300]) {
      const other = await signedInAs(t, { role, tenantId: school.tenantId });
      expect(await request(other, await body(school))).toMatchObject({
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      });
      expect((await fixtures.list(other)).status).toBe(403);
    }
  });
});

describe('changing a request', () => {
  const change = (as: typeof school, id: string, fields: Record<string, unknown>) =>
    body(as, fields).then((next) =>
      t.request('PUT', fieldTripsResource.itemPath(id), { ...as.auth, body: next }),
    );

  it('lets its requester and the office change it until a step decides it, audited', async () => {
    const trip = await requested(teacher);
    expect(
      await change(teacher, trip.id, { destination: 'Hell’s Gate National Park', passengers: 45 }),
    ).toMatchObject({
      status: 200,
      body: { destination: 'Hell’s Gate National Park', passengers: 45, status: 'requested', can_edit: true },
    });
    const manager = await fixtures.office(school);
    expect((await change(manager, trip.id, { notes: 'Bring hats' })).body.notes).toBe('Bring hats');
    // Another teacher does not see it.
    const other = await fixtures.teacher(school);
    expect(await change(other, trip.id, {})).toMatchObject({
      status: 404,
      body: { detail: 'Field trip not found.' },
    });
    expect(
      await change(teacher, trip.id, { trip_date: addDays(await fixtures.today(school), -1) }),
    ).toMatchObject({
      status: 400,
      body: { trip_date: ['A field trip cannot be asked for a day that has passed'] },
    });

    expect((await fixtures.decide(school, trip.id, 'approved')).status).toBe(200);
    expect((await fixtures.read(teacher, trip.id)).body.can_edit).toBe(false);
    expect(await change(teacher, trip.id, { title: 'Too late' })).toMatchObject({
      status: 409,
      body: { detail: 'This request can no longer be changed: a decision has been taken on it.' },
    });
    const log = await t.request(
      'GET',
      `/school/audit-log/?record_type=field-trip&record_id=${trip.id}`,
      school.auth,
    );
    expect(log.body.results.map((entry: { action: string }) => entry.action)).toEqual([
      'update',
      'update',
      'update',
      'create',
    ]);
    expect(log.body.results[1]).toMatchObject({
      actor_name: 'Test User',
      changes: { notes: { old: 'Packed lunches', new: 'Bring hats' } },
    });
    expect(log.body.results[3]).toMatchObject({
      record_label: 'Grade 6 science trip',
      changes: { destination: { new: 'Lake Nakuru National Park' }, status: { new: 'requested' } },
    });
  });

  it('answers 404 for an id that names nothing, and the fields their messages', async () => {
    const missing = '0f0e0d0c-0b0a-4909-8807-060504030201';
    expect((await change(school, missing, {})).status).toBe(404);
    expect((await change(school, 'trip-1', {})).status).toBe(404);
    expect((await fixtures.read(school, missing)).body).toEqual({ detail: 'Field trip not found.' });
    const trip = await requested(teacher);
    const refused = await t.request('PUT', fieldTripsResource.itemPath(trip.id), {
      ...teacher.auth,
      body: { title: '' },
    });
    expect(refused).toMatchObject({ status: 400, body: { title: ['Purpose is required'] } });
  });
});
