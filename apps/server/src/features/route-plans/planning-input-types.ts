/** A pupil as a plan names them: the student's id and full name. */
export interface PlannedRider {
  student: string;
  name: string;
}

export interface LatLon {
  latitude: number;
  longitude: number;
}

/**
 * Seconds by road from one place to another as the school gave them (road-times), by place: 'school'
 * or a bus stop's id. Only pairs among a plan's places are kept with it.
 */
export type RoadTimes = Record<string, Record<string, number>>;

/** A place where the plan's buses stop, with the pupils who board (to school) or leave (from school) there. */
export interface PlanningStop extends LatLon {
  /** The bus stop's id, or `new-1`, `new-2`, ... for a stop the plan proposes at pupils' homes. */
  key: string;
  /** The existing bus stop; null for a new one. */
  bus_stop: string | null;
  title: string;
  riders: PlannedRider[];
  /** A new stop's zone and the title of the existing stop it is named after (its nearest); null when the school has none. */
  zone?: string | null;
  near?: string | null;
}

export interface PlanningVehicle {
  id: string;
  registration_number: string;
  max_capacity: number;
}

/**
 * What a plan was made from, kept with it (route_plans.input): the stops and their riders, the fleet,
 * the school's place and times, the travel model, and a fingerprint of the direction's routes and
 * assignments as they were, so that an approval can tell whether they changed since.
 */
export interface PlanningInput {
  direction: 1 | 2;
  school: LatLon;
  /** Seconds of the day: the arrival at school (to school), or the dismissal (from school). */
  anchor: number;
  /** The longest ride, in seconds. */
  max_ride: number;
  detour_factor: number;
  detour_basis: 'recorded' | 'default';
  /** The road times given among the plan's places; absent from plans made before there were any. */
  road?: RoadTimes;
  /** How many pairs `road` holds: what the plan's screen says of its travel times. */
  road_pairs?: number;
  stops: PlanningStop[];
  /** Pupils with no stop and no home, or at a stop too far from school to ride within the limit. */
  unplaced: PlannedRider[];
  vehicles: PlanningVehicle[];
  /** Today's routes of the direction (active, in the planning period), which an approval can retire. */
  routes: string[];
  /** The academic period of today's routes, which the planned routes belong to. */
  academic_period: string | null;
  fingerprint: string;
}
