/**
 * The school bus routing problem as the engine, its checker and the benchmark share it: stops with
 * riders of one school each, schools with the time their pupils must be delivered by, buses of one
 * size starting at a depot. Times are seconds (of the day for clock times); places are points whose
 * travel times a {@link TravelModel} gives.
 */
export interface Point {
  x: number;
  y: number;
}

export interface School extends Point {
  id: string;
  /** Seconds of the day by which the bus has arrived and unloaded (the school's start time). */
  arrival: number;
}

export interface Stop extends Point {
  id: string;
  /** The id of the school its riders attend. */
  school: string;
  riders: number;
}

/**
 * How long a bus drives between two points. `manhattan` is the benchmark's (|dx| + |dy| at a
 * speed); `geographic` takes x as longitude and y as latitude in degrees and drives the
 * great-circle distance times a detour factor; `matrix` gives the seconds between points by their
 * ids (stops, schools and the depot id `depot`).
 */
export type TravelModel =
  | { kind: 'manhattan'; speed: number }
  | { kind: 'geographic'; speed: number; detour: number }
  | { kind: 'matrix'; seconds: Record<string, Record<string, number>> };

export interface Problem {
  schools: School[];
  stops: Stop[];
  depot: Point;
  /** Seats on every bus. */
  capacity: number;
  /** The longest a pupil may ride: from the end of their stop's boarding to arrival at school. */
  maxRide: number;
  /** Time at a stop: fixed, plus this much per pupil boarding. */
  stopFixed: number;
  stopPerRider: number;
  /** Time at a school to unload. */
  unload: number;
  travel: TravelModel;
}

/** One route: a school's stops in driving order, ending at that school. */
export interface PlannedRoute {
  school: string;
  stops: string[];
}

/** A bus drives its routes in order; each ends at its school's arrival time. */
export interface PlannedBus {
  routes: PlannedRoute[];
}

export interface Plan {
  buses: PlannedBus[];
}
