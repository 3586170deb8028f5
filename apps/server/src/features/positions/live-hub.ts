import type { ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import type { Db } from '../../db/client';
import type { TripEta } from '@app/shared/positions/live.schemas';
import type { TripFix } from '../eta/trip-etas';
import type { LiveBus, LivePosition } from './live-bus';

/** The ETAs of trips from their buses' latest positions (trip-etas.ts), through the school's scope. */
export type EtaSource = (tenant: string, db: Db, fixes: TripFix[]) => Promise<TripEta[]>;

/** Positions heard within this window go out together: a viewer gets a few writes a second, not one a ping. */
const FLUSH_MS = 250;
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** How far back the first picture of a school looks for each vehicle's latest position. */
const SNAPSHOT_HOURS = 12;

type School = {
  db: Db;
  latest: Map<string, LivePosition>;
  pending: Map<string, LivePosition>;
  /** Each trip under way's latest ETAs, for a viewer who comes later. */
  etas: Map<string, TripEta>;
  /** Trips whose bus moved since their ETAs were last made, with its latest fix. */
  moved: Map<string, TripFix>;
  /** ETAs being made: one computation at a time a school, what moves meanwhile waits for the next. */
  estimating: boolean;
  viewers: Set<ServerResponse>;
  ready: Promise<void>;
  stop: () => void;
};

const fixOf = (position: LivePosition): TripFix => ({
  trip: position.trip!,
  time: Date.parse(position.time),
  latitude: position.latitude,
  longitude: position.longitude,
});

/** One SSE message: its event name and JSON data. */
const message = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The live screens' streams of this process (issue 22 §4, ADR 020), by school: the school's buses'
 * latest positions kept while someone watches it, first as a picture read once from the database,
 * then from the live bus. Every quarter of a second the positions heard are written, once encoded,
 * to each viewer of their school; a school's stream never carries another school's bus, since a
 * viewer is put with their own school only and the bus is subscribed by school. The trips whose bus
 * moved get new ETAs (issue 22 §3), made once for all the school's viewers, sent as they are ready.
 */
export class LiveHub {
  private readonly schools = new Map<string, School>();
  private readonly timer: NodeJS.Timeout;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly bus: LiveBus,
    private readonly estimate: EtaSource,
    private readonly log?: { warn(object: unknown, message: string): void },
  ) {
    this.timer = setInterval(() => this.flush(), FLUSH_MS);
    this.timer.unref();
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Adds a viewer of a school (`db`: the school's own scope): its picture now, then what changes. */
  async watch(tenant: string, db: Db, viewer: ServerResponse): Promise<void> {
    let school = this.schools.get(tenant);
    if (!school) {
      const latest = new Map<string, LivePosition>();
      const pending = new Map<string, LivePosition>();
      const moved = new Map<string, TripFix>();
      // Heard before the picture is read: a position that arrives meanwhile is not lost.
      const stop = this.bus.subscribe(tenant, (positions) => {
        for (const position of positions) {
          const known = latest.get(position.vehicle);
          if (known && known.time >= position.time) continue;
          latest.set(position.vehicle, position);
          pending.set(position.vehicle, position);
          if (position.trip) moved.set(position.trip, fixOf(position));
        }
      });
      const ready = snapshot(db, tenant).then((positions) => {
        for (const position of positions) {
          const known = latest.get(position.vehicle);
          if (!known || known.time < position.time) latest.set(position.vehicle, position);
        }
        // Every trip under way with a position gets its ETAs made for the first viewers.
        for (const position of latest.values()) if (position.trip) moved.set(position.trip, fixOf(position));
        // What was heard meanwhile is in the first viewers' snapshot: not news to send them again.
        pending.clear();
      });
      const etas = new Map<string, TripEta>();
      school = { db, latest, pending, etas, moved, estimating: false, viewers: new Set(), ready, stop };
      this.schools.set(tenant, school);
      ready.catch(() => this.forget(tenant, school!));
    }
    await school.ready;
    school.viewers.add(viewer);
    viewer.write(message('snapshot', [...school.latest.values()]));
    if (school.etas.size > 0) viewer.write(message('etas', [...school.etas.values()]));
    viewer.on('close', () => {
      school.viewers.delete(viewer);
      if (school.viewers.size === 0) this.forget(tenant, school);
    });
  }

  /**
   * A school's positions as they come, for a stream that shows less than the school's picture (a
   * family's one bus, features/family): the caller filters and must call the answer to stop.
   */
  subscribe(tenant: string, listener: (positions: LivePosition[]) => void): () => void {
    return this.bus.subscribe(tenant, listener);
  }

  /** How many viewers this process serves (for the tests and the bench). */
  get viewers(): number {
    let count = 0;
    for (const school of this.schools.values()) count += school.viewers.size;
    return count;
  }

  close(): void {
    clearInterval(this.timer);
    clearInterval(this.heartbeat);
    for (const [tenant, school] of this.schools) {
      for (const viewer of school.viewers) viewer.end();
      this.forget(tenant, school);
    }
  }

  private forget(tenant: string, school: School) {
    if (this.schools.get(tenant) !== school) return;
    school.stop();
    this.schools.delete(tenant);
  }

  private flush() {
    for (const [tenant, school] of this.schools) {
      if (school.pending.size > 0) {
        const text = message('positions', [...school.pending.values()]);
        school.pending.clear();
        for (const viewer of school.viewers) viewer.write(text);
      }
      if (school.moved.size > 0 && !school.estimating) void this.estimateMoved(tenant, school);
    }
  }

  /** New ETAs of the trips whose bus moved, to every viewer of the school; a trip no longer under way loses its own. */
  private async estimateMoved(tenant: string, school: School) {
    const fixes = [...school.moved.values()];
    school.moved.clear();
    school.estimating = true;
    try {
      const etas = await this.estimate(tenant, school.db, fixes);
      for (const fix of fixes) school.etas.delete(fix.trip);
      for (const eta of etas) school.etas.set(eta.trip, eta);
      if (etas.length > 0) {
        const text = message('etas', etas);
        for (const viewer of school.viewers) viewer.write(text);
      }
    } catch (error) {
      // The positions still go out; the next move tries again.
      this.log?.warn({ err: error, tenant }, 'live ETAs could not be made');
    } finally {
      school.estimating = false;
    }
  }

  private beat() {
    for (const school of this.schools.values())
      for (const viewer of school.viewers) viewer.write(': alive\n\n');
  }
}

/** Each vehicle's latest good position of the last hours, through the school's own scope. */
function snapshot(db: Db, tenant: string): Promise<LivePosition[]> {
  return queryRows<LivePosition>(
    db,
    sql`select v.id::text as vehicle, p.device_id::text as device, p.trip_id::text as trip,
               to_char(p.time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as time,
               p.latitude, p.longitude, p.speed, p.heading, p.accuracy
          from vehicles v
          cross join lateral (
            select * from positions
             where positions.tenant_id = v.tenant_id and positions.vehicle_id = v.id and positions.flags = 0
               and positions.time > now() - make_interval(hours => ${SNAPSHOT_HOURS}::int)
             order by positions.time desc limit 1) p
         where v.tenant_id = ${tenant}`,
  );
}
