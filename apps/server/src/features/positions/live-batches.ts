import type { LiveBatch, LivePosition } from './live-bus';
import type { StoredPosition } from './position-writer';

/** A committed batch as the live bus carries it: each school's latest good position per vehicle, with its trip. */
export function liveBatches(rows: StoredPosition[]): LiveBatch[] {
  const bySchool = new Map<string, Map<string, StoredPosition>>();
  for (const row of rows) {
    if (row.flags !== 0) continue;
    let vehicles = bySchool.get(row.tenant_id);
    if (!vehicles) bySchool.set(row.tenant_id, (vehicles = new Map()));
    const known = vehicles.get(row.vehicle_id);
    if (!known || known.time < row.time) vehicles.set(row.vehicle_id, row);
  }
  return [...bySchool].map(([tenant, vehicles]) => ({
    tenant,
    positions: [...vehicles.values()].map((row): LivePosition => ({
      vehicle: row.vehicle_id,
      device: row.device_id,
      trip: row.trip_id,
      time: row.time.toISOString(),
      latitude: row.latitude,
      longitude: row.longitude,
      speed: row.speed,
      heading: row.heading,
      accuracy: row.accuracy,
    })),
  }));
}
