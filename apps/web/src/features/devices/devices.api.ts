import { useMutation, useQueryClient } from '@tanstack/react-query';
import { devicesResource, type Device, type DeviceWithSecret } from '@app/shared/devices/device.schemas';
import { api } from '../../lib/api-client';
import { recordKeys } from '../records/records.api';

// A device's two calls besides the records platform's list, add, edit and delete (issue 22 §1).

function useInvalidateDevices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: recordKeys(devicesResource).all });
}

/** A new secret for the device (the old one stops working at once; a revoked device is active again). */
export function useRotateDeviceSecret() {
  const invalidate = useInvalidateDevices();
  return useMutation({
    mutationFn: (id: string) => api.post<DeviceWithSecret>(`${devicesResource.itemPath(id)}secret/`),
    onSuccess: invalidate,
  });
}

/** Revokes the device's secret: its pings are refused from then on. */
export function useRevokeDevice() {
  const invalidate = useInvalidateDevices();
  return useMutation({
    mutationFn: (id: string) => api.post<Device>(`${devicesResource.itemPath(id)}revoke/`),
    onSuccess: invalidate,
  });
}
