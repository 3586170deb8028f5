import { z } from 'zod';
import { dateString } from './dates';
import { text } from './text';

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

const NAME_TOO_LONG = 'Names must be at most 100 characters';
const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD';

/** A first or last name of a person record; `required` answers a missing or blank one. */
export function personName(required: string) {
  return text({ error: required }).min(1, required).max(100, NAME_TOO_LONG);
}
/** The optional middle name of a person record, '' when none. */
export const otherName = text().max(100, NAME_TOO_LONG).optional().default('');

/** An optional code from a list: none ('' or null or absent) is null; anything else must be one of the codes. */
export function optionalCodeOf(codes: readonly { id: number }[], message: string) {
  return z
    .union([z.number(), z.string().regex(/^\d*$/)], { error: message })
    .nullish()
    .transform((value) => (value === '' || value === null || value === undefined ? null : value))
    .pipe(codeOf(codes, message).nullable());
}

/** A date of birth: a real date, not in the future (the server's today, a day of grace for zones). */
export function dateOfBirth(required: string) {
  return dateString(undefined, required).refine((value) => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    return value < tomorrow;
  }, 'Date of birth cannot be in the future');
}

/** An optional date of birth: none ('' or null or absent) is null. */
export const optionalDateOfBirth = text({ error: DATE_MESSAGE })
  .nullish()
  .transform((value) => value || null)
  .pipe(dateOfBirth(DATE_MESSAGE).nullable());

/** "1"/"true"/true as true, in JSON or a multipart form; absent as false. */
export const formFlag = z
  .union([
    z.boolean(),
    z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
  ])
  .optional()
  .transform((value) => value ?? false);

/**
 * A record's photo in a read: a URL a client fetches as it is, with the caller's headers (the school's
 * API base, PUBLIC_URL + /api, then the path); a new photo has a new URL. Null without a photo.
 */
export const photoUrlSchema = z
  .url()
  .nullable()
  .describe(
    "The photo's URL (the school's API base + path), fetched with the caller's headers; size=thumb for the 96 px thumbnail. Null without a photo.",
  );

/** Photos (DESIGN §7): JPEG, PNG or WebP up to 5 MB, checked by content on the server. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_MESSAGES = {
  type: 'The photo must be a JPEG, PNG or WebP image',
  size: 'The photo must be at most 5 MB',
} as const;
