import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AUDIT_LOG_PATH,
  AUDIT_LOG_PEOPLE_PATH,
  type AuditEntry,
  type AuditPerson,
} from '@app/shared/audit-log/audit-log.schemas';
import type { Page } from '@app/shared/common/list';
import { api } from '../../lib/api-client';

type Query = Record<string, string | number | undefined>;

const keys = {
  list: (query: Query) => ['audit-log', 'list', query] as const,
  people: ['audit-log', 'people'] as const,
};

// Every record screen writes to the log without knowing it: the log is read afresh whenever it is shown.
const ALWAYS_STALE = 0;

/** One page of the school's audit log, newest first; the previous page stays on screen while the next loads. */
export function useAuditLog(query: Query) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: () => api.get<Page<AuditEntry>>(AUDIT_LOG_PATH, query),
    placeholderData: keepPreviousData,
    staleTime: ALWAYS_STALE,
  });
}

/** The people who appear in the log (the person filter's choices). */
export function useAuditPeople() {
  return useQuery({
    queryKey: keys.people,
    queryFn: () => api.get<{ results: AuditPerson[] }>(AUDIT_LOG_PEOPLE_PATH),
    staleTime: ALWAYS_STALE,
  });
}
