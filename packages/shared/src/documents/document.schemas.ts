import { z } from 'zod';
import { dateString, DATE_MESSAGES } from '../common/dates';
import { optionalReference, reference } from '../common/ids';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';
import { DOCUMENT_OWNER_KINDS } from './document-type.schemas';

/** Documents of vehicles and employees that expire: certificates, licences, clearances (issue 25 §3). */
export const documentsResource = defineResource({
  name: 'documents',
  path: '/transport/documents/',
  orderingFields: ['expires_on', 'issued_on', 'document_type_title'],
});

/** The path of a document's file: served to the school's signed-in users, replaced by PUT, removed by DELETE. */
export const documentFilePath = (id: string) => `${documentsResource.itemPath(id)}file/`;

/** What a document's file may be, told by its content (not its name): a scan or a photo of the paper. */
export const DOCUMENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const MAX_DOCUMENT_FILE_BYTES = 10 * 1024 * 1024;

// A licence may have been issued decades ago, and some are valid for many years.
const FIRST_YEAR = 1950;
const YEARS_AHEAD = 20;
const lastYear = () => new Date().getUTCFullYear() + YEARS_AHEAD;
const yearsMessage = () => ref('documents.dateYears', { first: FIRST_YEAR, last: lastYear() });
const DOCUMENT_DATES = {
  first: () => `${FIRST_YEAR}-01-01`,
  last: () => `${lastYear()}-12-31`,
  tooEarly: yearsMessage,
  tooLate: yearsMessage,
};

export const DOCUMENT_MESSAGES = {
  typeRequired: ref('documents.typeRequired'),
  invalidType: ref('documents.invalidType'),
  typeForVehicles: ref('documents.typeForVehicles'),
  typeForEmployees: ref('documents.typeForEmployees'),
  invalidVehicle: ref('documents.invalidVehicle'),
  invalidEmployee: ref('documents.invalidEmployee'),
  ownerRequired: ref('documents.ownerRequired'),
  ownerBoth: ref('documents.ownerBoth'),
  ownerKind: ref('documents.ownerKindInvalid'),
  numberMax: ref('documents.numberTooLong'),
  expiryRequired: ref('documents.expiryRequired'),
  expiryBeforeIssue: ref('documents.expiryBeforeIssue'),
  notesMax: ref('documents.notesTooLong'),
  expiringWithin: ref('documents.expiringWithinInvalid'),
  notFound: ref('documents.notFound'),
  fileRequired: ref('documents.fileRequired'),
  fileType: ref('documents.fileType'),
  fileSize: ref('documents.fileSize'),
  noFile: ref('documents.noFile'),
} as const;
const m = DOCUMENT_MESSAGES;

/** An optional date: none ('' or null or absent) is null. */
const optionalDate = text({ error: DATE_MESSAGES.format })
  .nullish()
  .transform((value) => value || null)
  .pipe(dateString(DATE_MESSAGES.format, DATE_MESSAGES.format, DOCUMENT_DATES).nullable());

export const documentInputSchema = z
  .object({
    document_type: reference(m.typeRequired, m.invalidType),
    /** Exactly one of vehicle and employee: whose document it is. */
    vehicle: optionalReference(m.invalidVehicle),
    employee: optionalReference(m.invalidEmployee),
    number: text().max(100, m.numberMax).optional().default(''),
    issued_on: optionalDate,
    expires_on: dateString(DATE_MESSAGES.format, m.expiryRequired, DOCUMENT_DATES),
    notes: text({ multiline: true }).max(1000, m.notesMax).optional().default(''),
  })
  .superRefine((document, context) => {
    const say = (message: string) =>
      context.addIssue({ code: 'custom', path: ['non_field_errors'], message });
    if (document.vehicle && document.employee) say(m.ownerBoth);
    else if (!document.vehicle && !document.employee) say(m.ownerRequired);
    if (document.issued_on && document.expires_on < document.issued_on)
      context.addIssue({ code: 'custom', path: ['expires_on'], message: m.expiryBeforeIssue });
  });

export const documentSchema = z.object({
  id: z.string(),
  document_type: z.string(),
  document_type_title: z.string(),
  owner_kind: z.enum(DOCUMENT_OWNER_KINDS),
  vehicle: z.string().nullable(),
  employee: z.string().nullable(),
  /** The owner as people know it: the vehicle's registration number or the employee's name. */
  owner_label: z.string(),
  number: z.string(),
  issued_on: z.string().nullable(),
  expires_on: z.string(),
  /** Days from today (the school's) to the expiry date: 0 on the last day, negative once expired. */
  days_left: z.number(),
  notes: z.string(),
  /** The file's name as uploaded, its type and size; null while the document has no file. */
  file_name: z.string().nullable(),
  file_type: z.enum(DOCUMENT_FILE_TYPES).nullable(),
  file_size: z.number().nullable(),
});

export const documentListQuerySchema = resourceListQuerySchema(documentsResource, {
  vehicle: text().optional(),
  employee: text().optional(),
  document_type: text().optional(),
  owner_kind: z.enum(DOCUMENT_OWNER_KINDS, { message: m.ownerKind }).optional(),
  /** Documents that expire within this many days of today, the expired ones included. */
  expiring_within_days: text()
    .regex(/^\d{1,4}$/, m.expiringWithin)
    .transform(Number)
    .optional(),
});
export type DocumentInput = z.input<typeof documentInputSchema>;
export type Document = z.infer<typeof documentSchema>;
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;
