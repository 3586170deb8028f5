import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DeviceWithSecret } from '@app/shared/devices/device.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { queryRows } from '../../db/query-rows';
import { appWithSchool } from '../../../test/factories';
import { openLive } from '../../../test/live-stream';
import { calmZone, tripFixtures } from '../trip-events/trips.test-helpers';
import { trips } from '../trips/trips.table';

// A position of a vehicle on a trip under way belongs to that trip (issue 22 §2): stored with it and
// sent with it on the live stream; a vehicle with no trip under way, or before its start, has none.
const { t, school } = await appWithSchool();
const fixtures = tripFixtures(t);
await fixtures.setTimeZone(school, calmZone());

async function phoneOf(vehicleId: string) {
  const response = await t.request<DeviceWithSecret>('POST', '/transport/devices/', {
    ...school.auth,
    body: { identifier: `trip-${crypto.randomUUID().slice(0, 8)}`, kind: 1, vehicle: vehicleId },
  });
  return response.body;
}
const vehicleOf = async (tripId: string) =>
  (await t.database.db.select({ vehicle: trips.vehicle_id }).from(trips).where(eq(trips.id, tripId)))[0]!
    .vehicle;
const ping = (phone: DeviceWithSecret, secondsAgo: number, lat = -1.29) =>
  fetch(
    `${t.url}/api/gps/osmand/?id=${phone.identifier}&key=${phone.secret}&lat=${lat}&lon=36.82&timestamp=${Math.floor(Date.now() / 1000) - secondsAgo}`,
  ).then((response) => expect(response.status).toBe(200));
const tripsOf = async (deviceId: string) =>
  (
    await queryRows<{ trip: string | null }>(
      t.database.db,
      sql`select trip_id::text as trip from positions where device_id = ${deviceId} order by time`,
    )
  ).map((row) => row.trip);

describe('positions and trips', () => {
  it('gives a position the trip under way of its vehicle, from the trip’s start', async () => {
    const trip = await fixtures.trip(school, { status: STATUS.active });
    await t.database.db
      .update(trips)
      .set({ started_at: sql`now() - interval '60 seconds'` })
      .where(eq(trips.id, trip.id));
    const phone = await phoneOf(await vehicleOf(trip.id));
    const viewer = await openLive(t.url, {
      authorization: `Bearer ${school.auth.token}`,
      'x-tenant-id': school.auth.tenant ?? '',
      'x-profile-id': school.auth.profile ?? '',
    });
    try {
      await viewer.next((event) => event.event === 'snapshot');
      await ping(phone, 120);
      await ping(phone, 10, -1.2901);
      expect(await tripsOf(phone.id)).toEqual([null, trip.id]);
      const heard = await viewer.next(
        (event) =>
          event.event === 'positions' && event.data.some((p: { trip: string | null }) => p.trip === trip.id),
      );
      expect(heard.data).toEqual([expect.objectContaining({ trip: trip.id, latitude: -1.2901 })]);
    } finally {
      viewer.close();
    }
  });

  it('gives none to a vehicle whose trips are scheduled or done', async () => {
    const scheduled = await fixtures.trip(school, { status: STATUS.scheduled });
    const phone = await phoneOf(await vehicleOf(scheduled.id));
    await ping(phone, 5);
    expect(await tripsOf(phone.id)).toEqual([null]);
  });
});
