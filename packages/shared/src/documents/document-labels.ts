import type { MessageKey } from '../i18n/catalogue';
import type { DocumentOwnerKind } from './document-type.schemas';

/** Whose documents a type is for, as the console says it: "Vehicles" or "Employees". */
export const OWNER_KIND_LABELS: Record<DocumentOwnerKind, MessageKey> = {
  vehicle: 'documents.vehicles',
  employee: 'documents.employees',
};
