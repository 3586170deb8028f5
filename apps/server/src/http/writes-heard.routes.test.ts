import { describe, expect, it, vi } from 'vitest';
import type { DeviceWithSecret } from '@app/shared/devices/device.schemas';
import { appWithSchool, createVehicleRecord } from '../../test/factories';

// A write's answer waits until this process has heard the cache messages it caused; a device's ping,
// which changes nothing a cache keeps, does not (a round trip on the listening connection a ping).
const { t, school } = await appWithSchool();

describe('answers of writes', () => {
  it('wait for the cache messages after a business write, not after a posted ping', async () => {
    const vehicle = await createVehicleRecord(t, school, { code: 'BUS-HEARD' });
    const added = await t.request<DeviceWithSecret>('POST', '/transport/devices/', {
      ...school.auth,
      body: { identifier: 'heard-phone', name: 'Driver phone', kind: 1, vehicle: vehicle.id },
    });
    expect(added.status).toBe(201);
    const phone = added.body;
    const heardAll = vi.spyOn(t.app.caches, 'heardAll');
    try {
      const ping = await fetch(`${t.url}/api/gps/osmand/?key=${phone.secret}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `id=${phone.identifier}&timestamp=${Math.floor(Date.now() / 1000) - 5}&lat=-1.30&lon=36.80`,
      });
      expect(ping.status).toBe(200);
      expect(heardAll).not.toHaveBeenCalled();
      // Revoked: its next ping must be refused by every process, so this answer waits.
      const revoked = await t.request('POST', `/transport/devices/${phone.id}/revoke/`, school.auth);
      expect(revoked.status).toBe(200);
      expect(heardAll).toHaveBeenCalledTimes(1);
    } finally {
      heardAll.mockRestore();
    }
  });
});
