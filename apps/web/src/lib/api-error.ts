import type { FieldErrorBody } from '@app/shared/common/errors';
import { ref } from '@app/shared/i18n/message-ref';

/** A failed call: the status, the server's body, and the message a person should read. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }

  /** Field messages of a 400 body, for form.setErrors; empty otherwise. */
  get fieldErrors(): Record<string, string> {
    if (this.status !== 400 || !isFieldBody(this.body)) return {};
    const fields: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.body)) {
      if (field !== 'non_field_errors' && field !== 'detail' && messages[0]) fields[field] = messages[0];
    }
    return fields;
  }
}

export function messageOf(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const detail = (body as { detail?: unknown }).detail;
    if (typeof detail === 'string') return detail;
    if (isFieldBody(body)) {
      const first = body.non_field_errors?.[0] ?? Object.values(body)[0]?.[0];
      if (first) return first;
    }
  }
  return status === 0 ? ref('common.serverUnreachable') : ref('common.requestFailed', { status });
}

function isFieldBody(body: unknown): body is FieldErrorBody {
  return !!body && typeof body === 'object' && Object.values(body).every((value) => Array.isArray(value));
}

/** The message to show for a failed call: the server's words, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 500 && error.status !== 0 ? error.message : fallback;
}
