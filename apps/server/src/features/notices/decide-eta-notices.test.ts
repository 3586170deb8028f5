import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DeviceWithSecret } from '@app/shared/devices/device.schemas';
import { NOTICE_KIND } from '@app/shared/notices/notice-codes';
import type { TripEta } from '@app/shared/positions/live.schemas';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { appWithSchool } from '../../../test/factories';
import { tripStops } from '../trips/trip-stops.table';
import { trips } from '../trips/trips.table';
import { decideEtaNotices } from './decide-trip-notices';
import { etaOf, twoFamilies } from './eta-notices.test-helpers';
import { notices } from './notices.table';

// "The bus is N minutes away" and "running late" (issue 23 §3): decided from the ETAs of a trip under
// way, per guardian's N, once; never for a stop already passed, a child not on the trip or through
// their stop; and from the positions as they arrive, whether or not anyone watches.
const { t, school } = await appWithSchool();
const { f, mother, baba, baraka, activeTrip } = await twoFamilies(t, school);
const decide = (etas: TripEta[]) =>
  t.database
    .forSchool(school.tenantId)
    .transaction((tx) => decideEtaNotices({ db: tx, tenantId: school.tenantId }, etas));
const noticesOf = (trip: string, kind: number) =>
  t.database.db
    .select()
    .from(notices)
    .where(and(eq(notices.trip_id, trip), eq(notices.kind, kind)));

describe('N minutes away', () => {
  it('is decided as the ETA at the child’s stop crosses the guardian’s N, once', async () => {
    const trip = await activeTrip();
    await decide([etaOf(trip, [6, 8, 20])]);
    expect(await noticesOf(trip.id, NOTICE_KIND.approaching)).toEqual([]);
    await decide([etaOf(trip, [4.2, 6, 18])]);
    expect(await noticesOf(trip.id, NOTICE_KIND.approaching)).toEqual([
      expect.objectContaining({
        guardian_id: mother.guardian,
        trip_stop_id: trip.stops[0]!.id,
        payload: { students: ['Amani'], stop: trip.stops[0]!.title, route: expect.any(String), minutes: 5 },
      }),
    ]);
    await decide([etaOf(trip, [1, 2.5, 15])]);
    const made = await noticesOf(trip.id, NOTICE_KIND.approaching);
    expect(
      made.map((notice) => [notice.guardian_id, (notice.payload as { minutes: number }).minutes]).sort(),
    ).toEqual(
      [
        [mother.guardian, 5],
        [baba.guardian, 3],
      ].sort(),
    );
  });

  it('is never decided for a stop the bus has passed, nor for a child already picked up there', async () => {
    const trip = await activeTrip();
    // The first stop is behind the bus (not among the ETAs); the second is near, but Baraka boarded.
    const boarded = await f.trips.postEvent(school, {
      trip: trip.id,
      event_type: EVENT.pickup,
      journey_stop: trip.stops[1]!.id,
      student: baraka,
      client_key: crypto.randomUUID(),
    });
    expect(boarded.status).toBe(201);
    await decide([etaOf(trip, [null, 1, 10])]);
    expect(await noticesOf(trip.id, NOTICE_KIND.approaching)).toEqual([]);
  });

  it('is never decided for a child who is not on the trip', async () => {
    const trip = await f.trips.trip(school, { status: STATUS.active });
    await decide([etaOf(trip, [1, 2, 3])]);
    expect(await noticesOf(trip.id, NOTICE_KIND.approaching)).toEqual([]);
  });
});

describe('running late', () => {
  it('is decided once the delay passes the school’s late-notice minutes (10), for the stops ahead', async () => {
    const trip = await activeTrip();
    await decide([etaOf(trip, [null, 30, 40], 9)]);
    expect(await noticesOf(trip.id, NOTICE_KIND.runningLate)).toEqual([]);
    await decide([etaOf(trip, [null, 30, 40], 11)]);
    await decide([etaOf(trip, [null, 30, 40], 14)]);
    // Amani's stop is behind the bus: only Baraka's family hears, once, of the first delay that passed.
    expect(await noticesOf(trip.id, NOTICE_KIND.runningLate)).toEqual([
      expect.objectContaining({
        guardian_id: baba.guardian,
        payload: expect.objectContaining({ students: ['Baraka'], minutes: 11 }),
      }),
    ]);
  });
});

describe('from the positions as they arrive', () => {
  it('decides "N minutes away" from a ping of the trip’s bus, with nobody watching', async () => {
    const trip = await activeTrip();
    // Started a minute ago; its first stop a few hundred metres ahead, due now.
    await t.database.db
      .update(trips)
      .set({ started_at: new Date(Date.now() - 60_000) })
      .where(eq(trips.id, trip.id));
    await t.database.db
      .update(tripStops)
      .set({ expected_time: new Date().toISOString().slice(11, 19) })
      .where(eq(tripStops.id, trip.stops[0]!.id));
    const [row] = await t.database.db
      .select({ vehicle: trips.vehicle_id })
      .from(trips)
      .where(eq(trips.id, trip.id));
    const phone = await t.request<DeviceWithSecret>('POST', '/transport/devices/', {
      ...school.auth,
      body: { identifier: `notice-${crypto.randomUUID().slice(0, 8)}`, kind: 1, vehicle: row!.vehicle },
    });
    // Where network.busStop puts every stop (-1.2921, 36.8219): 500 m south of it.
    const ping = await fetch(
      `${t.url}/api/gps/osmand/?id=${phone.body.identifier}&key=${phone.body.secret}&lat=-1.2966&lon=36.8219&timestamp=${Math.floor(Date.now() / 1000)}&speed=10`,
    );
    expect(ping.status).toBe(200);
    await expect
      .poll(
        async () => (await noticesOf(trip.id, NOTICE_KIND.approaching)).map((notice) => notice.guardian_id),
        {
          timeout: 5000,
        },
      )
      .toContain(mother.guardian);
  });
});
