import { z } from 'zod';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';

/**
 * The kinds of documents a school keeps for its vehicles and its employees (issue 25 §3): preloaded
 * from Kenya's school transport rules, then the school's own to rename, add or retire.
 */
export const documentTypesResource = defineResource({
  name: 'document-types',
  path: '/transport/document-types/',
  orderingFields: ['title', 'applies_to'],
});

/** Whose documents a type describes: a vehicle's (inspection, insurance) or an employee's (licence). */
export const DOCUMENT_OWNER_KINDS = ['vehicle', 'employee'] as const;
export type DocumentOwnerKind = (typeof DOCUMENT_OWNER_KINDS)[number];

export const DOCUMENT_TYPE_MESSAGES = {
  titleRequired: ref('documents.typeTitleRequired'),
  titleMax: ref('documents.typeTitleTooLong'),
  appliesTo: ref('documents.appliesToInvalid'),
  appliesToInUse: ref('documents.appliesToInUse'),
  status: ref('documents.statusInvalid'),
  duplicate: ref('documents.typeTitleTaken'),
  notFound: ref('documents.typeNotFound'),
  useTrueOrFalse: ref('documents.useTrueOrFalse'),
} as const;
const m = DOCUMENT_TYPE_MESSAGES;

export const documentTypeInputSchema = z.object({
  title: text({ error: m.titleRequired }).min(1, m.titleRequired).max(150, m.titleMax),
  applies_to: z.enum(DOCUMENT_OWNER_KINDS, { message: m.appliesTo }),
  is_active: z.boolean({ message: m.status }).optional().default(true),
});
export const documentTypeSchema = z.object({
  id: z.string(),
  title: z.string(),
  applies_to: z.enum(DOCUMENT_OWNER_KINDS),
  is_active: z.boolean(),
  /** How many documents are of this type (a type in use cannot be deleted, only made inactive). */
  document_count: z.number(),
});
export const documentTypeListQuerySchema = resourceListQuerySchema(documentTypesResource, {
  applies_to: z.enum(DOCUMENT_OWNER_KINDS, { message: m.appliesTo }).optional(),
  is_active: z.enum(['true', 'false'], { message: m.useTrueOrFalse }).optional(),
});
export type DocumentTypeInput = z.input<typeof documentTypeInputSchema>;
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** The days before expiry at which administrators' daily digest reminds of a document, once each (issue 25 §3). */
export const DOCUMENT_REMINDER_DAYS = [30, 14, 7] as const;
