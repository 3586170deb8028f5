import { DEMO_SCHOOL_POINT, DEMO_ZONES, type DemoRoutePlan } from './demo-places';

type Point = { latitude: number; longitude: number };

type DemoStop = { title: string; zone: string; description: string; point: Point };
type DemoRouteRun = {
  plan: DemoRoutePlan;
  /** Its stops from the farthest to the school: the morning order (the afternoon runs it back). */
  stops: string[];
};

const KM_PER_DEGREE = 111.32;
// Stops along a trunk, then along a branch, in km; and how far one may sit off the straight road.
const TRUNK_FIRST_KM = 1;
const TRUNK_SPACING_KM = 0.7;
const BRANCH_SPACING_KM = 0.9;
const OFF_ROAD_KM = 0.15;

function towards(from: Point, bearing: number, km: number): Point {
  const radians = (bearing * Math.PI) / 180;
  const kmPerLongitude = KM_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180);
  return {
    latitude: from.latitude + (km * Math.cos(radians)) / KM_PER_DEGREE,
    longitude: from.longitude + (km * Math.sin(radians)) / kmPerLongitude,
  };
}

/** -1 to 1 from an integer, the same on every run (Knuth's multiplicative hash). */
function wobble(n: number): number {
  return (((n * 2654435761) >>> 0) % 2001) / 1000 - 1;
}

/**
 * The 60 bus stops and 10 routes of the demo, laid out from DEMO_ZONES: each trunk stop a little
 * off its road, each branch leaving the trunk's last stop; a route is its branch then the trunk.
 */
export function demoNetwork(): { stops: DemoStop[]; routes: DemoRouteRun[] } {
  const stops: DemoStop[] = [];
  const place = (title: string, zone: string, road: string, onRoad: Point, bearing: number) => {
    const point = towards(onRoad, bearing + 90, OFF_ROAD_KM * wobble(stops.length + 1));
    stops.push({ title, zone, description: `On ${road}`, point });
  };
  const routes = DEMO_ZONES.flatMap((zone) => {
    const trunkKm = (i: number) => TRUNK_FIRST_KM + TRUNK_SPACING_KM * i;
    zone.trunk.forEach((title, i) =>
      place(title, zone.title, zone.road, towards(DEMO_SCHOOL_POINT, zone.bearing, trunkKm(i)), zone.bearing),
    );
    const fork = towards(DEMO_SCHOOL_POINT, zone.bearing, trunkKm(zone.trunk.length - 1));
    return zone.branches.map((branch) => {
      branch.stops.forEach((title, j) =>
        place(
          title,
          zone.title,
          branch.road,
          towards(fork, branch.bearing, BRANCH_SPACING_KM * (j + 1)),
          branch.bearing,
        ),
      );
      return { plan: branch.route, stops: [...branch.stops].reverse().concat([...zone.trunk].reverse()) };
    });
  });
  return { stops, routes };
}

function kmBetween(a: Point, b: Point): number {
  const north = (a.latitude - b.latitude) * KM_PER_DEGREE;
  const east = (a.longitude - b.longitude) * KM_PER_DEGREE * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(north, east);
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/**
 * A run's time range and each stop's expected time, in the order the bus calls. Mornings arrive at
 * school by 07:40 or 07:45 and afternoons leave it at 15:30 or 15:40; longer routes take longer.
 * Between its first and last five minutes, the bus reaches each stop in proportion to the distance
 * driven, a minute apart at least.
 */
export function demoTimetable(route: DemoRouteRun, points: Point[], morning: boolean) {
  const duration = Math.ceil((30 + 4 * points.length) / 5) * 5;
  const odd = route.plan.number % 2 === 1;
  const start = morning ? (odd ? 7 * 60 + 45 : 7 * 60 + 40) - duration : odd ? 15 * 60 + 30 : 15 * 60 + 40;
  const end = start + duration;
  const path = morning ? [...points, DEMO_SCHOOL_POINT] : [DEMO_SCHOOL_POINT, ...points];
  // Km driven from the path's start to each of its points.
  const driven = [0];
  for (let i = 1; i < path.length; i++) driven.push(driven[i - 1]! + kmBetween(path[i - 1]!, path[i]!));
  const total = driven.at(-1)!;
  const calls = morning ? driven.slice(0, -1) : driven.slice(1);
  const times: number[] = [];
  for (const km of calls) {
    const due = start + 5 + Math.round(((duration - 10) * km) / total);
    times.push(Math.max(due, (times.at(-1) ?? 0) + 1));
  }
  return { start_time: clock(start), end_time: clock(end), expected: times.map(clock) };
}
