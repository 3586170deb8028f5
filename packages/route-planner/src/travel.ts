import type { Point, TravelModel } from './problem';

const EARTH_RADIUS_METRES = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** A place the travel model knows: a point, and its id for a matrix model. */
export interface Place extends Point {
  id: string;
}

/** Seconds a bus drives from `from` to `to` under the model. */
export function travelSeconds(model: TravelModel, from: Place, to: Place): number {
  switch (model.kind) {
    case 'manhattan': {
      return (Math.abs(from.x - to.x) + Math.abs(from.y - to.y)) / model.speed;
    }
    case 'geographic': {
      // Haversine: the great-circle distance, then the roads' detour over it.
      const dLat = radians(to.y - from.y);
      const dLon = radians(to.x - from.x);
      const h =
        Math.sin(dLat / 2) ** 2 +
        Math.cos(radians(from.y)) * Math.cos(radians(to.y)) * Math.sin(dLon / 2) ** 2;
      const metres = 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
      return (metres * model.detour) / model.speed;
    }
    case 'matrix': {
      if (from.id === to.id) return 0;
      const seconds = model.seconds[from.id]?.[to.id];
      if (seconds === undefined) throw new RangeError(`No travel time from ${from.id} to ${to.id}`);
      return seconds;
    }
  }
}

/** The depot's id among places (a matrix model names it so). */
export const DEPOT_ID = 'depot';
