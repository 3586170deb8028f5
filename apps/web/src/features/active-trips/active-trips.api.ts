import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { ACTIVE_TRIPS_PATH, type ActiveTrips } from '@app/shared/trip-status/trip-status.schemas';
import { tripKeys } from '../trips/trips.api';

/** How often the screen asks again where the buses are. */
export const REFRESH_MS = 30_000;

/**
 * The trips under way today, each with its last event, next stop, lateness and last position; fetched
 * again every 30 s while the screen is open (and at once after a status change, under the trips' keys).
 */
export function useActiveTrips() {
  return useQuery({
    queryKey: tripKeys.active,
    queryFn: () => api.get<ActiveTrips>(ACTIVE_TRIPS_PATH),
    refetchInterval: REFRESH_MS,
    // What was on screen half a minute ago is not what is on the road now.
    staleTime: 0,
  });
}
