import type { Problem } from './problem';
import { DEPOT_ID, type Place, travelSeconds } from './travel';

/**
 * The problem as the engine reads it in its inner loops: places by index (stops 0..n-1, then the
 * schools, then the depot), travel times in one flat matrix, and each stop's school, riders and
 * time at the stop as typed arrays. A district of 2,000 stops and 100 schools is a 35 MB matrix,
 * read millions of times a second; computing a distance each time would cost more than reading it.
 */
export interface CompiledProblem {
  problem: Problem;
  stopCount: number;
  schoolCount: number;
  /** Index of the depot among places. */
  depot: number;
  placeCount: number;
  /** seconds[from * placeCount + to] */
  seconds: Float64Array;
  /** Per stop: its school's index (0..schoolCount-1), riders, and time at the stop. */
  schoolOf: Int32Array;
  riders: Float64Array;
  service: Float64Array;
  /** Per school: arrival (seconds of the day) and its stops' indices. */
  arrival: Float64Array;
  stopsOf: number[][];
}

export function compileProblem(problem: Problem): CompiledProblem {
  const stopCount = problem.stops.length;
  const schoolCount = problem.schools.length;
  const schoolIndex = new Map(problem.schools.map((school, index) => [school.id, index]));
  const places: Place[] = [...problem.stops, ...problem.schools, { id: DEPOT_ID, ...problem.depot }];
  const placeCount = places.length;
  const seconds = new Float64Array(placeCount * placeCount);
  for (let from = 0; from < placeCount; from++) {
    for (let to = 0; to < placeCount; to++) {
      seconds[from * placeCount + to] = travelSeconds(problem.travel, places[from]!, places[to]!);
    }
  }
  const schoolOf = new Int32Array(stopCount);
  const riders = new Float64Array(stopCount);
  const service = new Float64Array(stopCount);
  const stopsOf: number[][] = problem.schools.map(() => []);
  problem.stops.forEach((stop, index) => {
    const school = schoolIndex.get(stop.school);
    if (school === undefined) throw new RangeError(`Stop ${stop.id} names an unknown school ${stop.school}`);
    schoolOf[index] = school;
    riders[index] = stop.riders;
    service[index] = problem.stopFixed + problem.stopPerRider * stop.riders;
    stopsOf[school]!.push(index);
  });
  const arrival = Float64Array.from(problem.schools, (school) => school.arrival);
  return {
    problem,
    stopCount,
    schoolCount,
    depot: placeCount - 1,
    placeCount,
    seconds,
    schoolOf,
    riders,
    service,
    arrival,
    stopsOf,
  };
}

/** The place index of school `school` (0..schoolCount-1). */
export const schoolPlace = (compiled: CompiledProblem, school: number) => compiled.stopCount + school;

/** Seconds from place `from` to place `to`. */
export const travel = (compiled: CompiledProblem, from: number, to: number) =>
  compiled.seconds[from * compiled.placeCount + to]!;
