import type { FieldErrorBody } from '@app/shared/common/errors';

/** An answer with `{"detail": ...}` and this status (401, 403, 404, 409, 429, 503). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    /** Sent as Retry-After (429, 503) when the wait is known. */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
  }
}

/** A 400 answer with messages per field. */
export class FieldErrors extends Error {
  constructor(readonly fields: FieldErrorBody) {
    super('Invalid input');
  }
}
