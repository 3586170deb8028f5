import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@app/shared/i18n/formats';
import { journeysResource } from '@app/shared/journeys/journey.schemas';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInAs, type SignedIn } from '../../../test/factories';
import { tripNetwork } from '../trips/trips.test-helpers';
import { bookingFixtures } from './field-trip-bookings.test-helpers';
import { addDays } from './field-trips.test-helpers';

// Double bookings, decided by the database (migration 0031) and said in the reader's words: a field
// trip against another field trip or a regular trip, and a regular trip's write (a generation, a
// route's new times) against a field trip's booking. The races are field-trip-booking-races.
let t: TestApp;
let admin: SignedIn;
let fixtures: ReturnType<typeof bookingFixtures>;
let network: ReturnType<typeof tripNetwork>;
let day: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAs(t);
  fixtures = bookingFixtures(t);
  network = tripNetwork(t);
  day = addDays(await fixtures.trips.today(admin), 10);
});
afterAll(() => t.close());

const english = (date: string) => formatDate('en', 'UTC', date);

/** A double booking's refusal: 409 and its sentence. */
async function expectRefused(answer: Promise<unknown>, detail: string) {
  expect(await answer).toMatchObject({ status: 409, body: { detail } });
}

/**
 * A school of its own (a generation makes the trips of every route of the school), with a route its
 * bus runs for a week from `day`.
 */
async function schoolWithRoute() {
  const admin = await signedInAs(t);
  const bus = await fixtures.vehicle(admin);
  const grace = await fixtures.driver(admin);
  const route = await network.route(admin, {
    period: [day, addDays(day, 7)],
    fields: { default_vehicle: bus.id },
  });
  return { admin, bus, grace, route };
}

/** A field trip on `day`, from `departs` to `returns`, with its vehicle and driver assigned. */
async function bookedTrip(
  admin: SignedIn,
  title: string,
  [departs, returns]: [string, string],
  booking: { vehicle: string; driver: string },
) {
  const trip = await fixtures.trip(admin, { title, date: day, departs, returns });
  await fixtures.assigned(admin, trip.id, [booking]);
}

describe('a field trip booked over another field trip', () => {
  it('is refused (409) naming the other trip, for the vehicle and for the driver; nothing is written', async () => {
    const bus = await fixtures.vehicle(admin);
    const van = await fixtures.vehicle(admin);
    const [grace, juma] = [await fixtures.driver(admin), await fixtures.driver(admin)];
    const museum = await fixtures.trip(admin, { title: 'Museum visit', date: day });
    await fixtures.assigned(admin, museum.id, [{ vehicle: bus.id, driver: grace.id }]);

    const park = await fixtures.trip(admin, { title: 'Park', date: day, departs: '12:00', returns: '17:00' });
    await expectRefused(
      fixtures.assign(admin, park.id, { assignments: [{ vehicle: bus.id, driver: juma.id }] }),
      `${bus.registration} is booked for the field trip “Museum visit” on ${english(day)} from 08:00 to 15:00.`,
    );
    await expectRefused(
      fixtures.assign(admin, park.id, { assignments: [{ vehicle: van.id, driver: grace.id }] }),
      `${grace.name} is booked for the field trip “Museum visit” on ${english(day)} from 08:00 to 15:00.`,
    );
    // In the reader's language, the date as Kiswahili writes it.
    await expectRefused(
      fixtures.assign(
        admin,
        park.id,
        { assignments: [{ vehicle: bus.id, driver: juma.id }] },
        { 'accept-language': 'sw' },
      ),
      `${bus.registration} limepangwa kwa safari ya masomo “Museum visit” tarehe ${formatDate('sw', 'UTC', day)} kuanzia 08:00 hadi 15:00.`,
    );
    expect(await fixtures.rows(park.id)).toEqual([]);
    expect((await fixtures.status(park.id)).status).toBe('approved');
    expect((await fixtures.rows(museum.id)).map((row) => row.vehicle_id)).toEqual([bus.id]);
  });

  it('is taken when the times do not overlap, on the same day (one returns as the next departs)', async () => {
    const bus = await fixtures.vehicle(admin);
    const grace = await fixtures.driver(admin);
    const morning = await fixtures.trip(admin, { date: day, departs: '07:00', returns: '11:00' });
    const afternoon = await fixtures.trip(admin, { date: day, departs: '11:00', returns: '16:00' });
    const nextDay = await fixtures.trip(admin, {
      date: addDays(day, 1),
      departs: '07:00',
      returns: '11:00',
    });
    for (const trip of [morning, afternoon, nextDay])
      await fixtures.assigned(admin, trip.id, [{ vehicle: bus.id, driver: grace.id }]);
  });
});

