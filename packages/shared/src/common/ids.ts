import { z } from 'zod';
import { text } from './text';

/** Ids are opaque strings (UUIDs); anything else can never name a record. */
export const idSchema = z.string().uuid();
export const idParamsSchema = z.object({ id: z.string() });

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value could name a record at all (an address bar's id, before asking the server). */
export function isId(value: string | undefined): value is string {
  return value !== undefined && uuidPattern.test(value);
}

/**
 * A reference to another record of the school: `required` when missing or blank, `invalid` when it
 * cannot be an id (one that names no record of the school gets `invalid` from the server).
 */
export function reference(required: string, invalid: string) {
  return text({ error: required })
    .min(1, { message: required, abort: true })
    .regex(uuidPattern, invalid)
    .transform((id) => id.toLowerCase());
}

/** An optional reference: none ('' or null or absent) is null. */
export function optionalReference(invalid: string) {
  return text({ error: invalid })
    .nullish()
    .transform((id) => id || null)
    .pipe(
      z
        .string()
        .regex(uuidPattern, invalid)
        .transform((id) => id.toLowerCase())
        .nullable(),
    );
}
