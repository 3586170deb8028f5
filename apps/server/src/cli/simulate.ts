import type { Config } from '../config/env';
import { readOperatorFile } from '../features/operator/operator-file';
import type { SimulationSetup } from '../features/operator/simulation-setup';
import { planRun, positionAt } from '../features/simulation/bus-run';
import {
  districtTraffic,
  drawDayPace,
  drawVariation,
  seededRandom,
  withGpsNoise,
} from '../features/simulation/run-variation';
import { CliError } from './cli-error';
import { withOperator } from './operator';

export type SimulateOptions = {
  school: string;
  date?: string;
  interval: string;
  start: string;
  minutes?: string;
  url?: string;
  seed: string;
  startTrips?: boolean;
};

/** One ping in this many is lost, as phones in buses lose some (a tunnel, a dead zone, a full queue). */
const LOST_SHARE = 0.03;

/**
 * Drives a school's trips of a day along their stops, sending OsmAnd pings to a running server as
 * each bus's phone would (issue 22 §5): late starts, slow segments, long dwells, GPS noise and lost
 * pings drawn per trip from `--seed`. `--start now` (the default) moves the day so that its first
 * trip leaves in half a minute, for a demo at any hour; `--start schedule` keeps the clock.
 */
export async function simulateCommand(
  config: Config,
  options: SimulateOptions,
  print: (line: string) => void,
) {
  const intervalMs = Number(options.interval) * 1000;
  if (!(intervalMs >= 1000)) throw new CliError('--interval is a number of seconds, 1 or more.');
  if (!['now', 'schedule'].includes(options.start)) throw new CliError('--start is "now" or "schedule".');
  const setup = await withOperator(config, print, (operator) =>
    operator.prepareSimulation({
      school: options.school,
      date: options.date,
      start_trips: options.startTrips ?? false,
    }),
  );
  const server = (options.url ?? readOperatorFile(config.dataDir)?.url ?? config.publicUrl).replace(
    /\/+$/,
    '',
  );
  const random = seededRandom(Number(options.seed) || 1);
  const traffic = districtTraffic(Number(options.seed) || 1);
  // One day of the school: the district's pace is the same for all its trips.
  const day = drawDayPace(random);
  const runs = setup.trips.map((trip) => ({
    trip,
    run: planRun(
      trip.stops,
      drawVariation(random, trip.stops.length, usualTraffic(traffic, trip.stops), day),
    ),
  }));
  const first = Math.min(...runs.map(({ run }) => run.departures[0]!));
  // The simulated clock: the schedule's instants, moved to start now unless the schedule is kept.
  const shift = options.start === 'now' ? Date.now() + 30_000 - first : 0;
  const last = Math.max(...runs.map(({ run }) => run.arrivals.at(-1)!)) + shift;
  const until = options.minutes ? Math.min(last, Date.now() + Number(options.minutes) * 60_000) : last;
  print(describe(setup, server, runs.length, shift));

  let failures = 0;
  while (Date.now() <= until) {
    const now = Date.now();
    const moving = runs.filter(({ run }) => positionAt(run, now - shift) !== null);
    const pings = moving
      .filter(() => random() >= LOST_SHARE)
      .map(({ trip, run }) => send(server, trip, withGpsNoise(random, positionAt(run, now - shift)!), now));
    const answers = await Promise.all(pings);
    failures += answers.filter((ok) => !ok).length;
    const done = runs.filter(({ run }) => run.arrivals.at(-1)! + shift < now).length;
    print(
      `${new Date(now).toISOString().slice(11, 19)}  moving ${moving.length}, done ${done}, pings refused ${failures}`,
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, now + intervalMs - Date.now())));
  }
  print('The simulated day is over.');
}

/**
 * Each segment's usual traffic at the hour the schedule drives it: a segment is named by its stops'
 * places, so the trips of every day (and the ETAs learned from them) meet the same streets.
 */
function usualTraffic(
  traffic: ReturnType<typeof districtTraffic>,
  stops: SimulationSetup['trips'][number]['stops'],
) {
  const place = (stop: (typeof stops)[number]) => `${stop.latitude.toFixed(5)},${stop.longitude.toFixed(5)}`;
  return stops
    .slice(1)
    .map((stop, i) => traffic(`${place(stops[i]!)}>${place(stop)}`, new Date(stops[i]!.at).getUTCHours()));
}

function describe(setup: SimulationSetup, server: string, trips: number, shift: number): string {
  const when = shift === 0 ? 'on their own clock' : 'moved to start in half a minute';
  const started =
    setup.started > 0
      ? ` ${setup.started} trips started, as their drivers would: arrivals and ETAs follow.`
      : '';
  return `Driving ${trips} trips of "${setup.school}" on ${setup.date} (${when}), pinging ${server}/api/gps/osmand/.${started} Ctrl+C stops.`;
}

/** One OsmAnd GET, as Traccar Client sends it: speed in knots, time in seconds. */
async function send(
  server: string,
  trip: SimulationSetup['trips'][number],
  position: NonNullable<ReturnType<typeof positionAt>>,
  now: number,
): Promise<boolean> {
  const query = new URLSearchParams({
    id: trip.identifier,
    timestamp: String(Math.floor(now / 1000)),
    lat: position.latitude.toFixed(6),
    lon: position.longitude.toFixed(6),
    speed: ((position.speed * 3600) / 1852).toFixed(1),
    ...(position.heading === null ? {} : { bearing: position.heading.toFixed(0) }),
    accuracy: '8',
    key: trip.secret,
  });
  try {
    const response = await fetch(`${server}/api/gps/osmand/?${query}`, {
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
