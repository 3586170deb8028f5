import { z } from 'zod';
import { ref } from '../i18n/message-ref';
import { BIRTH_DATES, DATE_MESSAGES, dateString } from './dates';
import { text } from './text';

/** Gender codes of people records (spec part 2 §3). */
export const GENDERS = [
  { id: 1, label: 'Male' },
  { id: 2, label: 'Female' },
  { id: 3, label: 'Other' },
] as const;

/**
 * A code from a list, sent as a number in JSON or as text in a multipart form ("2"). `required`
 * answers a missing or empty one. With `unknown` (an import, where a cell can say anything), a value
 * that is none of the codes is named with the accepted ones: 'Gender must be Male, Female or Other,
 * not "Unknown"'; without it the required message covers unknown codes too, as a select has no other
 * way to be wrong.
 */
export function codeOf(
  codes: readonly { id: number }[],
  required: string,
  unknown?: (value: string) => string,
) {
  const ids = codes.map((code) => code.id as number);
  const message = (input: unknown) =>
    unknown === undefined || input === undefined || input === null || input === ''
      ? required
      : unknown(String(input));
  return z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], {
      error: (issue) => message(issue.input),
    })
    .refine((value) => ids.includes(value), { error: (issue) => message(issue.input) });
}

/**
 * What a code of a list cannot be, naming the accepted labels: 'Gender must be Male, Female or
 * Other, not "U"' (`common.codeNotOneOf`: the field by a select, the word for "or" by the catalogue;
 * the labels are what a file's cell may say, so they stay as they are).
 */
export function unknownCodeMessage(
  field: 'gender' | 'eventType' | 'reason',
  codes: readonly { label: string }[],
) {
  const labels = codes.map((code) => code.label);
  return (value: string) =>
    ref('common.codeNotOneOf', {
      field,
      count: labels.length,
      labels: labels.slice(0, -1).join(', '),
      last: labels.at(-1) ?? '',
      value,
    });
}

const MAX_NAME_LENGTH = 100;
const NAME_TOO_LONG = ref('common.nameTooLong', { max: MAX_NAME_LENGTH });

/** A first or last name of a person record; `required` answers a missing or blank one. */
export function personName(required: string) {
  return text({ error: required }).min(1, required).max(MAX_NAME_LENGTH, NAME_TOO_LONG);
}
/** The optional middle name of a person record, '' when none. */
export const otherName = text().max(MAX_NAME_LENGTH, NAME_TOO_LONG).optional().default('');

/** An optional code from a list: none ('' or null or absent) is null; anything else must be one of the codes. */
export function optionalCodeOf(codes: readonly { id: number }[], message: string) {
  return z
    .union([z.number(), z.string().regex(/^\d*$/)], { error: message })
    .nullish()
    .transform((value) => (value === '' || value === null || value === undefined ? null : value))
    .pipe(codeOf(codes, message).nullable());
}

/** A date of birth: a real date from 1900 to today. */
export function dateOfBirth(required: string) {
  return dateString(undefined, required, BIRTH_DATES);
}

/** An optional date of birth: none ('' or null or absent) is null. */
export const optionalDateOfBirth = text({ error: DATE_MESSAGES.format })
  .nullish()
  .transform((value) => value || null)
  .pipe(dateOfBirth(DATE_MESSAGES.format).nullable());

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
  type: ref('common.photoTypeInvalid'),
  size: ref('common.photoTooLarge', { megabytes: MAX_PHOTO_BYTES / 1024 / 1024 }),
} as const;
