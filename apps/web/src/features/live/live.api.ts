import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@app/shared/common/list';
import { tripPositionsPath, type TripTrail } from '@app/shared/positions/live.schemas';
import { ACTIVE_TRIPS_PATH, type ActiveTrips } from '@app/shared/trip-status/trip-status.schemas';
import { tripsResource } from '@app/shared/trips/trip.schemas';
import { vehiclesResource, type Vehicle } from '@app/shared/vehicles/vehicle.schemas';
import { api } from '../../lib/api-client';
import { recordKeys, useRecordList } from '../records/records.api';

/**
 * A safety net only: the stream brings the buses, and a trip it names that the list lacks asks for the list
 * at once (useRefetchOnNewTrip). This catches what the stream does not say (a trip completed or cancelled).
 */
const SAFETY_REFRESH_MS = 5 * 60_000;

const tripKeys = recordKeys(tripsResource);

/**
 * The trips under way (Active Trips' call, under its key: one answer for both screens, fetched again with
 * every trip change the console makes): each bus's route and its next stop by the schedule.
 */
export function useTripsUnderWay() {
  return useQuery({
    queryKey: [...tripKeys.all, 'active'],
    queryFn: () => api.get<ActiveTrips>(ACTIVE_TRIPS_PATH),
    refetchInterval: SAFETY_REFRESH_MS,
    // Opened again, the screen asks anew: the trips under way change through the day.
    staleTime: 0,
  });
}

/** The school's vehicles by id, for the names of buses not on a trip (a school's fleet is one page). */
export function useVehicles() {
  const list = useRecordList<Vehicle>(vehiclesResource, {
    page_size: MAX_PAGE_SIZE,
    ordering: 'registration_number',
  });
  return list.data?.results;
}

/**
 * The chosen trip's trail so far, fetched once when it is chosen (positions heard live extend it) and
 * forgotten when another is: chosen again later, it is fetched anew rather than shown with a gap.
 */
export function useTripTrail(trip: string | null) {
  return useQuery({
    queryKey: [...tripKeys.all, 'trail', trip],
    queryFn: () => api.get<TripTrail>(tripPositionsPath(trip!)),
    enabled: trip !== null,
    staleTime: Infinity,
    gcTime: 0,
  });
}
