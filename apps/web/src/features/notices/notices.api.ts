import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@app/shared/common/list';
import { guardianNoticesPath, type DeliveryLogEntry } from '@app/shared/notices/delivery-log.schemas';
import { api } from '../../lib/api-client';

// The queue sends while the office looks: the log is read afresh whenever it is shown.
const ALWAYS_STALE = 0;

/** One page of a guardian's delivery log, newest first; the previous page stays while the next loads. */
export function useDeliveryLog(guardianId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['notices', 'delivery-log', guardianId, page, pageSize] as const,
    queryFn: () =>
      api.get<Page<DeliveryLogEntry>>(guardianNoticesPath(guardianId), { page, page_size: pageSize }),
    placeholderData: keepPreviousData,
    staleTime: ALWAYS_STALE,
  });
}
