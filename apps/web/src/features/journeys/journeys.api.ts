import { useQuery } from '@tanstack/react-query';
import { journeyLoadPath, journeysResource, type JourneyLoad } from '@app/shared/journeys/journey.schemas';
import { api } from '../../lib/api-client';
import { recordKeys } from '../records/records.api';

/**
 * Riders of a route per weekday against its vehicle's capacity. Kept under the routes' own key, so a
 * change of the route (its vehicle) fetches it again; a change of its riders invalidates it too.
 */
export function useJourneyLoad(id: string) {
  return useQuery({
    queryKey: [...recordKeys(journeysResource).all, 'load', id],
    queryFn: () => api.get<JourneyLoad>(journeyLoadPath(id)),
  });
}
