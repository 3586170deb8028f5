import { ROLE_IDS } from '@app/shared/accounts/roles';
import type { ApproverRoleId } from '@app/shared/field-trips/field-trip-codes';
import { catalogues, flatten, type MessageKey } from '@app/shared/i18n/catalogue';
import { DEFAULT_LOCALE, isLocale } from '@app/shared/i18n/locales';
import type { Db } from '../../db/client';
import { fieldTripSteps } from './field-trips.table';

/**
 * The approval steps every school starts with (issue 25 §4), in this order: the head teacher (a
 * School Administrator), then the Transport Manager. Migration 0031 gave the schools that existed
 * then the same titles.
 */
const DEFAULT_STEPS: readonly { title: MessageKey; role_id: ApproverRoleId }[] = [
  { title: 'fieldTrips.defaultStepHeadTeacher', role_id: ROLE_IDS.schoolAdministrator },
  { title: 'fieldTrips.defaultStepTransportManager', role_id: ROLE_IDS.transportManager },
];

/**
 * Writes a new school's approval steps with `db` (the transaction that creates the school), titled
 * in the school's language: from then on they are the school's to rename, reorder, add to or remove.
 */
export async function preloadFieldTripSteps(db: Db, tenantId: string, language: string): Promise<void> {
  const messages = flatten(await catalogues[isLocale(language) ? language : DEFAULT_LOCALE]());
  await db.insert(fieldTripSteps).values(
    DEFAULT_STEPS.map((step, index) => ({
      tenant_id: tenantId,
      title: messages[step.title]!,
      role_id: step.role_id,
      position: index + 1,
    })),
  );
}
