import { z } from 'zod';

/** YYYY-MM-DD; also the `pattern` of every date in the OpenAPI document. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date on the wire: YYYY-MM-DD, and a real day of the calendar. `required` is the message
 * for a missing or empty value (a form sends '' for a cleared date picker).
 */
export function dateString(message = 'Enter a date as YYYY-MM-DD', required = message) {
  return (
    z
      .string({ error: required })
      // An empty value (a cleared picker) is missing, not malformed: one message, the required one.
      .min(1, { message: required, abort: true })
      // abort: a value that is not YYYY-MM-DD gets one message, not this one and the calendar's too.
      .regex(DATE_PATTERN, { message, abort: true })
      // Year 0000 is no year of the calendar (1 BC is followed by AD 1), and PostgreSQL refuses it.
      .refine((value) => {
        const parsed = new Date(`${value}T00:00:00Z`);
        return (
          !Number.isNaN(parsed.getTime()) &&
          parsed.toISOString().startsWith(value) &&
          !value.startsWith('0000')
        );
      }, message)
  );
}

export const DATE_DISPLAY_FORMAT = 'MMMM D, YYYY';

/** HH:MM:SS, or HH:MM (seconds 00), a time of day on a 24-hour clock (DESIGN §4). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * A time of day on the wire, answered back as HH:MM:SS. `required` is the message for a missing or
 * empty value.
 */
export function timeString(message = 'Enter a time as HH:MM', required = message) {
  return z
    .string({ error: required })
    .min(1, { message: required, abort: true })
    .regex(TIME_PATTERN, message)
    .transform((value) => (value.length === 5 ? `${value}:00` : value));
}
