import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRow } from '../../db/query-rows';
import { appWithSchool } from '../../../test/factories';
import { calmZone, tripFixtures, zoneClock } from '../trip-events/trips.test-helpers';
import { prepareSimulation } from './simulation-setup';

// What `npm run cli -- simulate` drives (issue 22 §5): a school's trips of a day with their stops as
// instants in the school's zone, and a device per vehicle whose new secret the server takes.
const { t, school } = await appWithSchool();
const fixtures = tripFixtures(t);
const zone = calmZone(['Africa/Nairobi']);
await fixtures.setTimeZone(school, zone);
const { name } = await queryRow<{ name: string }>(
  t.database.db,
  sql`select name from tenants where id = ${school.tenantId}`,
);

const ping = (identifier: string, secret: string) =>
  fetch(
    `${t.url}/api/gps/osmand/?id=${identifier}&timestamp=${Math.floor(Date.now() / 1000)}&lat=-0.3&lon=36.07&key=${secret}`,
  ).then((response) => response.status);

describe('the simulation set-up', () => {
  it('gives today’s trips in stop order with their instants, and a working device per vehicle', async () => {
    const today = await fixtures.today(school);
    const trip = await fixtures.trip(school, { times: ['07:10:00', '07:30:00'] });
    const setup = await prepareSimulation(t.database.db, { school: name });
    expect(setup).toMatchObject({ school: name, date: today });
    const driven = setup.trips.find((candidate) => candidate.trip === trip.id)!;
    // The school's wall clock at each stop's instant.
    expect(driven.stops.map((stop) => zoneClock(zone, new Date(stop.at)))).toEqual([
      `${today} 07:10`,
      `${today} 07:30`,
    ]);
    expect(await ping(driven.identifier, driven.secret)).toBe(200);

    // Again: the same device, a new secret; the old one stops working.
    const again = await prepareSimulation(t.database.db, { school: name });
    const redriven = again.trips.find((candidate) => candidate.trip === trip.id)!;
    expect(redriven.identifier).toBe(driven.identifier);
    // Written straight in the database, not through a call: the server forgets the old secret when it
    // hears the devices' trigger, so the next ping waits for that (as a call's answer would).
    await t.app.caches.heardAll();
    expect(await ping(driven.identifier, driven.secret)).toBe(401);
    expect(await ping(redriven.identifier, redriven.secret)).toBe(200);
  });

  it("starts today's trips when asked, as their drivers would, and not another day's", async () => {
    const today = await fixtures.today(school);
    const trip = await fixtures.trip(school, { times: ['07:10:00', '07:30:00'] });
    const setup = await prepareSimulation(t.database.db, { school: name, start_trips: true });
    expect(setup.started).toBeGreaterThanOrEqual(1);
    expect(await fixtures.row(trip.id)).toMatchObject({ status: 2 });
    expect((await fixtures.eventRows(trip.id)).map((event) => event.event_type)).toEqual([1]);
    // Started already: not again.
    expect((await prepareSimulation(t.database.db, { school: name, start_trips: true })).started).toBe(0);
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const later = await fixtures.trip(school, { date: tomorrow });
    const other = await prepareSimulation(t.database.db, { school: name, date: tomorrow, start_trips: true });
    expect(other.started).toBe(0);
    expect(await fixtures.row(later.id)).toMatchObject({ status: 1 });
  });

  it('says when no school has the name, or the day has no trips', async () => {
    await expect(prepareSimulation(t.database.db, { school: 'Nowhere High' })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      prepareSimulation(t.database.db, { school: name, date: '2030-01-01' }),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
