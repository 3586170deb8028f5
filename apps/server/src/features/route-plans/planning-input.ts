import { ref } from '@app/shared/i18n/message-ref';
import type { PlanTotals } from '@app/shared/route-plans/route-plan.schemas';
import { SCHOOL_PLACE } from '@app/shared/route-plans/road-times.schemas';
import { AppError } from '../../http/errors';
import { roadTimesAmong } from '../road-times/road-times.reads';
import type { TenantContext } from '../../http/tenant-context';
import { detourOf, recordedSegments } from './detour';
import { stopsForHomes, type ExistingStop, type Home } from './home-stops';
import { newStopTitles, titlesByZone } from './new-stop-titles';
import { fingerprintOf } from './plan-fingerprint';
import { currentTotals } from './plan-totals';
import type { PlannedRider, PlanningInput, PlanningStop } from './planning-input-types';
import {
  busStopRows,
  riderRows,
  routeStopRows,
  schoolRow,
  vehicleRows,
  type RiderRow,
} from './planning-reads';
import { legsOf, schoolEnd, type LegEnd } from './route-times';

/**
 * What a plan of a direction is made from (issue 24 §2), read in two rounds of set-based statements:
 * the school's place, settings and period, its stops, fleet, recorded legs and fingerprint; then the
 * pupils and today's routes of that period. A 409 when the school has no location or no vehicle.
 * `word` words a new stop's title in the school's language.
 */
export async function planningInput(
  ctx: TenantContext,
  direction: 1 | 2,
  word: (language: string, text: string) => string,
): Promise<{ input: PlanningInput; current: PlanTotals }> {
  const { db, tenantId } = ctx;
  const [school, stops, vehicles, segments, fingerprint] = await Promise.all([
    schoolRow(db, tenantId, direction),
    busStopRows(db, tenantId),
    vehicleRows(db, tenantId),
    recordedSegments(db, tenantId),
    fingerprintOf(db, tenantId, direction),
  ]);
  if (school.latitude === null || school.longitude === null)
    throw new AppError(409, ref('routePlans.schoolLocationMissing'));
  if (vehicles.length === 0) throw new AppError(409, ref('routePlans.noVehicles'));
  const period = school.academic_period;
  const [riders, routeStops] = await Promise.all([
    riderRows(db, tenantId, direction, period),
    routeStopRows(db, tenantId, direction, period),
  ]);
  const place = { latitude: school.latitude, longitude: school.longitude };
  const anchor = direction === 1 ? school.arrival_window_end : school.dismissal_time;
  const detour = detourOf(segments);
  const maxRide = school.max_ride_minutes * 60;
  const placed = placeRiders(riders, stops, school.walk_limit_metres, (text) =>
    word(school.default_language, text),
  );
  // The road times among the plan's places: the school, the stops it serves and today's routes' stops.
  const road = await roadTimesAmong(db, tenantId, [
    SCHOOL_PLACE,
    ...new Set([
      ...placed.stops.flatMap((stop) => stop.bus_stop ?? []),
      ...routeStops.flatMap((row) => row.bus_stop ?? []),
    ]),
  ]);
  const legs = legsOf(detour.factor, road);
  const toSchool = schoolEnd(place);
  // A stop whose pupils would ride longer than the limit even straight to school cannot be served.
  const reachable = (stop: LegEnd) =>
    (direction === 1 ? legs.seconds(stop, toSchool) : legs.seconds(toSchool, stop)) <= maxRide;
  const tooFar = placed.stops.filter((stop) => !reachable(stop));
  return {
    input: {
      direction,
      school: place,
      anchor,
      max_ride: maxRide,
      detour_factor: detour.factor,
      detour_basis: detour.basis,
      road,
      road_pairs: Object.values(road).reduce((pairs, row) => pairs + Object.keys(row).length, 0),
      stops: placed.stops.filter(reachable),
      unplaced: [...placed.unplaced, ...tooFar.flatMap((stop) => stop.riders)],
      vehicles,
      routes: [...new Set(routeStops.map((row) => row.journey))],
      academic_period: period,
      fingerprint,
    },
    current: currentTotals(routeStops, direction, place, anchor, legs),
  };
}

/**
 * Each pupil at a stop: the bus stop of their point on today's routes; else, with a home, the stop
 * the home is nearest (or a new one: home-stops.ts); else unplaced.
 */
function placeRiders(
  riders: readonly RiderRow[],
  existing: readonly ExistingStop[],
  walkLimit: number,
  word: (text: string) => string,
): { stops: PlanningStop[]; unplaced: PlannedRider[] } {
  const byStop = new Map<string, PlannedRider[]>();
  const homes: Home[] = [];
  const unplaced: PlannedRider[] = [];
  for (const row of riders) {
    const rider = { student: row.student, name: row.name };
    if (row.bus_stop) byStop.set(row.bus_stop, [...(byStop.get(row.bus_stop) ?? []), rider]);
    else if (row.home_latitude !== null && row.home_longitude !== null)
      homes.push({ rider, latitude: row.home_latitude, longitude: row.home_longitude });
    else unplaced.push(rider);
  }
  const fromHomes = stopsForHomes(homes, existing, walkLimit);
  for (const [stop, walkers] of fromHomes.atStops)
    byStop.set(stop, [...(byStop.get(stop) ?? []), ...walkers]);
  const stopById = new Map(existing.map((stop) => [stop.id, stop]));
  const stops: PlanningStop[] = [...byStop].map(([id, stopRiders]) => {
    const stop = stopById.get(id)!;
    return {
      key: id,
      bus_stop: id,
      title: stop.title,
      latitude: stop.latitude,
      longitude: stop.longitude,
      riders: stopRiders,
    };
  });
  const named = fromHomes.newStops.map((stop) => ({
    zone: stop.nearest?.zone ?? null,
    near: stop.nearest?.title ?? null,
  }));
  const titles = newStopTitles(named, titlesByZone(existing), word);
  fromHomes.newStops.forEach((stop, index) => {
    stops.push({
      key: `new-${index + 1}`,
      bus_stop: null,
      title: titles[index]!,
      latitude: stop.latitude,
      longitude: stop.longitude,
      riders: stop.riders,
      ...named[index]!,
    });
  });
  return { stops, unplaced };
}
