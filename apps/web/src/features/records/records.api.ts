import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Page } from '@app/shared/common/list';
import type { Resource } from '@app/shared/common/resource';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';

type Query = Record<string, string | number | boolean | undefined>;

/**
 * Query keys of a record type, from its name: every list and record of it is invalidated together. A
 * business call answering a type's records (a reorder) puts them into the list it changed.
 */
export const recordKeys = (resource: Resource) => ({
  all: [resource.name] as const,
  list: (query: Query) => [resource.name, 'list', query] as const,
  item: (id: string) => [resource.name, 'item', id] as const,
});

type ListOptions = {
  enabled?: boolean;
  /**
   * Fetched again whenever a screen showing it opens: for lists that other types' writes change
   * (a student's guardian links name the guardian, and go with a deleted student).
   */
  refetchOnMount?: 'always';
};

/** One page of a record type; the previous page stays on screen while the next loads. */
export function useRecordList<T>(resource: Resource, query: Query, options: ListOptions = {}) {
  return useQuery({
    queryKey: recordKeys(resource).list(query),
    queryFn: () => api.get<Page<T>>(resource.path, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchOnMount: options.refetchOnMount ?? true,
  });
}

/** One record by id (a details screen); its type's writes fetch it again. A 404 is not retried. */
export function useRecord<T>(resource: Resource, id: string) {
  return useQuery({
    queryKey: recordKeys(resource).item(id),
    queryFn: () => api.get<T>(resource.itemPath(id)),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}

/** What a write changes besides its own type: queries of other screens that show it (a route's stops). */
type WriteOptions = { alsoInvalidates?: readonly QueryKey[] };

function useInvalidate(resource: Resource, options: WriteOptions) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [recordKeys(resource).all, ...(options.alsoInvalidates ?? [])].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** Add (no id) or replace (id) a record; its lists are fetched again afterwards. */
export function useSaveRecord<I, T>(resource: Resource, options: WriteOptions = {}) {
  const invalidate = useInvalidate(resource, options);
  return useMutation({
    mutationFn: ({ id, input }: { id: string | undefined; input: I }) =>
      id ? api.put<T>(resource.itemPath(id), input) : api.post<T>(resource.path, input),
    onSuccess: invalidate,
  });
}

export function useDeleteRecord(resource: Resource, options: WriteOptions = {}) {
  const invalidate = useInvalidate(resource, options);
  return useMutation({
    mutationFn: (id: string) => api.delete(resource.itemPath(id)),
    onSuccess: invalidate,
  });
}
