import { z } from 'zod';
import { detailSchema, fieldErrorsSchema } from '@app/shared/common/errors';

/**
 * Error bodies for route schemas, so /api/docs shows them. A 400 may also be a `detail` (a body
 * that is not JSON), and a declared schema must admit every body the error handler sends.
 */
export const errorResponses = {
  400: z
    .union([fieldErrorsSchema, detailSchema])
    .describe('Field errors (whole-body problems under non_field_errors)'),
  401: detailSchema.describe('Missing, invalid or expired credentials'),
  403: detailSchema,
  429: detailSchema.describe(
    'Too many failed attempts or messages for this address or client; the Retry-After header says how long to wait',
  ),
} as const;
