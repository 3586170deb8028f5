import { z } from 'zod';
import { ref } from '../i18n/message-ref';

/** 400 body: messages per field; `non_field_errors` for whole-form problems. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrorBody = z.infer<typeof fieldErrorsSchema>;

/** Every other error: 401, 403, 404, 409, 429, 503. */
export const detailSchema = z.object({ detail: z.string() });
export type DetailBody = z.infer<typeof detailSchema>;

/** Turns zod issues into the field-error body, first message per field kept in order. */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrorBody {
  const body: FieldErrorBody = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    (body[key] ??= []).push(issue.message);
  }
  return body;
}

/** The longest text field a form (multipart/form-data) may carry; a longer one is refused, never cut. */
export const MAX_FORM_FIELD_CHARACTERS = 10_000;

/** 400 messages for a body that cannot be read as a form at all (its fields never reach a schema). */
export const FORM_BODY_MESSAGES = {
  unreadable: ref('errors.formUnreadable'),
  tooManyParts: ref('errors.formTooManyParts'),
  fieldTooLong: ref('errors.formFieldTooLong', { max: MAX_FORM_FIELD_CHARACTERS }),
} as const;
