import type { z } from 'zod';
import { english } from '../i18n/english';
import { fieldErrorsFromIssues } from './errors';

/**
 * A schema's field messages for `input` as the API words them in English (ADR 019: the schemas name
 * their messages by key), or {} when it passes: the schema tests compare them with the spec's words.
 */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(fieldErrorsFromIssues(result.error.issues)).map(([field, messages]) => [
      field,
      messages.map(english),
    ]),
  );
}
