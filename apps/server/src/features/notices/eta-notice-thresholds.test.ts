import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_KIND } from '@app/shared/notices/notice-codes';
import type { TripEta } from '@app/shared/positions/live.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { appWithSchool } from '../../../test/factories';
import { decideEtaNotices } from './decide-trip-notices';
import { EtaNoticeThresholds } from './eta-notice-thresholds';
import { etaOf, twoFamilies } from './eta-notices.test-helpers';
import { guardianNoticeSettings, notices } from './notices.table';

// The filter in front of the deciding statement (ADR 022): only the stops whose ETA crossed one of
// their families' minutes, or a trip newly late, go to it; and what it lets through decides the same.
const { t, school } = await appWithSchool();
const { f, mother, baba, baraka, activeTrip } = await twoFamilies(t, school);
const db = t.database.forSchool(school.tenantId);
afterEach(() => vi.useRealTimers());

/** A round as EtaNoticeWatch runs it: the filter, the statement for what passed, the crossings marked. */
async function round(thresholds: EtaNoticeThresholds, etas: TripEta[]): Promise<string[][]> {
  const near = await thresholds.candidates(db, school.tenantId, etas);
  if (near.etas.length > 0) {
    await db.transaction((tx) => decideEtaNotices({ db: tx, tenantId: school.tenantId }, near.etas));
    thresholds.decided(near.crossed);
  }
  return near.etas.map((eta) => eta.stops.map((stop) => stop.trip_stop));
}
const noticesOf = (trip: string, kind: number) =>
  t.database.db
    .select()
    .from(notices)
    .where(and(eq(notices.trip_id, trip), eq(notices.kind, kind)));

describe('the ETA notices’ filter', () => {
  it('lets through a stop once its ETA crosses one of its families’ minutes, and not again', async () => {
    const trip = await activeTrip();
    const [first, second] = trip.stops.map((stop) => stop.id);
    const thresholds = new EtaNoticeThresholds();
    expect(await round(thresholds, [etaOf(trip, [6, 8, 20])])).toEqual([]);
    expect(await round(thresholds, [etaOf(trip, [4.2, 6, 18])])).toEqual([[first]]);
    // Decided: the same crossing heard again (the next ping) is not sent to the statement.
    expect(await round(thresholds, [etaOf(trip, [4, 5.5, 17])])).toEqual([]);
    expect(await round(thresholds, [etaOf(trip, [1, 2.5, 15])])).toEqual([[second]]);
    const made = await noticesOf(trip.id, NOTICE_KIND.approaching);
    expect(made.map((notice) => [notice.guardian_id, notice.trip_stop_id]).sort()).toEqual(
      [
        [mother.guardian, first],
        [baba.guardian, second],
      ].sort(),
    );
  });

  it('lets through every stop with families once, when the trip’s delay passes the school’s minutes', async () => {
    const trip = await activeTrip();
    const thresholds = new EtaNoticeThresholds();
    expect(await round(thresholds, [etaOf(trip, [null, 30, 40], 9)])).toEqual([]);
    expect(await round(thresholds, [etaOf(trip, [null, 30, 40], 11)])).toEqual([
      [trip.stops[1]!.id, trip.stops[2]!.id],
    ]);
    expect(await round(thresholds, [etaOf(trip, [null, 29, 39], 14)])).toEqual([]);
    expect((await noticesOf(trip.id, NOTICE_KIND.runningLate)).map((notice) => notice.guardian_id)).toEqual([
      baba.guardian,
    ]);
  });

  it('sees a guardian’s new minutes when it reads the trip again, a minute later', async () => {
    const trip = await activeTrip();
    const thresholds = new EtaNoticeThresholds();
    expect(await round(thresholds, [etaOf(trip, [20, 20, 30])])).toEqual([]);
    const other = await f.guardian(school);
    await f.link(school, baraka, other.guardian);
    await t.database.db
      .insert(guardianNoticeSettings)
      .values({ tenant_id: school.tenantId, guardian_id: other.guardian, minutes_before: 15 });
    // Read a moment ago: 15 minutes is not known yet.
    expect(await round(thresholds, [etaOf(trip, [20, 14, 30])])).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect(await round(thresholds, [etaOf(trip, [20, 13.5, 30])])).toEqual([[trip.stops[1]!.id]]);
    expect((await noticesOf(trip.id, NOTICE_KIND.approaching)).map((notice) => notice.guardian_id)).toEqual([
      other.guardian,
    ]);
  });

  it('lets nothing through for a trip without riders', async () => {
    const trip = await f.trips.trip(school, { status: STATUS.active });
    const thresholds = new EtaNoticeThresholds();
    expect(await round(thresholds, [etaOf(trip, [1, 2, 3], 30)])).toEqual([]);
    expect(await noticesOf(trip.id, NOTICE_KIND.approaching)).toEqual([]);
  });
});
