import { z } from 'zod';
import type { DocumentOwnerKind } from '@app/shared/documents/document-type.schemas';
import {
  DOCUMENT_FILE_TYPES,
  DOCUMENT_MESSAGES as m,
  documentInputSchema,
  MAX_DOCUMENT_FILE_BYTES,
  type Document,
  type DocumentInput,
} from '@app/shared/documents/document.schemas';

/** The one vehicle or employee whose documents a list shows, and whom its Add gives the new one to. */
export type DocumentOwner = { kind: DocumentOwnerKind; id: string; label: string };

/** The form's values: whose (a kind, then one of that kind), the fields, and the file. */
export type DocumentFormValues = {
  owner_kind: DocumentOwnerKind | '';
  owner: string;
  document_type: string;
  number: string;
  issued_on: string;
  expires_on: string;
  notes: string;
  /** A newly chosen file, replacing the stored one on save. */
  file: File | null;
  /** Whether the stored file goes on save. */
  remove_file: boolean;
};

export function documentFormValues(document: Document | null, owner?: DocumentOwner): DocumentFormValues {
  // Most documents are a vehicle's: a new one starts there.
  const kind = document?.owner_kind ?? owner?.kind ?? 'vehicle';
  return {
    owner_kind: kind,
    owner: (document ? (document.vehicle ?? document.employee) : owner?.id) ?? '',
    document_type: document?.document_type ?? '',
    number: document?.number ?? '',
    issued_on: document?.issued_on ?? '',
    expires_on: document?.expires_on ?? '',
    notes: document?.notes ?? '',
    file: null,
    remove_file: false,
  };
}

/** The API's body of the form's values: the owner as the vehicle or the employee. */
export function documentInputOf(values: DocumentFormValues): DocumentInput {
  return {
    document_type: values.document_type,
    vehicle: values.owner_kind === 'vehicle' ? values.owner : null,
    employee: values.owner_kind === 'employee' ? values.owner : null,
    number: values.number,
    issued_on: values.issued_on,
    expires_on: values.expires_on,
    notes: values.notes,
  };
}

/**
 * What is wrong with a chosen file, in the server's words, or null: said at once, so that 10 MB are not
 * sent only to be refused. The server checks the content again.
 */
function documentFileProblem(file: File): string | null {
  if (!(DOCUMENT_FILE_TYPES as readonly string[]).includes(file.type)) return m.fileType;
  if (file.size > MAX_DOCUMENT_FILE_BYTES) return m.fileSize;
  return null;
}

/** The form field a message of the API (or the shared schema) belongs under. */
export function formFieldOf(field: string, kind: DocumentOwnerKind | ''): string {
  if (field === 'vehicle' || field === 'employee' || field === 'non_field_errors')
    return kind ? 'owner' : 'owner_kind';
  return field;
}

/** The shared schema's checks on the form's values, each message under its field; the file's too. */
export const documentFormSchema = z
  .object({
    owner_kind: z.string(),
    owner: z.string(),
    document_type: z.string(),
    number: z.string(),
    issued_on: z.string(),
    expires_on: z.string(),
    notes: z.string(),
    file: z.instanceof(File).nullable(),
    remove_file: z.boolean(),
  })
  .superRefine((values, context) => {
    const typed = values as DocumentFormValues;
    // Said whatever else is missing: the shared schema checks the owner only once the fields are valid.
    if (typed.owner_kind && !typed.owner)
      context.addIssue({ code: 'custom', path: ['owner'], message: m.ownerRequired });
    const problem = typed.file && documentFileProblem(typed.file);
    if (problem) context.addIssue({ code: 'custom', path: ['file'], message: problem });
    const parsed = documentInputSchema.safeParse(documentInputOf(typed));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(String(issue.path[0]), typed.owner_kind);
      context.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  });
