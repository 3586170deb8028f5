import { ref } from '@app/shared/i18n/message-ref';
import { AppError } from './errors';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** A path id that cannot name a record answers 404 like a missing one, never a database error. */
export function recordId(value: string, what = ref('common.notFound')): string {
  if (!isUuid(value)) throw new AppError(404, what);
  return value.toLowerCase();
}
