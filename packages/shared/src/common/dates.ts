import { z } from 'zod';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date on the wire: YYYY-MM-DD, and a real day of the calendar. */
export function dateString(message = 'Enter a date as YYYY-MM-DD') {
  return z
    .string()
    .regex(isoDate, message)
    .refine((value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
    }, message);
}

export const DATE_DISPLAY_FORMAT = 'MMMM D, YYYY';
