import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFixtures } from '../src/features/field-trips/field-trip-bookings.test-helpers';
import { startTestApp, type TestApp } from './build-test-app';
import { signedInAs, type SignedIn } from './factories';

/**
 * Tenant isolation of field trips' bookings (issue 25 §4): school B neither assigns A's vehicles or
 * drivers to its own trip, nor assigns, completes or prints A's trip; A's headers with B's token are
 * refused. The requests, decisions and reads are isolated in tests of their own.
 */
let t: TestApp;
let schoolA: SignedIn;
let schoolB: SignedIn;
let fixtures: ReturnType<typeof bookingFixtures>;
beforeAll(async () => {
  t = await startTestApp();
  schoolA = await signedInAs(t);
  schoolB = await signedInAs(t);
  fixtures = bookingFixtures(t);
});
afterAll(() => t.close());

const NOT_FOUND = { status: 404, body: { detail: 'Field trip not found.' } };

describe('tenant isolation: field trip bookings', () => {
  it("never books another school's vehicle or driver, nor assigns, completes or prints its trip", async () => {
    const today = await fixtures.trips.today(schoolA);
    const tripA = await fixtures.trip(schoolA, { date: today, title: 'ISO-TRIP-A' });
    const vehicleA = await fixtures.vehicle(schoolA);
    const driverA = await fixtures.driver(schoolA);
    await fixtures.assigned(schoolA, tripA.id, [{ vehicle: vehicleA.id, driver: driverA.id }]);
    const rowsA = await fixtures.rows(tripA.id);

    // B's own trip with A's vehicle and driver: neither is B's.
    const tripB = await fixtures.trip(schoolB, { date: today });
    expect(
      await fixtures.assign(schoolB, tripB.id, {
        assignments: [{ vehicle: vehicleA.id, driver: driverA.id }],
      }),
    ).toMatchObject({
      status: 400,
      body: { 'assignments.0.vehicle': ['Invalid vehicle.'], 'assignments.0.driver': ['Invalid driver.'] },
    });
    expect(await fixtures.rows(tripB.id)).toEqual([]);

    // A's trip, with B's own vehicle and driver, or completed or printed by B: not found.
    const vehicleB = await fixtures.vehicle(schoolB);
    const driverB = await fixtures.driver(schoolB);
    expect(
      await fixtures.assign(schoolB, tripA.id, {
        assignments: [{ vehicle: vehicleB.id, driver: driverB.id }],
      }),
    ).toMatchObject(NOT_FOUND);
    expect(
      await fixtures.complete(schoolB, tripA.id, { actual_distance_km: 5, actual_minutes: 30 }),
    ).toMatchObject(NOT_FOUND);
    const sheet = await fixtures.sheet(schoolB, tripA.id);
    expect(sheet.status).toBe(404);
    expect(JSON.parse(sheet.bytes.toString())).toEqual(NOT_FOUND.body);

    // A's trip is as it was: its booking, scheduled, not completed.
    expect(await fixtures.rows(tripA.id)).toEqual(rowsA);
    expect((await fixtures.status(tripA.id)).status).toBe('scheduled');
    // B's own booking of its own vehicle at the same time is B's business alone.
    await fixtures.assigned(schoolB, tripB.id, [{ vehicle: vehicleB.id, driver: driverB.id }]);

    // A's school in the headers with B's token: refused at the door.
    const crossed = { token: schoolB.token, tenant: schoolA.tenantId, profile: schoolB.profileId };
    const body = { assignments: [{ vehicle: vehicleA.id, driver: driverA.id }] };
    expect(
      (await t.request('PUT', `/transport/field-trips/${tripA.id}/assignments/`, { ...crossed, body }))
        .status,
    ).toBe(403);
    expect(
      (
        await t.request('POST', `/transport/field-trips/${tripA.id}/complete/`, {
          ...crossed,
          body: { actual_distance_km: 5, actual_minutes: 30 },
        })
      ).status,
    ).toBe(403);
    expect((await t.request('GET', `/transport/field-trips/${tripA.id}/trip-sheet/`, crossed)).status).toBe(
      403,
    );

    // A prints and completes its own.
    expect((await fixtures.sheet(schoolA, tripA.id)).status).toBe(200);
    expect(
      (await fixtures.complete(schoolA, tripA.id, { actual_distance_km: 5, actual_minutes: 30 })).status,
    ).toBe(200);
  });
});
