import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { ACTIVE_TRIPS_PATH, type ActiveTrips } from '@app/shared/trip-status/trip-status.schemas';
import { tripKeys } from '../trips/trips.api';

/**
 * How often the list is asked for again by itself: a safety net only. Positions, ETAs and lateness come
 * pushed by the live stream, and a trip the stream names that the list lacks asks for the list at once;
 * this catches what the stream does not say (a trip completed or cancelled elsewhere).
 */
const SAFETY_REFRESH_MS = 5 * 60_000;

/**
 * The trips under way today, each with its last event, next stop, lateness and last position (and at once
 * after a status change, under the trips' keys); the live stream keeps each row's bus up to date.
 */
export function useActiveTrips() {
  return useQuery({
    queryKey: tripKeys.active,
    queryFn: () => api.get<ActiveTrips>(ACTIVE_TRIPS_PATH),
    refetchInterval: SAFETY_REFRESH_MS,
    // Opened again, the screen asks anew: the trips under way change through the day.
    staleTime: 0,
  });
}
