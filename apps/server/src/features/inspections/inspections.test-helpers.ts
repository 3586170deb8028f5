import { eq } from 'drizzle-orm';
import { inspectionsResource } from '@app/shared/inspections/inspection.schemas';
import type { VehicleType } from '@app/shared/inspections/inspection-codes';
import type { TestApp } from '../../../test/build-test-app';
import type { SignedIn } from '../../../test/factories';
import { tripFixtures } from '../trip-events/trips.test-helpers';
import { vehicles } from '../vehicles/vehicles.table';
import { preloadChecklist } from './default-checklist-items';

export type ChecklistItem = { id: string; title: string; position: number; vehicle_type: VehicleType };
type Outcome = 'ok' | 'minor' | 'major';

/**
 * Inspections of a school for a test file: its preloaded checklists (a test school is made without
 * them), trips with their vehicles (tripFixtures), and inspections posted through the API.
 */
export function inspectionFixtures(t: TestApp) {
  const trips = tripFixtures(t);
  const fixtures = {
    ...trips,
    /** The school's checklists as a new school gets them (English), and the active items of a type. */
    async checklist(as: SignedIn, type: VehicleType = 'bus'): Promise<ChecklistItem[]> {
      const path = `/transport/inspection-checklist-items/?vehicle_type=${type}&is_active=true&page_size=500`;
      let items = (await t.request('GET', path, as.auth)).body.results as ChecklistItem[];
      if (items.length === 0) {
        await preloadChecklist(t.database.db, as.tenantId, 'en');
        items = (await t.request('GET', path, as.auth)).body.results as ChecklistItem[];
      }
      return items;
    },
    /** Every item answered OK but those given (by index) another outcome, with a note. */
    answers(items: ChecklistItem[], findings: Record<number, Outcome> = {}) {
      return items.map((item, index) => {
        const outcome = findings[index] ?? 'ok';
        return { checklist_item: item.id, outcome, note: outcome === 'ok' ? '' : `${item.title} is worn` };
      });
    },
    /** `POST /transport/inspections/` as that caller. */
    inspect: (as: SignedIn, body: Record<string, unknown>) =>
      t.request('POST', inspectionsResource.path, { ...as.auth, body }),
    /** A trip (today, scheduled unless said) and its vehicle's id. */
    async tripWithVehicle(as: SignedIn, options: Parameters<typeof trips.trip>[1] = {}) {
      const trip = await trips.trip(as, options);
      return { ...trip, vehicle: (await trips.row(trip.id)).vehicle_id };
    },
    /** The vehicle's row as the table has it. */
    async vehicleRow(id: string) {
      const [row] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, id));
      return row!;
    },
  };
  return fixtures;
}
