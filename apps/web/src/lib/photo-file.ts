import { z } from 'zod';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, PHOTO_TYPES } from '@app/shared/common/people';

/**
 * What is wrong with a chosen photo, in the server's words, or null. Checked before sending so a person
 * learns it at once and a 5 MB upload is not sent only to be refused; the server checks the content again.
 */
export function photoProblem(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.type;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_MESSAGES.size;
  return null;
}

/** The `photo` field of a form: a chosen file, or null to keep (or not add) one. */
export const photoFileSchema = z
  .instanceof(File)
  .nullable()
  .superRefine((file, context) => {
    const problem = file && photoProblem(file);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
