import { useQuery } from '@tanstack/react-query';
import { MAP_SETTINGS_PATH, type MapSettings } from '@app/shared/map-settings/map-settings.schemas';
import { api } from '../../lib/api-client';

/** The server's tile URL and attribution; they change only with the server's settings. */
export function useMapSettings() {
  return useQuery({
    queryKey: ['map-settings'],
    queryFn: () => api.get<MapSettings>(MAP_SETTINGS_PATH),
    staleTime: Infinity,
  });
}
