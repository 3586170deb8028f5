import { describe, expect, it } from 'vitest';
import { tripsResource } from '@app/shared/trips/trip.schemas';
import { appWithSchool, signedInAs, type SignedIn } from '../../../test/factories';
import { calmZone, tripFixtures } from '../trip-events/trips.test-helpers';

// Drivers and bus attendants read the trips they are assigned to (DESIGN §2; issue 19): the list and
// one trip, theirs alone whatever the query asks; another's trip is not found. The office reads all.
const { t, school } = await appWithSchool();
const fixtures = tripFixtures(t);
// Today's trips take events dated now: on their day, whatever the hour of the run.
await fixtures.setTimeZone(school, calmZone());
const list = (as: SignedIn, query = '') => t.request('GET', `${tripsResource.path}${query}`, as.auth);
const read = (as: SignedIn, id: string) => t.request('GET', tripsResource.itemPath(id), as.auth);
const idsOf = (page: { results: { id: string }[] }) => page.results.map((trip) => trip.id).sort();
const notFound = { status: 404, body: { detail: 'Trip not found.' } };

describe('a crew member’s trips', () => {
  it('lists and reads only the trips they drive or attend, whatever the query asks', async () => {
    const driver = await fixtures.crew(school, 401);
    const attendant = await fixtures.crew(school, 402);
    const otherDriver = await fixtures.crew(school, 401);
    const today = await fixtures.today(school);
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const together = await fixtures.trip(school, { driver: driver.personId, attendant: attendant.personId });
    const later = await fixtures.trip(school, { date: tomorrow, driver: driver.personId });
    const others = await fixtures.trip(school, {
      driver: otherDriver.personId,
      attendant: attendant.personId,
    });
    const nobodys = await fixtures.trip(school);

    const mine = await list(driver);
    expect(mine).toMatchObject({ status: 200, body: { count: 2 } });
    expect(idsOf(mine.body)).toEqual([together.id, later.id].sort());
    expect(idsOf((await list(attendant)).body)).toEqual([together.id, others.id].sort());
    // The filters narrow within their own; naming another driver widens nothing.
    expect(idsOf((await list(driver, `?start_date=${tomorrow}`)).body)).toEqual([later.id]);
    expect(await list(driver, `?driver=${otherDriver.personId}`)).toMatchObject({
      status: 200,
      body: { count: 0, results: [] },
    });

    expect(await read(driver, together.id)).toMatchObject({
      status: 200,
      body: { id: together.id, journey_stops: [{ id: together.stops[0]!.id }, {}, {}] },
    });
    expect((await read(attendant, others.id)).status).toBe(200);
    expect(await read(driver, others.id)).toMatchObject(notFound);
    expect(await read(driver, nobodys.id)).toMatchObject(notFound);
    // The office reads every trip of the school.
    expect((await list(school, '?page_size=500')).body.count).toBeGreaterThanOrEqual(4);
    expect((await read(school, nobodys.id)).status).toBe(200);
  });

  it('has no trips for a crew profile that stands for no employee, and none for other roles', async () => {
    await fixtures.trip(school);
    const unlinked = await signedInAs(t, { role: 402, tenantId: school.tenantId });
    expect(await list(unlinked)).toMatchObject({ status: 200, body: { count: 0, results: [] } });
    const driver = await fixtures.crew(school, 401);
    const trip = await fixtures.trip(school, { driver: driver.personId });
    for (const role of [404, 400, 300]) {
      const member = await signedInAs(t, { role, tenantId: school.tenantId });
      expect((await list(member)).status).toBe(403);
      expect((await read(member, trip.id)).status).toBe(403);
    }
    // Reading is not making: generation stays the office's.
    const generate = await t.request('POST', '/transport/trips/generate-trips/', {
      ...driver.auth,
      body: { start_date: '2026-03-02', end_date: '2026-03-06', skip_weekends: true },
    });
    expect(generate.status).toBe(403);
  });
});
