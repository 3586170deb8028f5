// What other features use of documents: one owner's documents (the vehicles' and employees' lists)
// and what expires soon (the dashboard).
export { OwnerDocumentsModal } from './owner-documents-modal';
export type { DocumentOwner } from './document-form-values';
export { EXPIRING_DOCUMENTS_PATH, ExpiringDocuments } from './expiring-documents';
export { EXPIRING_WITHIN_DAYS, useExpiringDocuments } from './documents.api';
