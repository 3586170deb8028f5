import { z } from 'zod';
import { DOCUMENT_OWNER_KINDS } from '@app/shared/documents/document-type.schemas';
import { documentListQuerySchema } from '@app/shared/documents/document.schemas';

/**
 * The Documents screen's address: the documents' list query, and whose documents (vehicles' or
 * employees'), sent as `owner_kind`.
 */
export const documentsPageQuerySchema = documentListQuerySchema.extend({
  owner_kind: z.enum(DOCUMENT_OWNER_KINDS).optional(),
});

/** The "Expiring" filter's choices, in days from today (the expired always included). */
export const EXPIRING_CHOICES = [0, 7, 14, 30, 60, 90] as const;
