import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@app/shared/common/list';
import type { z } from 'zod';
import type { Vehicle, VehicleInput, vehicleListQuerySchema } from '@app/shared/vehicles/vehicle.schemas';
import { api } from '../../lib/api-client';

/** The list call's query as sent; every part optional (the server applies the defaults). */
export type VehicleListParams = Partial<z.output<typeof vehicleListQuerySchema>>;

export const vehicleKeys = {
  all: ['vehicles'] as const,
  list: (query: VehicleListParams) => ['vehicles', 'list', query] as const,
};

/** One page of vehicles; the previous page stays on screen while the next loads. */
export function useVehicles(query: VehicleListParams) {
  return useQuery({
    queryKey: vehicleKeys.list(query),
    queryFn: () => api.get<Page<Vehicle>>('/transport/vehicles/', query),
    placeholderData: keepPreviousData,
  });
}

/** Add (no id) or replace (id) a vehicle. */
export function useSaveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: VehicleInput & { id?: string | undefined }) =>
      id
        ? api.put<Vehicle>(`/transport/vehicles/${id}/`, input)
        : api.post<Vehicle>('/transport/vehicles/', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/transport/vehicles/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
  });
}
