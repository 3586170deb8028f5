import type { Database } from '../../db/client';
import { tripEtas, type TripFix } from '../eta/trip-etas';
import type { SegmentTimes } from '../eta/segment-times';
import type { StoredPosition } from '../positions/position-writer';
import { decideEtaNotices } from './decide-trip-notices';
import { EtaNoticeThresholds } from './eta-notice-thresholds';

type Log = { warn(object: unknown, message: string): void };

/**
 * A round waits this long for the positions that follow: a district's buses ping 200 times a second,
 * and a round started at each batch made many rounds of a few trips, each paying its statements'
 * fixed cost, until the database had no time left for the rest.
 */
const GATHER_MS = 100;

/**
 * Decides the notices the buses' ETAs make as positions arrive (issue 23 §3), whether or not anyone
 * watches the Live Map: after each committed batch of positions, each school's trips that moved get
 * their ETAs from their latest fix (features/eta) and the notices they cross are decided, one
 * transaction a school. One round at a time; what is heard meanwhile waits for the next, its latest
 * fix a trip only, so a burst of pings makes one round, not one a ping.
 */
export class EtaNoticeWatch {
  private moved = new Map<string, Map<string, TripFix>>();
  private running: Promise<void> | undefined;
  private readonly thresholds = new EtaNoticeThresholds();

  constructor(
    private readonly database: Database,
    private readonly segmentTimes: SegmentTimes,
    private readonly log?: Log,
  ) {}

  /** A committed batch: its good positions on trips under way. */
  heard(stored: StoredPosition[]): void {
    for (const row of stored) {
      if (row.flags !== 0 || !row.trip_id) continue;
      let trips = this.moved.get(row.tenant_id);
      if (!trips) this.moved.set(row.tenant_id, (trips = new Map()));
      const known = trips.get(row.trip_id);
      const time = row.time.getTime();
      if (!known || known.time < time) {
        trips.set(row.trip_id, { trip: row.trip_id, time, latitude: row.latitude, longitude: row.longitude });
      }
    }
    if (this.moved.size > 0 && !this.running) {
      this.running = new Promise((resolve) => setTimeout(resolve, GATHER_MS))
        .then(() => this.run())
        .finally(() => (this.running = undefined));
    }
  }

  /** Finishes the round under way (the server's close). */
  async close(): Promise<void> {
    await this.running;
  }

  private async run(): Promise<void> {
    while (this.moved.size > 0) {
      const round = this.moved;
      this.moved = new Map();
      for (const [tenant, trips] of round) {
        try {
          const db = this.database.forSchool(tenant);
          const etas = await tripEtas(db, tenant, [...trips.values()], this.segmentTimes);
          const near = await this.thresholds.candidates(db, tenant, etas);
          if (near.etas.length > 0) {
            await db.transaction((tx) => decideEtaNotices({ db: tx, tenantId: tenant }, near.etas));
            this.thresholds.decided(near.crossed);
          }
        } catch (error) {
          // The next positions try again; a notice is decided when its crossing is next seen.
          this.log?.warn({ err: error, tenant }, 'notices from ETAs could not be decided');
        }
      }
    }
  }
}
