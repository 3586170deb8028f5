import type { LivePosition, TripEta } from '@app/shared/positions/live.schemas';
import type { ActiveTrip } from '@app/shared/trip-status/trip-status.schemas';
import type { Vehicle } from '@app/shared/vehicles/vehicle.schemas';
import { delaySecondsOf, nextStopOf, type NextStop } from '../../components/live-labels';
import { vehicleLabel } from '../../lib/vehicle-personnel-labels';
import type { LiveData } from '../../lib/use-live-positions';

/** A bus of the Live Map's list and map: its latest position, and its trip under way, if any. */
export type LiveBus = {
  vehicle: string;
  /** 'KBZ 412A (BUS-01)'; null for a vehicle this console cannot name (not in its first page). */
  name: string | null;
  position: LivePosition;
  /** The trip under way the bus is on; null off a trip. */
  active: ActiveTrip | null;
  eta: TripEta | null;
  /** Seconds late (negative: early) at the next stop; null without an estimate. */
  delaySeconds: number | null;
  nextStop: NextStop | null;
};

/**
 * The buses the stream knows, each with its name, its trip under way (the one its position names, or the
 * one the list gives its vehicle), the trip's latest estimates, its delay and its next stop.
 */
export function liveBuses(live: LiveData, trips: ActiveTrip[] | undefined, vehicles: Vehicle[] | undefined) {
  const byTrip = new Map((trips ?? []).map((trip) => [trip.trip.id, trip]));
  const byVehicle = new Map((trips ?? []).map((trip) => [trip.trip.vehicle, trip]));
  const names = new Map((vehicles ?? []).map((vehicle) => [vehicle.id, vehicleLabel(vehicle)]));
  const buses = [...live.positions.values()].map((position): LiveBus => {
    const active =
      (position.trip === null ? undefined : byTrip.get(position.trip)) ??
      byVehicle.get(position.vehicle) ??
      null;
    const eta = active ? (live.etas.get(active.trip.id) ?? null) : null;
    const tripName = active
      ? vehicleLabel({
          registration_number: active.trip.vehicle_registration_number,
          code: active.trip.vehicle_code,
        })
      : null;
    return {
      vehicle: position.vehicle,
      name: names.get(position.vehicle) ?? tripName,
      position,
      active,
      eta,
      delaySeconds: active ? delaySecondsOf(active, eta) : null,
      nextStop: active ? nextStopOf(active, eta) : null,
    };
  });
  return buses.sort(byRouteThenName);
}

/** Buses on a trip first, by route code; then the others; each by name: a list that does not jump about. */
function byRouteThenName(a: LiveBus, b: LiveBus): number {
  const route = (bus: LiveBus) => bus.active?.trip.journey_code ?? '\uffff';
  return (
    route(a).localeCompare(route(b)) ||
    (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff') ||
    a.vehicle.localeCompare(b.vehicle)
  );
}
