import { z } from 'zod';

/** The spec's entry step of coordinates, 0.0000001 degrees: seven decimals, as the tables keep them. */
export const COORDINATE_DECIMALS = 7;
export const COORDINATE_STEP = 0.0000001;

/** The limits of a latitude and of a longitude, in degrees either side of 0. */
export const LATITUDE_LIMIT = 90;
export const LONGITUDE_LIMIT = 180;

/** What a coordinate field says when it is wrong, each in its own words ("Latitude must be a number"). */
type CoordinateMessages = { required: string; number: string; range: string; decimals: string };

/** A number within ±limit degrees, to seven decimals; a blank form field is "required". */
export function coordinate(limit: number, messages: CoordinateMessages) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? messages.required
          : messages.number,
    })
    .min(-limit, messages.range)
    .max(limit, messages.range)
    .refine((value) => Number(value.toFixed(COORDINATE_DECIMALS)) === value, messages.decimals);
}

/**
 * A decimal number as a form or a file's cell writes it ("-1.2921", "36.8", "1e-7"), or nothing ('',
 * white space). A pattern rather than free text: the API's documents say what the field takes.
 */
const NUMBER_TEXT = /^\s*([+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?)?\s*$/i;

/**
 * An optional coordinate, as JSON (a number) or as a multipart form or an import's cell (its text):
 * '' and null are none (null), left out is undefined (the caller decides what that means: a record's
 * update keeps what it has). Anything else is checked as `coordinate` checks it.
 */
export function optionalCoordinate(limit: number, messages: Omit<CoordinateMessages, 'required'>) {
  return z
    .union([z.number(), z.string().regex(NUMBER_TEXT, messages.number), z.null()], { error: messages.number })
    .optional()
    .transform((value) => {
      if (typeof value !== 'string') return value;
      return value.trim() === '' ? null : Number(value);
    })
    .pipe(
      coordinate(limit, { ...messages, required: messages.number })
        .nullable()
        .optional(),
    );
}

/**
 * A place of two optional coordinates (a student's home, the school's own), both or neither: for
 * `superRefine(...bothOrNeither(...))`. The half missing is named, with the other fields' messages,
 * unless a half is itself wrong (or the body is not an object).
 */
export function bothOrNeither(
  fields: { latitude: string; longitude: string },
  messages: { latitudeRequired: string; longitudeRequired: string },
) {
  const check = (place: Record<string, unknown>, context: z.RefinementCtx) => {
    const latitude = typeof place[fields.latitude] === 'number';
    const longitude = typeof place[fields.longitude] === 'number';
    if (latitude && !longitude)
      context.addIssue({ code: 'custom', path: [fields.longitude], message: messages.longitudeRequired });
    if (longitude && !latitude)
      context.addIssue({ code: 'custom', path: [fields.latitude], message: messages.latitudeRequired });
  };
  const halves = [fields.latitude, fields.longitude];
  const when = (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    payload.issues.every((issue) => issue.path?.length && !halves.includes(String(issue.path[0])));
  return [check, { when }] as const;
}
