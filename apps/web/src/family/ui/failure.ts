import { ApiError } from '../../lib/api-error';

/** What a form shows after a failed call: its fields' messages, else the call's error above the buttons. */
export type Failure = { fields: Record<string, string>; error: unknown };
export const NO_FAILURE: Failure = { fields: {}, error: null };

/** A failed call as a form shows it: a 400's messages at their fields, anything else as one error. */
export function failureOf(error: unknown): Failure {
  const fields = error instanceof ApiError ? error.fieldErrors : {};
  return Object.keys(fields).length > 0 ? { fields, error: null } : { fields: {}, error };
}
