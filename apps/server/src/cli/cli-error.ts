import { english } from '@app/shared/i18n/english';
import { FieldErrors } from '../http/errors';

/** A failure the operator can fix: printed as is, exit code 1, no stack trace. */
export class CliError extends Error {}

// Field names of the operator API, as the options that carry them.
const optionNames: Record<string, string> = {
  name: '--name',
  admin_email: '--admin-email',
  admin_password: '--admin-password',
  admin_first_name: '--admin-first-name',
  admin_last_name: '--admin-last-name',
};

/** `{"admin_email": ["..."]}` as lines naming the options, in English (the operator's tool speaks it). */
export function fieldErrorLines(fields: Record<string, string[]>): string[] {
  return Object.entries(fields).flatMap(([field, messages]) =>
    messages
      .map(english)
      .map((message) =>
        field === 'non_field_errors' ? message : `${optionNames[field] ?? field}: ${message}`,
      ),
  );
}

export function errorLines(error: unknown): string[] {
  if (error instanceof FieldErrors) return fieldErrorLines(error.fields);
  if (error instanceof CliError) return error.message.split('\n');
  const message = error instanceof Error ? error.message : String(error);
  return [`Unexpected failure: ${message}`];
}
