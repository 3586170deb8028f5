import crypto from 'node:crypto';
import type { TripEta } from '@app/shared/positions/live.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import type { TestApp } from '../../../test/build-test-app';
import type { SignedIn } from '../../../test/factories';
import { familyFixtures } from '../family/family.test-helpers';
import type { TestTrip } from '../trip-events/trips.test-helpers';
import { guardianNoticeSettings } from './notices.table';

/**
 * The ETAs of a trip as features/eta makes them: the stops not reached yet (null: passed), minutes
 * from now, and the delay.
 */
export const etaOf = (trip: TestTrip, minutes: (number | null)[], delayMinutes = 0): TripEta => {
  const now = Date.now();
  return {
    trip: trip.id,
    vehicle: crypto.randomUUID(),
    from_position_at: new Date(now).toISOString(),
    delay_seconds: delayMinutes * 60,
    stops: trip.stops.flatMap((stop, i) =>
      minutes[i] === null || minutes[i] === undefined
        ? []
        : [
            {
              trip_stop: stop.id,
              sequence: i + 1,
              title: stop.title,
              planned: new Date(now).toISOString(),
              eta: new Date(now + minutes[i]! * 60_000).toISOString(),
              basis: 'schedule' as const,
            },
          ],
    ),
  };
};

/**
 * The two families of the ETA notice tests: Amani's Mother (5 minutes, the default) and Baraka's Baba
 * (3 minutes); `activeTrip` puts Amani on at the first stop and Baraka at the second, both off at the third.
 */
export async function twoFamilies(t: TestApp, school: SignedIn) {
  const f = familyFixtures(t);
  await f.trips.setTimeZone(school, 'UTC');
  const mother = await f.guardian(school);
  const baba = await f.guardian(school);
  const amani = (await f.people.student(school, { first_name: 'Amani' })).id;
  const baraka = (await f.people.student(school, { first_name: 'Baraka' })).id;
  await f.link(school, amani, mother.guardian);
  await f.link(school, baraka, baba.guardian);
  await t.database.db
    .insert(guardianNoticeSettings)
    .values({ tenant_id: school.tenantId, guardian_id: baba.guardian, minutes_before: 3 });
  const activeTrip = async (): Promise<TestTrip> => {
    const trip = await f.trips.trip(school, { status: STATUS.active });
    await f.rides(trip, amani, 0, 2);
    await f.rides(trip, baraka, 1, 2);
    return trip;
  };
  return { f, mother, baba, amani, baraka, activeTrip };
}
