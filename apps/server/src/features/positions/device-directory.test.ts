import { describe, expect, it, vi } from 'vitest';
import type { DeviceWithSecret } from '@app/shared/devices/device.schemas';
import { appWithSchool, createVehicleRecord } from '../../../test/factories';
import { deviceDirectory } from './device-directory';

// The directory a ping finds its device in: the identifiers missed together (a fleet reconnecting after
// a restart) are read in one statement, and what was read is kept.
const { t, school } = await appWithSchool();

async function addPhone(code: string): Promise<DeviceWithSecret> {
  const vehicle = await createVehicleRecord(t, school, { code });
  const response = await t.request<DeviceWithSecret>('POST', '/transport/devices/', {
    ...school.auth,
    body: { identifier: `dir-${code}`, name: 'Driver phone', kind: 1, vehicle: vehicle.id },
  });
  expect(response.status).toBe(201);
  return response.body;
}

describe('the device directory', () => {
  it('reads the devices missed in the same turn in one statement, unknown ones included, and keeps them', async () => {
    const phones = [await addPhone('DIR-1'), await addPhone('DIR-2'), await addPhone('DIR-3')];
    const directory = deviceDirectory(t.database, t.app.caches);
    const execute = vi.spyOn(t.database.db, 'execute');
    try {
      const found = await Promise.all([
        ...phones.map((phone) => directory.byIdentifier(phone.identifier)),
        directory.byIdentifier('nobody-has-this'),
      ]);
      expect(execute).toHaveBeenCalledTimes(1);
      expect(found.map((device) => device?.id)).toEqual([...phones.map((phone) => phone.id), undefined]);
      expect(found[0]).toMatchObject({ tenant_id: school.tenantId, kind: 1, revoked: false });

      await Promise.all(phones.map((phone) => directory.byIdentifier(phone.identifier)));
      await directory.byIdentifier('nobody-has-this');
      expect(execute).toHaveBeenCalledTimes(1);
    } finally {
      execute.mockRestore();
    }
  });
});
