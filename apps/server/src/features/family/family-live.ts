import type { ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FamilyBusPosition, FamilyStopEta } from '@app/shared/family/family.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import { queryRows } from '../../db/query-rows';
import type { TenantContext } from '../../http/tenant-context';
import { tripEtas } from '../eta/trip-etas';
import type { SegmentTimes } from '../eta/segment-times';
import type { LiveHub } from '../positions/live-hub';

/** How often a quiet stream is kept open for proxies, and the trip's status looked at. */
const CHECK_MS = 5_000;

const message = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

type Watch = { ctx: TenantContext; trip: string; tripStop: string; hub: LiveHub; segmentTimes: SegmentTimes };

/**
 * One family's view of one trip (issue 23 §2, §4): that trip's bus alone (its time, place, speed and
 * heading: no vehicle, device or rider), and the ETA at the child's stop after each position. Opened
 * by the caller only while the trip is active and the child rides it; ended (`end`, then closed) as
 * soon as the trip is not active any more, found by the ETAs (made for active trips only) or by a
 * look at its status every few seconds when the bus is quiet.
 */
export async function watchTrip(watch: Watch, viewer: ServerResponse): Promise<void> {
  const { ctx, trip, tripStop } = watch;
  let closed = false;
  let estimating = false;
  let next: FamilyBusPosition | undefined;

  const end = (status: number) => {
    if (closed) return;
    viewer.write(message('end', { status }));
    viewer.end();
  };
  const sendEta = async (position: FamilyBusPosition) => {
    const fix = {
      trip,
      time: Date.parse(position.time),
      latitude: position.latitude,
      longitude: position.longitude,
    };
    const [eta] = await tripEtas(ctx.db, ctx.tenantId, [fix], watch.segmentTimes);
    if (closed) return;
    if (!eta) return end(await statusOf(ctx, trip));
    const stop = eta.stops.find((remaining) => remaining.trip_stop === tripStop);
    viewer.write(message('eta', stopEta(tripStop, fix.time, stop?.eta ?? null)));
  };
  // One estimate at a time; positions heard meanwhile leave only their latest for the next.
  const estimate = (position: FamilyBusPosition) => {
    next = position;
    if (estimating) return;
    estimating = true;
    const run = async () => {
      while (next && !closed) {
        const latest = next;
        next = undefined;
        await sendEta(latest);
      }
    };
    void run()
      .catch(() => undefined)
      .finally(() => (estimating = false));
  };

  const stop = watch.hub.subscribe(ctx.tenantId, (positions) => {
    const mine = positions.filter((position) => position.trip === trip).at(-1);
    if (!mine || closed) return;
    const { time, latitude, longitude, speed, heading } = mine;
    const position = { time, latitude, longitude, speed, heading };
    viewer.write(message('position', position));
    estimate(position);
  });
  const timer = setInterval(() => {
    viewer.write(': alive\n\n');
    void statusOf(ctx, trip)
      .then((status) => status !== STATUS.active && end(status))
      .catch(() => undefined);
  }, CHECK_MS);
  timer.unref();
  viewer.on('close', () => {
    closed = true;
    stop();
    clearInterval(timer);
  });

  const latest = await latestPosition(ctx, trip);
  if (latest && !closed) {
    viewer.write(message('position', latest));
    estimate(latest);
  }
}

function stopEta(tripStop: string, from: number, eta: string | null): FamilyStopEta {
  const minutes = eta === null ? null : Math.max(0, Math.round((Date.parse(eta) - from) / 60_000));
  return { trip_stop: tripStop, eta, minutes };
}

async function statusOf(ctx: TenantContext, trip: string): Promise<number> {
  const [row] = await queryRows<{ status: number }>(
    ctx.db,
    sql`select status::int as status from trips where tenant_id = ${ctx.tenantId} and id = ${trip}`,
  );
  return row?.status ?? STATUS.cancelled;
}

/** The trip's bus's latest good position on this trip. */
async function latestPosition(ctx: TenantContext, trip: string): Promise<FamilyBusPosition | undefined> {
  const [row] = await queryRows<FamilyBusPosition>(
    ctx.db,
    sql`select to_char(time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as time, latitude, longitude,
               speed, heading
          from positions where tenant_id = ${ctx.tenantId} and trip_id = ${trip} and flags = 0
         order by time desc limit 1`,
  );
  return row;
}
