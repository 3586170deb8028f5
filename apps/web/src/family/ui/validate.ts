import { fieldErrorsFromIssues } from '@app/shared/common/errors';
import type { z } from 'zod';

/**
 * A form's values checked by the call's shared schema before sending: the first message of each field
 * (refs, worded where shown), or none. The server checks again and answers the same messages.
 */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(fieldErrorsFromIssues(result.error.issues)).flatMap(([field, messages]) =>
      messages[0] ? [[field, messages[0]]] : [],
    ),
  );
}
