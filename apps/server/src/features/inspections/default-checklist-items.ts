import { catalogues, flatten, type MessageKey } from '@app/shared/i18n/catalogue';
import { DEFAULT_LOCALE, isLocale } from '@app/shared/i18n/locales';
import { VEHICLE_TYPES } from '@app/shared/inspections/inspection-codes';
import type { Db } from '../../db/client';
import { inspectionChecklistItems } from './inspections.table';

/**
 * The checklist every school starts with for each vehicle type (issue 25 §1), in this order: the
 * usual pre-trip items of a school bus. Migration 0030 gave the schools that existed then the same
 * titles.
 */
const DEFAULT_CHECKLIST: readonly MessageKey[] = [
  'inspections.defaultBrakes',
  'inspections.defaultTyres',
  'inspections.defaultLights',
  'inspections.defaultMirrors',
  'inspections.defaultDoors',
  'inspections.defaultSeatBelts',
  'inspections.defaultFirstAid',
  'inspections.defaultExtinguisher',
  'inspections.defaultHorn',
  'inspections.defaultWipers',
  'inspections.defaultSpeedGovernor',
  'inspections.defaultFluids',
];

/**
 * Writes a new school's checklists with `db` (the transaction that creates the school), titled in
 * the school's language: from then on they are the school's to rename, reorder, add to or retire.
 */
export async function preloadChecklist(db: Db, tenantId: string, language: string): Promise<void> {
  const messages = flatten(await catalogues[isLocale(language) ? language : DEFAULT_LOCALE]());
  await db.insert(inspectionChecklistItems).values(
    VEHICLE_TYPES.flatMap((vehicle_type) =>
      DEFAULT_CHECKLIST.map((title, index) => ({
        tenant_id: tenantId,
        vehicle_type,
        title: messages[title]!,
        position: index + 1,
      })),
    ),
  );
}
