import { ApiError, errorMessage } from './api-error';
import { notifyError } from './notify';

/**
 * A refused form, said where the person can act on it: the server's messages about fields the form
 * shows go under those fields; a message about any other field (a refused status change) goes to a
 * toast; a failure without field messages toasts the server's reason, or `fallback` without one.
 */
export function showFormErrors(
  form: { setErrors: (errors: Record<string, string>) => void },
  error: unknown,
  { shown, fallback }: { shown: readonly string[]; fallback: string },
): void {
  const fields = error instanceof ApiError ? error.fieldErrors : {};
  form.setErrors(fields);
  const hidden = Object.keys(fields).find((field) => !shown.includes(field));
  if (hidden) notifyError(fields[hidden]!);
  else if (Object.keys(fields).length === 0) notifyError(errorMessage(error, fallback));
}
