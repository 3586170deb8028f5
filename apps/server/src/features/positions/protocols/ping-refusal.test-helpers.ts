import { FieldErrors } from '../../../http/errors';

/** The field messages a parser refused a ping with; fails the test if it took the ping. */
export function refusal(parse: () => unknown): Record<string, string[]> {
  try {
    parse();
  } catch (error) {
    if (error instanceof FieldErrors) return error.fields;
    throw error;
  }
  throw new Error('The ping was accepted');
}
