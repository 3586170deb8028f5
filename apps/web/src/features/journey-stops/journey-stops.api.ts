import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@app/shared/common/list';
import { MAX_PAGE_SIZE } from '@app/shared/common/list';
import {
  JOURNEY_STOPS_REORDER_PATH,
  journeyStopsResource,
  type JourneyStop,
  type JourneyStopsReorder,
} from '@app/shared/journey-stops/journey-stop.schemas';
import { api } from '../../lib/api-client';
import { recordKeys, useRecordList } from '../records/records.api';

// A route has tens of stops: one page holds them all, in their order.
const stopsQuery = (journey: string) => ({ journey, page_size: MAX_PAGE_SIZE, ordering: 'sequence' });

/** A route's stops in sequence, with the riders boarding and leaving at each. */
export function useJourneyStops(journey: string) {
  return useRecordList<JourneyStop>(journeyStopsResource, stopsQuery(journey));
}

/** Puts a route's stops in a new order; the answer (renumbered 1..n) replaces the route's list. */
export function useReorderStops(journey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stops: string[]) =>
      api.post<JourneyStop[]>(JOURNEY_STOPS_REORDER_PATH, { journey, stops } satisfies JourneyStopsReorder),
    onSuccess: (stops) =>
      queryClient.setQueryData<Page<JourneyStop>>(
        recordKeys(journeyStopsResource).list(stopsQuery(journey)),
        (page) => page && { ...page, results: stops },
      ),
  });
}
