/** A school's buses as the benches of positions need them: vehicles and their phones, added through the API. */
import { authHeaders, type Auth } from './product';

export type BenchDevice = { identifier: string; secret: string };

/**
 * `count` vehicles, each with a phone (`<prefix>-<n>`), eight calls at a time, as an office would add
 * them; answers each phone's identifier and its secret, shown once by the server.
 */
export async function addBusesWithPhones(
  url: string,
  auth: Auth,
  count: number,
  prefix: string,
): Promise<BenchDevice[]> {
  const headers = { ...authHeaders(auth), 'content-type': 'application/json' };
  const post = async (pathName: string, body: object) => {
    const response = await fetch(`${url}/api${pathName}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`${pathName}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string; secret: string; identifier: string };
  };
  const devices: BenchDevice[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const i = next++;
        const vehicle = await post('/transport/vehicles/', {
          registration_number: `${prefix.toUpperCase()} ${String(i).padStart(5, '0')}`,
          code: `${prefix}-${i}`,
          max_capacity: 40,
          is_active: true,
        });
        const device = await post('/transport/devices/', {
          identifier: `${prefix}-${i}`,
          name: `Bus ${i} phone`,
          kind: 1,
          vehicle: vehicle.id,
        });
        devices.push({ identifier: device.identifier, secret: device.secret });
      }
    }),
  );
  return devices;
}
