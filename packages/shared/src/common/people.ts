import { z } from 'zod';
import { dateString } from './dates';

/** Gender codes of people records (spec part 2 §3). */
export const GENDERS = [
  { id: 1, label: 'Male' },
  { id: 2, label: 'Female' },
  { id: 3, label: 'Other' },
] as const;

/**
 * A code from a list, sent as a number in JSON or as text in a multipart form ("2"); the message
 * covers missing, empty and unknown codes alike, as a select has no other way to be wrong.
 */
export function codeOf(codes: readonly { id: number }[], message: string) {
  const ids = codes.map((code) => code.id as number);
  return z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: message })
    .refine((value) => ids.includes(value), message);
}

/** A date of birth: a real date, not in the future (the server's today, a day of grace for zones). */
export function dateOfBirth(required: string) {
  return dateString(undefined, required).refine((value) => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    return value < tomorrow;
  }, 'Date of birth cannot be in the future');
}

/** "1"/"true"/true as true, in JSON or a multipart form; absent as false. */
export const formFlag = z
  .union([
    z.boolean(),
    z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
  ])
  .optional()
  .transform((value) => value ?? false);

/** Photos (DESIGN §7): JPEG, PNG or WebP up to 5 MB, checked by content on the server. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_MESSAGES = {
  type: 'The photo must be a JPEG, PNG or WebP image',
  size: 'The photo must be at most 5 MB',
} as const;
