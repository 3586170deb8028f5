import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@app/shared/accounts/roles';
import { fieldTripAssignmentsPath } from '@app/shared/field-trips/field-trip.schemas';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInAs, type SignedIn } from '../../../test/factories';
import {
  documentCheckFixtures,
  OVERRIDE_FORBIDDEN,
  OVERRIDE_HINT,
} from '../documents/document-checks.test-helpers';
import { bookingFixtures } from './field-trip-bookings.test-helpers';
import { addDays } from './field-trips.test-helpers';

// Assigning a field trip's vehicles and drivers (issue 25 §4): every rule a person can fix (400),
// who may, when, expired documents, and what the trip and its audit trail hold afterwards.
let t: TestApp;
let admin: SignedIn;
let fixtures: ReturnType<typeof bookingFixtures>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAs(t);
  fixtures = bookingFixtures(t);
});
afterAll(() => t.close());

const OFFICE_ONLY = { detail: 'Only the transport office can do this.' };
const NOT_ASSIGNABLE = {
  detail: 'Vehicles and drivers are assigned once every step has approved the trip, and until it is done.',
};

describe('PUT /transport/field-trips/:id/assignments/', () => {
  it('assigns every vehicle with its driver in order, schedules the trip, and replaces them when sent again', async () => {
    // Asked for and approved through the API, as a teacher's request reaches the office.
    const trip = await fixtures.approved(admin, { vehicles_needed: 2, passengers: 60 });
    const [bus, van, minibus] = [
      await fixtures.vehicle(admin, 40),
      await fixtures.vehicle(admin, 25),
      await fixtures.vehicle(admin, 33),
    ];
    const [grace, juma] = [await fixtures.driver(admin), await fixtures.driver(admin)];
    const body = await fixtures.assigned(admin, trip.id, [
      { vehicle: bus.id, driver: grace.id },
      { vehicle: van.id, driver: juma.id },
    ]);
    expect(body).toMatchObject({
      id: trip.id,
      status: 'scheduled',
      vehicle_labels: [bus.registration, van.registration],
      assignments: [
        {
          vehicle: bus.id,
          vehicle_label: bus.registration,
          vehicle_capacity: 40,
          driver: grace.id,
          driver_name: grace.name,
        },
        {
          vehicle: van.id,
          vehicle_label: van.registration,
          vehicle_capacity: 25,
          driver: juma.id,
          driver_name: juma.name,
        },
      ],
    });
    const rows = await fixtures.rows(trip.id);
    expect(rows.map((row) => [row.position, row.during])).toEqual([
      [1, `["${trip.date} 08:00:00","${trip.date} 15:30:00")`],
      [2, `["${trip.date} 08:00:00","${trip.date} 15:30:00")`],
    ]);

    // Sent again: the trip's vehicles are replaced, not added to; it stays scheduled.
    const again = await fixtures.assigned(admin, trip.id, [
      { vehicle: minibus.id, driver: juma.id },
      { vehicle: bus.id, driver: grace.id },
    ]);
    expect(again.vehicle_labels).toEqual([minibus.registration, bus.registration]);
    expect(again.status).toBe('scheduled');
    expect((await fixtures.rows(trip.id)).map((row) => row.vehicle_id)).toEqual([minibus.id, bus.id]);

    const entries = (await fixtures.audit(trip.id)).filter((entry) => entry.changes.assignments);
    expect(entries.map((entry) => [entry.action, entry.record_label, entry.changes])).toEqual([
      [
        'update',
        trip.title,
        {
          assignments: {
            old: null,
            new: `${bus.registration} (${grace.name}); ${van.registration} (${juma.name})`,
          },
          status: { old: 'approved', new: 'scheduled' },
        },
      ],
      [
        'update',
        trip.title,
        {
          assignments: {
            old: `${bus.registration} (${grace.name}); ${van.registration} (${juma.name})`,
            new: `${minibus.registration} (${juma.name}); ${bus.registration} (${grace.name})`,
          },
        },
      ],
    ]);
  });

  it('is the office’s: a teacher, even the requester, is refused (403), and nothing is written', async () => {
    const teacher = await signedInAs(t, { role: ROLE_IDS.teacher, tenantId: admin.tenantId });
    const trip = await fixtures.trip(admin, { requestedBy: teacher });
    const vehicle = await fixtures.vehicle(admin);
    const driver = await fixtures.driver(admin);
    const body = { assignments: [{ vehicle: vehicle.id, driver: driver.id }] };
    expect(await fixtures.assign(teacher, trip.id, body)).toMatchObject({ status: 403, body: OFFICE_ONLY });
    expect(await fixtures.rows(trip.id)).toEqual([]);
    // The office's roles may, the administrator's aside.
    for (const role of [ROLE_IDS.transportManager, ROLE_IDS.transportOfficer]) {
      const office = await signedInAs(t, { role, tenantId: admin.tenantId });
      const own = await fixtures.trip(admin, { date: addDays(trip.date, role) });
      expect((await fixtures.assign(office, own.id, body)).status).toBe(200);
      expect((await fixtures.rows(own.id)).map((row) => row.vehicle_id)).toEqual([vehicle.id]);
    }
  });

  it('is refused (409) until every step has approved, and once the trip is done or called off', async () => {
    const vehicle = await fixtures.vehicle(admin);
    const driver = await fixtures.driver(admin);
    const body = { assignments: [{ vehicle: vehicle.id, driver: driver.id }] };
    for (const status of ['requested', 'rejected', 'cancelled', 'completed'] as const) {
      const trip = await fixtures.trip(admin, { status });
      expect(await fixtures.assign(admin, trip.id, body), status).toMatchObject({
        status: 409,
        body: NOT_ASSIGNABLE,
      });
      expect(await fixtures.rows(trip.id)).toEqual([]);
    }
  });

  it('answers 404 for no such trip, and for an id that cannot be one', async () => {
    const body = {
      assignments: [
        { vehicle: (await fixtures.vehicle(admin)).id, driver: (await fixtures.driver(admin)).id },
      ],
    };
    for (const id of ['0f0e0d0c-0b0a-4909-8807-060504030201', 'not-an-id'])
      expect(await fixtures.assign(admin, id, body)).toMatchObject({
        status: 404,
        body: { detail: 'Field trip not found.' },
      });
  });

  it('needs as many vehicles as the trip, each once, each driver once', async () => {
    const trip = await fixtures.trip(admin, { vehicles: 2, passengers: 10 });
    const [a, b] = [await fixtures.vehicle(admin), await fixtures.vehicle(admin)];
    const [x, y] = [await fixtures.driver(admin), await fixtures.driver(admin)];
    expect(
      await fixtures.assign(admin, trip.id, { assignments: [{ vehicle: a.id, driver: x.id }] }),
    ).toMatchObject({
      status: 400,
      body: { assignments: ['This trip needs 2 vehicles'] },
    });
    const one = await fixtures.trip(admin, { vehicles: 1 });
    const three = [a, b, a].map((vehicle, i) => ({ vehicle: vehicle.id, driver: [x, y, x][i]!.id }));
    expect((await fixtures.assign(admin, one.id, { assignments: three })).body).toEqual({
      assignments: ['This trip needs 1 vehicle'],
    });
    expect(
      await fixtures.assign(admin, trip.id, {
        assignments: [
          { vehicle: a.id, driver: x.id },
          { vehicle: a.id, driver: x.id },
        ],
      }),
    ).toMatchObject({
      status: 400,
      body: {
        'assignments.1.vehicle': ['This vehicle is assigned twice'],
        'assignments.1.driver': ['This driver is assigned twice'],
      },
    });
    expect(await fixtures.rows(trip.id)).toEqual([]);
    expect((await fixtures.status(trip.id)).status).toBe('approved');
  });

  it("refuses another school's or an inactive or out-of-service vehicle, and an employee who is no driver", async () => {
    const other = await signedInAs(t);
    const trip = await fixtures.trip(admin, { vehicles: 4, passengers: 10 });
    const foreign = await fixtures.vehicle(other);
    const inactive = await fixtures.vehicle(admin, 40, { is_active: false });
    const broken = await fixtures.vehicle(admin);
    await fixtures.outOfService(admin, broken.id);
    const fine = await fixtures.vehicle(admin);
    const foreignDriver = await fixtures.driver(other);
    const teacher = await fixtures.driver(admin, 1);
    const noRole = await fixtures.trips.network.employee(admin, 'Roleless');
    const driver = await fixtures.driver(admin);
    const response = await fixtures.assign(admin, trip.id, {
      assignments: [
        { vehicle: foreign.id, driver: foreignDriver.id },
        { vehicle: inactive.id, driver: teacher.id },
        { vehicle: broken.id, driver: noRole },
        { vehicle: fine.id, driver: driver.id },
      ],
    });
    expect(response).toMatchObject({
      status: 400,
      body: {
        'assignments.0.vehicle': ['Invalid vehicle.'],
        'assignments.0.driver': ['Invalid driver.'],
        'assignments.1.vehicle': ['This vehicle is inactive'],
        'assignments.1.driver': ['This employee is not a driver'],
        'assignments.2.vehicle': ['This vehicle is out of service'],
        'assignments.2.driver': ['This employee is not a driver'],
      },
    });
    expect(Object.keys(response.body)).toHaveLength(6);
    expect(await fixtures.rows(trip.id)).toEqual([]);
  });

  it('needs a seat for every passenger', async () => {
    const trip = await fixtures.trip(admin, { vehicles: 2, passengers: 66 });
    const entries = [
      { vehicle: (await fixtures.vehicle(admin, 40)).id, driver: (await fixtures.driver(admin)).id },
      { vehicle: (await fixtures.vehicle(admin, 25)).id, driver: (await fixtures.driver(admin)).id },
    ];
    expect(await fixtures.assign(admin, trip.id, { assignments: entries })).toMatchObject({
      status: 400,
      body: { assignments: ['These vehicles seat 65; the trip has 66 passengers'] },
    });
    expect(
      await fixtures.assign(admin, trip.id, { assignments: entries }, { 'accept-language': 'sw' }),
    ).toMatchObject({
      status: 400,
      body: { assignments: ['Magari haya yana viti 65; safari ina abiria 66'] },
    });
    expect(await fixtures.rows(trip.id)).toEqual([]);
  });

  it('refuses an expired document of a vehicle or driver unless a manager gives a reason, which is audited', async () => {
    const documents = documentCheckFixtures(t);
    const trip = await fixtures.trip(admin);
    const vehicle = await fixtures.vehicle(admin);
    const driver = await fixtures.driver(admin);
    const insurance = await documents.document(admin, { vehicle: vehicle.id }, -1);
    const licence = await documents.document(admin, { employee: driver.id }, -3);
    const assignments = [{ vehicle: vehicle.id, driver: driver.id }];
    expect(await fixtures.assign(admin, trip.id, { assignments })).toMatchObject({
      status: 400,
      body: {
        'assignments.0.vehicle': [documents.expired(vehicle.registration, insurance)],
        'assignments.0.driver': [documents.expired(driver.name, licence)],
        document_override_reason: [OVERRIDE_HINT],
      },
    });
    const officer = await signedInAs(t, { role: ROLE_IDS.transportOfficer, tenantId: admin.tenantId });
    expect(
      await fixtures.assign(officer, trip.id, {
        assignments,
        document_override_reason: 'Renewal on its way',
      }),
    ).toMatchObject({ status: 403, body: OVERRIDE_FORBIDDEN });
    expect(await fixtures.rows(trip.id)).toEqual([]);

    const manager = await signedInAs(t, { role: ROLE_IDS.transportManager, tenantId: admin.tenantId });
    const given = await fixtures.assign(manager, trip.id, {
      assignments,
      document_override_reason: 'Renewal on its way',
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    const [override] = await documents.overrides(admin, trip.id);
    expect(override).toMatchObject({
      user_id: manager.userId,
      record_label: trip.title,
      action: 'update',
      changes: {
        document_override_reason: { new: 'Renewal on its way' },
        expired_documents: {
          // The one that expired first, first.
          new: `${driver.name}: ${licence.title} (${licence.expires_on}); ${vehicle.registration}: ${insurance.title} (${insurance.expires_on})`,
        },
      },
    });
    // Kept as they are, they are no new assignment: the trip's vehicles sent again need no reason.
    expect((await fixtures.assign(manager, trip.id, { assignments })).status).toBe(200);
    expect(await documents.overrides(admin, trip.id)).toHaveLength(1);
  });

  it('refuses a body without assignments, or with entries that are not ids (400, each on its field)', async () => {
    const trip = await fixtures.trip(admin);
    expect(await fixtures.assign(admin, trip.id, { assignments: [] })).toMatchObject({
      status: 400,
      body: { assignments: ['Assign at least one vehicle with its driver'] },
    });
    expect(
      await t.request('PUT', fieldTripAssignmentsPath(trip.id), {
        ...admin.auth,
        body: { assignments: [{ vehicle: '', driver: 'x' }] },
      }),
    ).toMatchObject({
      status: 400,
      body: { 'assignments.0.vehicle': ['Vehicle is required'], 'assignments.0.driver': ['Invalid driver.'] },
    });
  });
});
