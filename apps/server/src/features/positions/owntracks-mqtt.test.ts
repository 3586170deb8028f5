import net from 'node:net';
import { sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import type { DeviceWithSecret } from '@app/shared/devices/device.schemas';
import { queryRows } from '../../db/query-rows';
import { startTestApp } from '../../../test/build-test-app';
import { createVehicleRecord, signedInAs, type SignedIn } from '../../../test/factories';

// OwnTracks in MQTT mode (issue 22 §1) through the Mosquitto broker this machine runs (CI's too,
// at 127.0.0.1:1883); a machine without one skips, saying so.
const BROKER = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const reachable = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(BROKER);
  const socket = net.connect({ host: hostname, port: Number(port || 1883) });
  socket.setTimeout(1000);
  socket.once('connect', () => resolve(true));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => resolve(false));
  socket.once('close', () => socket.destroy());
}).then((ok) => ok);

describe.skipIf(!reachable)('OwnTracks over MQTT', async () => {
  const t = await startTestApp({ MQTT_URL: BROKER });
  const school = await signedInAs(t);
  const publisher = await mqtt.connectAsync(BROKER, { protocolVersion: 5 });
  afterAll(async () => {
    await publisher.endAsync();
    await t.close();
  });

  async function device(as: SignedIn) {
    const vehicle = await createVehicleRecord(t, as);
    const response = await t.request<DeviceWithSecret>('POST', '/transport/devices/', {
      ...as.auth,
      body: { identifier: `ot-${crypto.randomUUID().slice(0, 8)}`, kind: 1, vehicle: vehicle.id },
    });
    return response.body;
  }
  const stored = (deviceId: string) =>
    queryRows<{ source: number; speed: number }>(
      t.database.db,
      sql`select source::int, speed from positions where device_id = ${deviceId}`,
    );
  /** Publishes until the server has stored what it should (its subscription may still be on its way). */
  async function publishUntil(topic: string, message: object, done: () => Promise<boolean>) {
    for (let attempt = 0; attempt < 50; attempt++) {
      await publisher.publishAsync(topic, JSON.stringify(message), { qos: 1 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (await done()) return;
    }
    throw new Error(`nothing stored from ${topic}`);
  }

  it('stores a location published under the device’s identifier, once however often it comes', async () => {
    const phone = await device(school);
    const tst = Math.floor(Date.now() / 1000) - 5;
    const location = { _type: 'location', lat: -1.27, lon: 36.81, tst, acc: 10, vel: 36, tid: 'b4' };
    await publishUntil(
      `owntracks/${phone.identifier}/phone`,
      location,
      async () => (await stored(phone.id)).length > 0,
    );
    await publisher.publishAsync(`owntracks/${phone.identifier}/phone`, JSON.stringify(location), { qos: 1 });
    // What is published is not answered: a message that reached the broker is stored, or not, a moment later.
    const stranger = `owntracks/not-a-device/phone`;
    await publisher.publishAsync(stranger, JSON.stringify(location), { qos: 1 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await stored(phone.id)).toEqual([{ source: 5, speed: expect.closeTo(10, 3) }]);
  });

  it('drops a revoked device’s messages and messages that are not positions', async () => {
    const phone = await device(school);
    const topic = `owntracks/${phone.identifier}/phone`;
    await publisher.publishAsync(topic, JSON.stringify({ _type: 'lwt', tst: 1 }), { qos: 1 });
    await publisher.publishAsync(topic, 'not json', { qos: 1 });
    await t.request('POST', `/transport/devices/${phone.id}/revoke/`, school.auth);
    const tst = Math.floor(Date.now() / 1000) - 3;
    await publisher.publishAsync(topic, JSON.stringify({ _type: 'location', lat: -1.2, lon: 36.8, tst }), {
      qos: 1,
    });
    // The control: a second device's message, published after, is stored; so the first ones had their turn.
    const control = await device(school);
    await publishUntil(
      `owntracks/${control.identifier}/phone`,
      { _type: 'location', lat: -1.2, lon: 36.8, tst },
      async () => (await stored(control.id)).length > 0,
    );
    expect(await stored(phone.id)).toEqual([]);
  });
});
