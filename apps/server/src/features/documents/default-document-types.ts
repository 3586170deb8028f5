import type { DocumentOwnerKind } from '@app/shared/documents/document-type.schemas';
import { catalogues, flatten, type MessageKey } from '@app/shared/i18n/catalogue';
import { DEFAULT_LOCALE, isLocale } from '@app/shared/i18n/locales';
import type { Db } from '../../db/client';
import { documentTypes } from './document-types.table';

/**
 * The document types every school starts with (issue 25 §3): what Kenya's school transport rules ask
 * of a vehicle (inspection, insurance, licence, speed governor) and of its driver (licence, PSV
 * badge, police clearance, medical), and the first-aid certificate schools commonly ask for. Migration
 * 0029 gave the schools that existed then the same titles.
 */
const DEFAULT_DOCUMENT_TYPES: readonly { applies_to: DocumentOwnerKind; title: MessageKey }[] = [
  { applies_to: 'vehicle', title: 'documents.defaultInspection' },
  { applies_to: 'vehicle', title: 'documents.defaultInsurance' },
  { applies_to: 'vehicle', title: 'documents.defaultPsvLicence' },
  { applies_to: 'vehicle', title: 'documents.defaultSpeedGovernor' },
  { applies_to: 'employee', title: 'documents.defaultDrivingLicence' },
  { applies_to: 'employee', title: 'documents.defaultPsvBadge' },
  { applies_to: 'employee', title: 'documents.defaultGoodConduct' },
  { applies_to: 'employee', title: 'documents.defaultMedical' },
  { applies_to: 'employee', title: 'documents.defaultFirstAid' },
];

/**
 * Writes a new school's document types with `db` (the transaction that creates the school), titled
 * in the school's language: from then on they are the school's data, renamed like any of its records.
 */
export async function preloadDocumentTypes(db: Db, tenantId: string, language: string): Promise<void> {
  const messages = flatten(await catalogues[isLocale(language) ? language : DEFAULT_LOCALE]());
  await db.insert(documentTypes).values(
    DEFAULT_DOCUMENT_TYPES.map((type) => ({
      tenant_id: tenantId,
      applies_to: type.applies_to,
      title: messages[type.title]!,
    })),
  );
}
