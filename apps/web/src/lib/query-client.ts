import { QueryClient } from '@tanstack/react-query';

/** Spec defaults: data stays fresh for 5 minutes; a failed query is retried once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
