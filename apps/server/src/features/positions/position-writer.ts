import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryPrepared } from '../../db/prepared-statements';
import { sqlCode } from '../../db/sql-codes';
import { ARRIVAL_RADIUS } from '@app/shared/bus-stops/bus-stop.schemas';
import { EVENT } from '@app/shared/trip-events/trip-event.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { metres } from './plane-distance';
import type { Ping } from './ping';

/** A ping of a known device, ready to store: its school, device and vehicle resolved, its flags set. */
export type PositionRow = Omit<Ping, 'identifier'> & {
  tenant_id: string;
  device_id: string;
  vehicle_id: string;
  flags: number;
};

/** A row as stored, with the trip the database found for it. */
export type StoredPosition = PositionRow & { trip_id: string | null };

/** A batch written: the rows the database did not have yet (a duplicate or a resend is not among them). */
type StoredBatch = { stored: StoredPosition[] };

type Waiting = { rows: PositionRow[]; resolve: (stored: number) => void; reject: (error: unknown) => void };

export type PositionWriter = {
  /** Stores the rows with others that came meanwhile; resolves once committed, with how many were new. */
  write(rows: PositionRow[]): Promise<number>;
  /** Called after each committed batch with its new rows (trips, live screens). */
  onStored(listener: (batch: StoredBatch) => void): void;
  /** Writes what is queued, then refuses more. */
  close(): Promise<void>;
};

/** Rows per statement at most: a larger queue is written as several batches. */
const MAX_BATCH = 2_000;

/**
 * Pings are written in batches (ADR 020): a ping waits while the statements already running finish,
 * then every ping queued meanwhile goes in one `insert … select from json_to_recordset`. One
 * statement at a time on the embedded database (one connection), a few on PostgreSQL. Under light
 * load a ping is written at once, alone; under heavy load each statement carries hundreds, which is
 * how 3,000 pings a second fit in a 2-core machine. A caller is answered after its batch commits,
 * so an acknowledged ping is stored. The platform writes (ADR 016's named places): each row carries
 * the school that its device's record says, and a batch mixes schools.
 */