describe('a field trip booked over a regular trip', () => {
  it("is refused (409) naming the route, for the trip's vehicle and for its driver", async () => {
    const bus = await fixtures.vehicle(admin);
    const van = await fixtures.vehicle(admin);
    const [grace, juma] = [await fixtures.driver(admin), await fixtures.driver(admin)];
    // Its route runs from 07:00 to 08:00 (routeNetwork's).
    await fixtures.trips.trip(admin, {
      date: day,
      driver: grace.id,
      journey: { default_vehicle: bus.id, title: 'Kilimani Morning' },
    });
    const trip = await fixtures.trip(admin, { title: 'Zoo', date: day, departs: '07:30', returns: '12:00' });
    await expectRefused(
      fixtures.assign(admin, trip.id, { assignments: [{ vehicle: bus.id, driver: juma.id }] }),
      `${bus.registration} runs the route “Kilimani Morning” on ${english(day)} from 07:00 to 08:00.`,
    );
    await expectRefused(
      fixtures.assign(admin, trip.id, { assignments: [{ vehicle: van.id, driver: grace.id }] }),
      `${grace.name} drives the route “Kilimani Morning” on ${english(day)} from 07:00 to 08:00.`,
    );
    expect(await fixtures.rows(trip.id)).toEqual([]);
    // From 08:00, once the route is done, the bus and its driver are free.
    const later = await fixtures.trip(admin, { date: day, departs: '08:00', returns: '12:00' });
    await fixtures.assigned(admin, later.id, [{ vehicle: bus.id, driver: grace.id }]);
  });

  it('is taken over a cancelled regular trip', async () => {
    const bus = await fixtures.vehicle(admin);
    const grace = await fixtures.driver(admin);
    const cancelled = 4;
    await fixtures.trips.trip(admin, {
      date: day,
      status: cancelled,
      driver: grace.id,
      journey: { default_vehicle: bus.id },
    });
    const trip = await fixtures.trip(admin, { date: day, departs: '07:00', returns: '12:00' });
    await fixtures.assigned(admin, trip.id, [{ vehicle: bus.id, driver: grace.id }]);
  });
});

describe("a regular trip written over a field trip's booking", () => {
  it('refuses a trip generation (409) naming the field trip, and writes no trip', async () => {
    const { admin, bus, grace, route } = await schoolWithRoute();
    await bookedTrip(admin, 'Science fair', ['07:30', '13:00'], { vehicle: bus.id, driver: grace.id });

    await expectRefused(
      network.generate(admin, { start_date: day, end_date: day }),
      `${bus.registration} is booked for the field trip “Science fair” on ${english(day)} from 07:30 to 13:00: assign another vehicle to one of them.`,
    );
    expect(await network.tripsOf(route.id)).toEqual([]);
  });

  it("refuses a generation whose trip takes a booked driver (the vehicle's driver that day)", async () => {
    const { admin, bus, grace, route } = await schoolWithRoute();
    const van = await fixtures.vehicle(admin);
    await network.driver(admin, bus.id, grace.id, day, day);
    await bookedTrip(admin, 'Choir', ['06:00', '07:30'], { vehicle: van.id, driver: grace.id });

    await expectRefused(
      network.generate(admin, { start_date: day, end_date: day }),
      `${grace.name} is booked for the field trip “Choir” on ${english(day)} from 06:00 to 07:30: assign another driver to one of them.`,
    );
    expect(await network.tripsOf(route.id)).toEqual([]);
  });

  it("refuses a route's new times that move its trips over a booking (409), keeping the old ones", async () => {
    const { admin, bus, grace, route } = await schoolWithRoute();
    await bookedTrip(admin, 'Library', ['09:00', '12:00'], { vehicle: bus.id, driver: grace.id });
    expect((await network.generate(admin, { start_date: day, end_date: day })).body).toMatchObject({
      created: 1,
    });

    const { id, title, code, direction, attendant, academic_period, is_active } = route;
    const body = { title, code, direction, attendant, academic_period, is_active, default_vehicle: bus.id };
    await expectRefused(
      t.request('PUT', journeysResource.itemPath(id), {
        ...admin.auth,
        body: { ...body, start_time: '08:30', end_time: '09:30' },
      }),
      `${bus.registration} is booked for the field trip “Library” on ${english(day)} from 09:00 to 12:00: assign another vehicle to one of them.`,
    );
    const kept = await t.request('GET', journeysResource.itemPath(id), admin.auth);
    expect(kept.body).toMatchObject({ start_time: '07:00:00', end_time: '08:00:00' });
    // Times that stay clear of it are taken.
    const earlier = await t.request('PUT', journeysResource.itemPath(id), {
      ...admin.auth,
      body: { ...body, start_time: '06:30', end_time: '09:00' },
    });
    expect(earlier.status, JSON.stringify(earlier.body)).toBe(200);
  });
});
