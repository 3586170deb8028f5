import { z } from 'zod';
import { ref } from '../i18n/message-ref';
import { text } from './text';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
const MAX_SEARCH_LENGTH = 200;

/** Query of every list call: search is case-insensitive, pages start at 1. */
export const listQuerySchema = z.object({
  search: text()
    .max(MAX_SEARCH_LENGTH, ref('common.searchTooLong', { max: MAX_SEARCH_LENGTH }))
    .optional(),
  page: z.coerce.number().int().min(1, ref('common.pageTooSmall')).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, ref('common.pageSizeTooSmall'))
    .max(MAX_PAGE_SIZE, ref('common.pageSizeTooLarge', { max: MAX_PAGE_SIZE }))
    .default(DEFAULT_PAGE_SIZE),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The list envelope: {count, next, previous, results}. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** Search text goes to the server only when longer than one character (spec part 1 §5). */
export function searchParam(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed.length > 1 ? trimmed : undefined;
}
