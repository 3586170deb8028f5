import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { searchParam } from '@app/shared/common/list';

/**
 * Reads a list's search, page, page size, ordering (and filters) from the URL with the same shared schema
 * the server parses them with. A hand-edited bad value falls back to its default instead of breaking the page.
 */
export function parseListParams<S extends z.ZodObject>(
  schema: S,
  searchParams: URLSearchParams,
): z.output<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = searchParams.get(key);
    if (value !== null) raw[key] = value;
  }
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) delete raw[String(issue.path[0])];
  const retried = schema.safeParse(raw);
  return retried.success ? retried.data : schema.parse({});
}

/** The query a list call sends: search only when longer than one character (spec part 1 §5). */
export function listCallQuery<T extends { search?: string | undefined }>(params: T): T {
  return { ...params, search: searchParam(params.search ?? '') };
}

type ParamValue = string | number | boolean | undefined | null;

/** List parameters kept in the URL, so reloads, links and the back button keep the page and search. */
export function useListParams<S extends z.ZodObject>(schema: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(schema, searchParams), [schema, searchParams]);
  const defaults = useMemo(() => schema.parse({}) as Record<string, unknown>, [schema]);

  const setParams = useCallback(
    (changes: Partial<Record<keyof z.input<S> & string, ParamValue>>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [string, ParamValue][]) {
            // Defaults stay out of the URL so a plain list keeps a plain address.
            if (value === undefined || value === null || value === '' || value === defaults[key])
              next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams, defaults],
  );

  return { params, setParams };
}

/**
 * The search box's and the pager's changes to a list kept in the URL. A new search starts on page 1,
 * but only when it changes what is sent (a search of one character sends none).
 */
export function useSearchAndPage(
  setParams: (changes: { search?: string; page?: number }) => void,
  sentSearch: string | undefined,
) {
  const search = useCallback(
    (text: string) =>
      setParams(
        listCallQuery({ search: text }).search === sentSearch ? { search: text } : { search: text, page: 1 },
      ),
    [setParams, sentSearch],
  );
  const changePage = useCallback((page: number) => setParams({ page }), [setParams]);
  return { search, changePage };
}
