import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ROAD_TIME_PLACES_PATH,
  ROAD_TIMES_PATH,
  type RoadTimesSummary,
} from '@app/shared/route-plans/road-times.schemas';
import { api } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

const roadTimeKeys = { summary: ['road-times', 'summary'] as const };

/** How many pairs of places the school has given road times for, among how many places, and when. */
export function useRoadTimes() {
  return useQuery({
    queryKey: roadTimeKeys.summary,
    queryFn: () => api.get<RoadTimesSummary>(ROAD_TIMES_PATH),
  });
}

/** Replaces the school's matrix with a CSV file (`from,to,seconds`), all or nothing. */
export function useUploadRoadTimes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return api.put<RoadTimesSummary>(ROAD_TIMES_PATH, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roadTimeKeys.summary }),
  });
}

/** Removes the matrix: plans made after go back to straight-line distance times the detour. */
export function useRemoveRoadTimes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(ROAD_TIMES_PATH),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roadTimeKeys.summary }),
  });
}

/** The school and its bus stops as CSV (`place,title,latitude,longitude`): what to compute a matrix for. */
export function downloadRoadTimePlaces(): Promise<void> {
  return saveFile(ROAD_TIME_PLACES_PATH, 'road-time-places.csv');
}