export function positionWriter(database: Database, options: { concurrency?: number } = {}): PositionWriter {
  const concurrency = options.concurrency ?? (database.kind === 'pglite' ? 1 : 3);
  const queue: Waiting[] = [];
  const listeners: ((batch: StoredBatch) => void)[] = [];
  let running = 0;
  let closed = false;
  let idle: (() => void) | undefined;

  const next = () => {
    while (running < concurrency && queue.length > 0) {
      const batch: Waiting[] = [];
      let size = 0;
      while (queue.length > 0 && (size === 0 || size + queue[0]!.rows.length <= MAX_BATCH)) {
        const waiting = queue.shift()!;
        batch.push(waiting);
        size += waiting.rows.length;
      }
      running++;
      void flush(batch).finally(() => {
        running--;
        next();
        if (running === 0 && queue.length === 0) idle?.();
      });
    }
  };

  async function flush(batch: Waiting[]) {
    const rows = batch.flatMap((waiting) => waiting.rows);
    try {
      const stored = await insert(database, rows);
      // Each new row's trip, by its key (device, time); a row not answered was there already.
      const trips = new Map(stored.map((row) => [`${row.device_id}|${row.time}`, row.trip_id]));
      const key = (row: PositionRow) => `${row.device_id}|${row.time.toISOString()}`;
      const isNew = (row: PositionRow) => trips.has(key(row));
      for (const waiting of batch) waiting.resolve(waiting.rows.filter(isNew).length);
      if (stored.length > 0) {
        const batchStored = {
          stored: rows.filter(isNew).map((row) => ({ ...row, trip_id: trips.get(key(row)) ?? null })),
        };
        for (const listener of listeners) listener(batchStored);
      }
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  return {
    write(rows) {
      if (closed) return Promise.reject(new Error('The position writer is closed'));
      if (rows.length === 0) return Promise.resolve(0);
      return new Promise<number>((resolve, reject) => {
        queue.push({ rows, resolve, reject });
        // On the next turn, so the pings that arrive in this one join the same statement.
        setImmediate(next);
      });
    },
    onStored(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      if (running === 0 && queue.length === 0) return;
      await new Promise<void>((resolve) => (idle = resolve));
    },
  };
}

/**
 * A trip stop's radius (ARRIVAL_RADIUS): its bus stop's, read by key when needed, so that a radius the
 * office changes holds for the trips under way; the default when the bus stop has been deleted since.
 * A stop is reached within it (a bus pulls in beside the stop's point; a phone's fix is off by a few
 * metres) and left beyond it and the gap: the gap keeps a bus standing at the stop, its fixes
 * wandering, from leaving and arriving again.
 */
const radiusOf = (stop: SQL) =>
  sql`coalesce((select b.arrival_radius from bus_stops b
                 where b.tenant_id = ${stop}.tenant_id and b.id = ${stop}.bus_stop_id),
               ${sqlCode(ARRIVAL_RADIUS.default)})`;

/**
 * One statement: the new rows stored (a duplicate of a stored one, by device and time, is skipped);
 * the arrivals at and departures from the stops of the trips under way that they make; each device's
 * `last_seen_at` moved where it is a minute behind, so a busy fleet updates a device a minute, not a
 * ping. Answers the keys of the rows stored. The live screens hear of them after the commit
 * (live-bus.ts), not from this statement: a NOTIFY in it held PostgreSQL's one notification lock
 * through the commit's WAL flush, so every batch of every process waited for the others' (ack p50
 * 2 s at 3,000 pings a second in bench/gps-ingest).
 */
async function insert(database: Database, rows: PositionRow[]) {
  const json = JSON.stringify(rows);
  // Prepared: its text is the same for every batch, and planning its dozen parts cost more than
  // running them for a batch of a few pings (7 ms a statement unprepared, bench/gps-ingest at 2,000/s).
  // Its plan is then a generic one, made without seeing a batch: each of its lookups of a trip's stops
  // and events is by the batch's keys (\`offset 0\` keeps them lookups), or the plan hashed every stop and
  // event of the day for each batch (19 ms a batch at 1,000 buses, bench/notify-morning).
  return queryPrepared<{ device_id: string; time: string; trip_id: string | null }>(
    database.db,
    sql`with input as (
          select r.*,
                 -- The vehicle's trip under way when the position was fixed (a partial index of
                 -- active trips answers it); none before the trip started.
                 (select t.id from trips t
                   where t.tenant_id = r.tenant_id and t.vehicle_id = r.vehicle_id
                     and t.status = ${sqlCode(STATUS.active)} and (t.started_at is null or t.started_at <= r.time)
                   order by t.started_at desc nulls last limit 1) as trip_id
            from json_to_recordset(${json}::json) as r(
            tenant_id uuid, device_id uuid, vehicle_id uuid, time timestamptz, latitude float8,
            longitude float8, speed real, heading real, altitude real, accuracy real, battery real,
            source smallint, flags smallint)
        ), stored as (
          insert into positions (tenant_id, device_id, vehicle_id, trip_id, time, latitude, longitude,
                                 speed, heading, altitude, accuracy, battery, source, flags)
          select tenant_id, device_id, vehicle_id, trip_id, time, latitude, longitude, speed, heading,
                 altitude, accuracy, battery, source, flags from input
          on conflict do nothing
          returning tenant_id, device_id, vehicle_id, trip_id, time, latitude, longitude, speed, heading,
                    accuracy, flags
        ), near as (
          -- Each stop of the trips under way that a good position of the batch came within its
          -- radius of, with the first such position. The radius is looked up only for a position
          -- within the largest one: a stop or two a position, not every stop of its trip.
          select distinct on (s.tenant_id, ts.id) s.tenant_id, s.trip_id, ts.id as stop_id, s.time,
                 s.latitude, s.longitude
            from stored s
            cross join lateral (select ts.id, ts.tenant_id, ts.bus_stop_id, ts.latitude, ts.longitude
                                  from trip_stops ts
                                 where ts.tenant_id = s.tenant_id and ts.trip_id = s.trip_id offset 0) ts
           where s.trip_id is not null and s.flags = 0
             and case when ${metres(sql`s`, sql`ts`)} <= ${sqlCode(ARRIVAL_RADIUS.max)}
                      then ${metres(sql`s`, sql`ts`)} <= ${radiusOf(sql`ts`)} end
           order by s.tenant_id, ts.id, s.time
        ), arrived as (
          insert into trip_events (tenant_id, trip_id, event_type, trip_stop_id, event_time, latitude,
                                   longitude, automatic)
          select n.tenant_id, n.trip_id, ${sqlCode(EVENT.arrived)}, n.stop_id, n.time, n.latitude, n.longitude, true
            from near n
           where not exists (select from trip_events e
                              where e.tenant_id = n.tenant_id and e.trip_id = n.trip_id
                                and e.trip_stop_id = n.stop_id and e.event_type = ${sqlCode(EVENT.arrived)} offset 0)
          on conflict do nothing
          returning id
        ), open_stops as (
          -- The stops of the batch's trips arrived at and not left yet: before the batch, or by one of
          -- its positions (a phone catching up sends its arrival and departure together).
          select a.tenant_id, a.trip_id, a.trip_stop_id, min(a.arrived_at) as arrived_at,
                 min(ts.latitude::float8) as latitude, min(ts.longitude::float8) as longitude,
                 ${radiusOf(sql`ts`)} as radius
            from (select st.tenant_id, st.trip_id, e.trip_stop_id, e.event_time as arrived_at
                    from (select distinct tenant_id, trip_id from stored where trip_id is not null) st
                    cross join lateral (select e.trip_stop_id, e.event_time from trip_events e
                                         where e.tenant_id = st.tenant_id and e.trip_id = st.trip_id
                                           and e.event_type = ${sqlCode(EVENT.arrived)} offset 0) e
                  union all
                  select n.tenant_id, n.trip_id, n.stop_id, n.time from near n) a
            cross join lateral (select ts.tenant_id, ts.bus_stop_id, ts.latitude, ts.longitude from trip_stops ts
                                 where ts.tenant_id = a.tenant_id and ts.trip_id = a.trip_id
                                   and ts.id = a.trip_stop_id offset 0) ts
           where not exists (select from trip_events d
                              where d.tenant_id = a.tenant_id and d.trip_id = a.trip_id
                                and d.trip_stop_id = a.trip_stop_id and d.event_type = ${sqlCode(EVENT.departed)}
                              offset 0)
           group by a.tenant_id, a.trip_id, a.trip_stop_id, ts.tenant_id, ts.bus_stop_id
        ), departed as (
          insert into trip_events (tenant_id, trip_id, event_type, trip_stop_id, event_time, latitude,
                                   longitude, automatic)
          select distinct on (o.tenant_id, o.trip_stop_id) o.tenant_id, o.trip_id, ${sqlCode(EVENT.departed)},
                 o.trip_stop_id, s.time, s.latitude, s.longitude, true
            from open_stops o
            join stored s on s.tenant_id = o.tenant_id and s.trip_id = o.trip_id
           where s.flags = 0 and s.time > o.arrived_at and ${metres(sql`s`, sql`o`)} > o.radius + ${sqlCode(ARRIVAL_RADIUS.departureGap)}
           order by o.tenant_id, o.trip_stop_id, s.time
          on conflict do nothing
          returning id
        ), seen as (
          -- A device another batch is marking seen right now is left to it (its time is as good):
          -- waiting for that batch's commit made each batch wait for the one before.
          update devices d set last_seen_at = s.time
            from (select l.tenant_id, l.id, s.time
                    from (select tenant_id, device_id, max(time) as time from stored group by 1, 2) s
                    join devices l on l.tenant_id = s.tenant_id and l.id = s.device_id
                   where l.last_seen_at is null or l.last_seen_at < s.time - interval '1 minute'
                     for no key update of l skip locked) s
           where d.tenant_id = s.tenant_id and d.id = s.id
        )
        select device_id::text, to_char(time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as time,
               trip_id::text
          from stored`,
  );
}
