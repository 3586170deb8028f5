import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@app/shared/accounts/roles';
import { fieldTripCost } from '@app/shared/field-trips/field-trip-codes';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInAs, type SignedIn } from '../../../test/factories';
import { bookingFixtures } from './field-trip-bookings.test-helpers';
import { addDays } from './field-trips.test-helpers';

// Completing a field trip (issue 25 §4): its actual distance and time, its cost at the school's rates
// (copied with it), on its day or after in the school's time zone, once.
let t: TestApp;
let admin: SignedIn;
let fixtures: ReturnType<typeof bookingFixtures>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAs(t);
  fixtures = bookingFixtures(t);
});
afterAll(() => t.close());

/** A trip scheduled on `date` (the school's today unless said), with a vehicle and its driver. */
async function scheduled(as: SignedIn, date?: string) {
  const trip = await fixtures.trip(as, { date: date ?? (await fixtures.trips.today(as)) });
  const vehicle = await fixtures.vehicle(as);
  await fixtures.assigned(as, trip.id, [{ vehicle: vehicle.id, driver: (await fixtures.driver(as)).id }]);
  return trip;
}

const NOT_COMPLETABLE = { detail: 'Only a scheduled field trip can be completed.' };
const NOT_YET_DONE = { detail: 'A field trip can be completed on its day or after.' };

describe('POST /transport/field-trips/:id/complete/', () => {
  it("records the actuals and the cost at the school's rates, which are kept when the rates change", async () => {
    await fixtures.rates(admin, '50.00', '300.00');
    const trip = await scheduled(admin);
    const response = await fixtures.complete(admin, trip.id, {
      actual_distance_km: 42.5,
      actual_minutes: 270,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    // 42.5 km at 50, and 4.5 hours at 300.
    expect(response.body).toMatchObject({
      status: 'completed',
      actual_distance_km: 42.5,
      actual_minutes: 270,
      cost_per_km: 50,
      cost_per_hour: 300,
      cost: 3475,
    });
    expect(Date.now() - Date.parse(response.body.completed_at)).toBeLessThan(60_000);
    expect(response.body.cost).toBe(fieldTripCost(42.5, 270, { cost_per_km: 50, cost_per_hour: 300 }));

    await fixtures.rates(admin, '80.00', '500.00');
    const row = await fixtures.status(trip.id);
    expect([row.cost, row.cost_per_km, row.cost_per_hour]).toEqual(['3475.00', '50.00', '300.00']);
    const [, completion] = await fixtures.audit(trip.id);
    expect(completion).toMatchObject({
      action: 'update',
      record_label: trip.title,
      user_id: admin.userId,
      changes: {
        status: { old: 'scheduled', new: 'completed' },
        actual_distance_km: { new: 42.5 },
        actual_minutes: { new: 270 },
        cost_per_km: { new: 50 },
        cost_per_hour: { new: 300 },
        cost: { new: 3475 },
      },
    });

    // Once: a second completion is refused, and the first's figures stay.
    expect(
      await fixtures.complete(admin, trip.id, { actual_distance_km: 1, actual_minutes: 5 }),
    ).toMatchObject({
      status: 409,
      body: NOT_COMPLETABLE,
    });
    expect((await fixtures.status(trip.id)).actual_minutes).toBe(270);
  });

  it('rounds the cost to cents by the shared rule', async () => {
    const school = await signedInAs(t);
    await fixtures.rates(school, '33.33', '100.00');
    const trip = await scheduled(school);
    const response = await fixtures.complete(school, trip.id, { actual_distance_km: 0.1, actual_minutes: 7 });
    // 3.333 + 11.6666... = 14.9997 → 15.00
    expect(response.body.cost).toBe(15);
    expect((await fixtures.status(trip.id)).cost).toBe('15.00');
  });

  it('completes only a scheduled trip (409), on its day or after in the school’s time zone', async () => {
    for (const status of ['requested', 'approved', 'rejected', 'cancelled'] as const) {
      const trip = await fixtures.trip(admin, { status, date: await fixtures.trips.today(admin) });
      expect(
        await fixtures.complete(admin, trip.id, { actual_distance_km: 10, actual_minutes: 60 }),
        status,
      ).toMatchObject({
        status: 409,
        body: NOT_COMPLETABLE,
      });
      expect((await fixtures.status(trip.id)).status).toBe(status);
    }
    // A school whose date is not UTC's now: a day ahead (UTC+14) or behind (UTC-11).
    const utcToday = new Date().toISOString().slice(0, 10);
    const school = await signedInAs(t);
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      await fixtures.trips.setTimeZone(school, zone);
      if ((await fixtures.trips.today(school)) !== utcToday) break;
    }
    const today = await fixtures.trips.today(school);
    expect(today).not.toBe(utcToday);
    const tomorrow = await scheduled(school, addDays(today, 1));
    expect(
      await fixtures.complete(school, tomorrow.id, { actual_distance_km: 10, actual_minutes: 60 }),
    ).toMatchObject({
      status: 409,
      body: NOT_YET_DONE,
    });
    expect((await fixtures.status(tomorrow.id)).status).toBe('scheduled');
    const onItsDay = await scheduled(school, today);
    expect(
      (await fixtures.complete(school, onItsDay.id, { actual_distance_km: 10, actual_minutes: 60 })).status,
    ).toBe(200);
    const past = await scheduled(school, addDays(today, -3));
    expect(
      (await fixtures.complete(school, past.id, { actual_distance_km: 10, actual_minutes: 60 })).status,
    ).toBe(200);
  });

  it("is the office's (403 to a teacher, even the requester); 404 for no such trip", async () => {
    const teacher = await signedInAs(t, { role: ROLE_IDS.teacher, tenantId: admin.tenantId });
    const trip = await fixtures.trip(admin, { status: 'approved', requestedBy: teacher });
    expect(
      await fixtures.complete(teacher, trip.id, { actual_distance_km: 10, actual_minutes: 60 }),
    ).toMatchObject({
      status: 403,
      body: { detail: 'Only the transport office can do this.' },
    });
    for (const id of ['0f0e0d0c-0b0a-4909-8807-060504030201', 'nope'])
      expect(
        await fixtures.complete(admin, id, { actual_distance_km: 10, actual_minutes: 60 }),
      ).toMatchObject({
        status: 404,
        body: { detail: 'Field trip not found.' },
      });
  });

  it('refuses a distance or a time out of range (400, on its field)', async () => {
    const trip = await scheduled(admin);
    expect(
      await fixtures.complete(admin, trip.id, { actual_distance_km: 12.34, actual_minutes: 0 }),
    ).toMatchObject({
      status: 400,
      body: {
        actual_distance_km: ['Distance must be a number of km from 0 to 10,000, with at most one decimal'],
        actual_minutes: ['Time must be a whole number of minutes from 1 to 10,080'],
      },
    });
    expect((await fixtures.status(trip.id)).status).toBe('scheduled');
  });
});
