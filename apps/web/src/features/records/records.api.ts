import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@app/shared/common/list';
import type { Resource } from '@app/shared/common/resource';
import { api } from '../../lib/api-client';

type Query = Record<string, string | number | boolean | undefined>;

/** Query keys of a record type, from its name: every list and record of it is invalidated together. */
const recordKeys = (resource: Resource) => ({
  all: [resource.name] as const,
  list: (query: Query) => [resource.name, 'list', query] as const,
});

/** One page of a record type; the previous page stays on screen while the next loads. */
export function useRecordList<T>(resource: Resource, query: Query, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: recordKeys(resource).list(query),
    queryFn: () => api.get<Page<T>>(resource.path, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** Add (no id) or replace (id) a record; its lists are fetched again afterwards. */
export function useSaveRecord<I, T>(resource: Resource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | undefined; input: I }) =>
      id ? api.put<T>(resource.itemPath(id), input) : api.post<T>(resource.path, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys(resource).all }),
  });
}

export function useDeleteRecord(resource: Resource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(resource.itemPath(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys(resource).all }),
  });
}
