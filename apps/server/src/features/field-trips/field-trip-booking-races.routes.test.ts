import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@app/shared/i18n/formats';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInAs, type SignedIn } from '../../../test/factories';
import { tripNetwork } from '../trips/trips.test-helpers';
import { bookingFixtures } from './field-trip-bookings.test-helpers';
import { addDays } from './field-trips.test-helpers';

// Requests racing each other over HTTP (issue 25 §5): the database decides which booking stands, and
// the other is refused in words. PostgreSQL only: the embedded database has one connection, so its
// requests never run at once.
const ROUNDS = 3;
let t: TestApp;
let admin: SignedIn;
let fixtures: ReturnType<typeof bookingFixtures>;
let network: ReturnType<typeof tripNetwork>;
let day: string;

const english = (date: string) => formatDate('en', 'UTC', date);
const statuses = (responses: { status: number }[]) => responses.map((response) => response.status).sort();

describe.runIf(process.env.TEST_DB === 'postgres')('bookings racing each other', () => {
  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInAs(t);
    fixtures = bookingFixtures(t);
    network = tripNetwork(t);
    day = addDays(await fixtures.trips.today(admin), 12);
  });
  afterAll(() => t.close());

  it('lets one of two field trips take a vehicle at overlapping times; the other is told which', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const bus = await fixtures.vehicle(admin);
      const [grace, juma] = [await fixtures.driver(admin), await fixtures.driver(admin)];
      const first = await fixtures.trip(admin, { title: `Museum ${round}`, date: day });
      const second = await fixtures.trip(admin, {
        title: `Park ${round}`,
        date: day,
        departs: '10:00',
        returns: '17:00',
      });
      const answers = await Promise.all([
        fixtures.assign(admin, first.id, { assignments: [{ vehicle: bus.id, driver: grace.id }] }),
        fixtures.assign(admin, second.id, { assignments: [{ vehicle: bus.id, driver: juma.id }] }),
      ]);
      expect(statuses(answers)).toEqual([200, 409]);
      const won = answers[0]!.status === 200 ? first : second;
      const refused = answers.find((answer) => answer.status === 409)!;
      const times = won === first ? 'from 08:00 to 15:00' : 'from 10:00 to 17:00';
      expect(refused.body).toEqual({
        detail: `${bus.registration} is booked for the field trip “${won.title}” on ${english(day)} ${times}.`,
      });
      const lost = won === first ? second : first;
      expect(await fixtures.rows(lost.id)).toEqual([]);
      expect((await fixtures.status(lost.id)).status).toBe('approved');
      expect((await fixtures.rows(won.id)).map((row) => row.vehicle_id)).toEqual([bus.id]);
    }
  });

  it('lets both take a vehicle at times that do not overlap on the same day', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const bus = await fixtures.vehicle(admin);
      const [grace, juma] = [await fixtures.driver(admin), await fixtures.driver(admin)];
      const morning = await fixtures.trip(admin, { date: day, departs: '06:00', returns: '10:00' });
      const afternoon = await fixtures.trip(admin, { date: day, departs: '10:00', returns: '14:00' });
      const answers = await Promise.all([
        fixtures.assign(admin, morning.id, { assignments: [{ vehicle: bus.id, driver: grace.id }] }),
        fixtures.assign(admin, afternoon.id, { assignments: [{ vehicle: bus.id, driver: juma.id }] }),
      ]);
      expect(statuses(answers)).toEqual([200, 200]);
    }
  });

  it('lets one of a booking and a trip generation that clash win, never both', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // A school of its own each round: a generation makes the trips of every route of the school.
      const school = await signedInAs(t);
      const bus = await fixtures.vehicle(school);
      const grace = await fixtures.driver(school);
      const route = await network.route(school, {
        period: [day, addDays(day, 7)],
        fields: { default_vehicle: bus.id, title: `Westlands ${round}` },
      });
      const trip = await fixtures.trip(school, {
        title: `Fair ${round}`,
        date: day,
        departs: '07:30',
        returns: '13:00',
      });
      const [booked, generated] = await Promise.all([
        fixtures.assign(school, trip.id, { assignments: [{ vehicle: bus.id, driver: grace.id }] }),
        network.generate(school, { start_date: day, end_date: day }),
      ]);
      expect(statuses([booked, generated])).toEqual([200, 409]);
      if (booked.status === 200) {
        expect(generated.body).toEqual({
          detail: `${bus.registration} is booked for the field trip “Fair ${round}” on ${english(day)} from 07:30 to 13:00: assign another vehicle to one of them.`,
        });
        expect(await network.tripsOf(route.id)).toEqual([]);
      } else {
        expect(booked.body).toEqual({
          detail: `${bus.registration} runs the route “Westlands ${round}” on ${english(day)} from 07:00 to 08:00.`,
        });
        expect(await fixtures.rows(trip.id)).toEqual([]);
        expect(await network.tripsOf(route.id)).toHaveLength(1);
      }
    }
  });

  it('completes a trip once when two completions race', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const trip = await fixtures.trip(admin, {
        date: await fixtures.trips.today(admin),
        title: `Done ${round}`,
      });
      const bus = await fixtures.vehicle(admin);
      await fixtures.assigned(admin, trip.id, [
        { vehicle: bus.id, driver: (await fixtures.driver(admin)).id },
      ]);
      const answers = await Promise.all([
        fixtures.complete(admin, trip.id, { actual_distance_km: 10, actual_minutes: 60 }),
        fixtures.complete(admin, trip.id, { actual_distance_km: 20, actual_minutes: 90 }),
      ]);
      expect(statuses(answers)).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(refused.body).toEqual({ detail: 'Only a scheduled field trip can be completed.' });
      const won = answers.find((answer) => answer.status === 200)!;
      expect((await fixtures.status(trip.id)).actual_minutes).toBe(won.body.actual_minutes);
      expect((await fixtures.audit(trip.id)).filter((entry) => entry.changes.cost)).toHaveLength(1);
    }
  });
});
