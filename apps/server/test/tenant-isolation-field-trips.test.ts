import { describe, expect, it } from 'vitest';
import { fieldTripDecisionPath, fieldTripsResource } from '@app/shared/field-trips/field-trip.schemas';
import { fieldTripFixtures } from '../src/features/field-trips/field-trips.test-helpers';
import { appWithSchool, signedInAs } from './factories';

/**
 * Tenant isolation of field trips (issue 25 §4), which are no record type: school B neither reads,
 * lists, changes, decides nor cancels A's field trip, nor sees it on its calendar, and B's request
 * never takes A's approval steps; A's headers with B's token are refused. The approval steps are a
 * record type: tenant-isolation.test.ts covers them with every other.
 */
const { t, school: schoolA } = await appWithSchool();
const schoolB = await signedInAs(t);

describe('tenant isolation: field trips', () => {
  it("never reads, lists, changes, decides or cancels another school's field trip", async () => {
    const fixtures = fieldTripFixtures(t);
    await fixtures.defaultSteps(schoolA);
    const teacherA = await fixtures.teacher(schoolA);
    const trip = await fixtures.requested(teacherA, { title: 'ISO-FIELD-TRIP' });
    const own = await fixtures.read(schoolA, trip.id);
    const month = trip.trip_date.slice(0, 7);

    const asB = (method: string, path: string, options: Record<string, unknown> = {}) =>
      t.request(method, path, { ...schoolB.auth, ...options });
    const notFound = { status: 404, body: { detail: 'Field trip not found.' } };
    expect(await asB('GET', fieldTripsResource.itemPath(trip.id))).toMatchObject(notFound);
    expect(
      await asB('PUT', fieldTripsResource.itemPath(trip.id), { body: await fixtures.body(schoolB) }),
    ).toMatchObject(notFound);
    expect(await fixtures.decide(schoolB, trip.id, 'approved')).toMatchObject(notFound);
    expect(await fixtures.decide(schoolB, trip.id, 'rejected', 'Forged')).toMatchObject(notFound);
    expect(await fixtures.cancel(schoolB, trip.id)).toMatchObject(notFound);
    for (const query of [
      '',
      '?search=ISO',
      '?status=requested',
      '?awaiting_me=true',
      `?date_from=${trip.trip_date}`,
    ]) {
      const list = await asB('GET', `${fieldTripsResource.path}${query}`);
      expect(list.body, query).toMatchObject({ count: 0, results: [] });
    }
    expect((await fixtures.calendar(schoolB, month)).body).toEqual({ month, trips: [] });

    // B's own request goes through B's steps (none): approved at once, none of A's steps copied.
    const tripB = await fixtures.requested(schoolB, { trip_date: trip.trip_date });
    expect(tripB).toMatchObject({ status: 'approved', approvals: [] });
    expect((await fixtures.calendar(schoolB, month)).body.trips.map((row: { id: string }) => row.id)).toEqual(
      [tripB.id],
    );
    expect((await fixtures.calendar(schoolA, month)).body.trips.map((row: { id: string }) => row.id)).toEqual(
      [trip.id],
    );

    // A's field trip is as it was.
    expect(await fixtures.read(schoolA, trip.id)).toMatchObject({ status: 200, body: own.body });

    // A's school in the headers with B's token: refused at the door.
    const crossed = { token: schoolB.token, tenant: schoolA.tenantId, profile: schoolB.profileId };
    expect((await t.request('GET', fieldTripsResource.itemPath(trip.id), crossed)).status).toBe(403);
    expect((await t.request('GET', fieldTripsResource.path, crossed)).status).toBe(403);
    expect(
      (
        await t.request('POST', fieldTripDecisionPath(trip.id), {
          ...crossed,
          body: { decision: 'approved' },
        })
      ).status,
    ).toBe(403);
  });
});
