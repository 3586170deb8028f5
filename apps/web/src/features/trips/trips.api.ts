import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Page } from '@app/shared/common/list';
import { api } from '../../lib/api-client';
import { recordKeys } from '../records/records.api';
import { TRIP_EVENTS_PATH, type TripEvent } from '@app/shared/trip-events/trip-event.schemas';
import type { TripStatusChange } from '@app/shared/trip-status/trip-status.schemas';
import {
  GENERATE_TRIPS_PATH,
  tripsResource,
  type GenerateTripsInput,
  type GenerateTripsResult,
  type TripDetail,
} from '@app/shared/trips/trip.schemas';

/**
 * Every trip query lives under the trips' record keys (lists, one trip, its events, the active
 * trips): a status change or a generation changes them all, so they are invalidated together.
 */
const keys = recordKeys(tripsResource);
export const tripKeys = {
  ...keys,
  events: (id: string) => [...keys.all, 'events', id] as const,
  active: [...keys.all, 'active'] as const,
};

// A trip's events in one page: a day's pick-ups, drop-offs and stops of a full bus are a few hundred.
const EVENTS_PAGE = { page_size: MAX_PAGE_SIZE };

/** What was recorded on a trip, in time order. */
export function useTripEvents(id: string) {
  return useQuery({
    queryKey: tripKeys.events(id),
    queryFn: () => api.get<Page<TripEvent>>(TRIP_EVENTS_PATH, { trip: id, ...EVENTS_PAGE }),
  });
}

function useInvalidateTrips() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tripKeys.all });
}

/** Start, complete or cancel a trip; the server records the matching event. */
export function useChangeTripStatus(id: string) {
  const invalidate = useInvalidateTrips();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TripStatusChange) => api.patch<TripDetail>(tripsResource.itemPath(id), input),
    onSuccess: (trip) => {
      // The answer is the trip as it now is: shown at once, while its events and lists are fetched again.
      queryClient.setQueryData(tripKeys.item(id), trip);
      return invalidate();
    },
  });
}

/** Trips of the school's active routes for each date of a range. */
export function useGenerateTrips() {
  const invalidate = useInvalidateTrips();
  return useMutation({
    mutationFn: (input: GenerateTripsInput) => api.post<GenerateTripsResult>(GENERATE_TRIPS_PATH, input),
    onSuccess: invalidate,
  });
}
