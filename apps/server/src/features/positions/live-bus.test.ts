import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database';
import { databaseLiveBus, type LivePosition } from './live-bus';

// The database's bus (ADR 020): a process publishes after its batch commits, every process hears.
const database = await openTestDatabase();
const log = { warn: () => {} } as never;
const bus = await databaseLiveBus(database, log);
afterAll(async () => {
  await bus.close();
  await database.close();
});

const position = (vehicle: string, time: string, latitude = -1.3): LivePosition => ({
  vehicle,
  device: crypto.randomUUID(),
  trip: null,
  time,
  latitude,
  longitude: 36.82,
  speed: null,
  heading: null,
  accuracy: null,
});

function hear(tenant: string) {
  const heard: LivePosition[][] = [];
  const stop = bus.subscribe(tenant, (positions) => heard.push(positions));
  return { heard, stop };
}

describe('the database live bus', () => {
  it('sends a batch after one with nothing to send (a batch of vague positions)', async () => {
    const tenant = crypto.randomUUID();
    const { heard, stop } = hear(tenant);
    bus.publish([]);
    const vehicle = crypto.randomUUID();
    bus.publish([{ tenant, positions: [position(vehicle, '2026-11-28T07:00:00.000Z')] }]);
    await expect.poll(() => heard.flat().map((p) => p.vehicle)).toEqual([vehicle]);
    stop();
  });

  it('keeps the newest of a vehicle among batches sent together, a few dozen a message, each school apart', async () => {
    const ours = crypto.randomUUID();
    const theirs = crypto.randomUUID();
    const us = hear(ours);
    const them = hear(theirs);
    const vehicles = Array.from({ length: 70 }, () => crypto.randomUUID());
    // Another school's batch starts a send; what is published meanwhile goes together in the next.
    bus.publish([
      { tenant: crypto.randomUUID(), positions: [position(crypto.randomUUID(), '2026-11-28T07:00:00.000Z')] },
    ]);
    bus.publish([{ tenant: ours, positions: [position(vehicles[0]!, '2026-11-28T07:00:00.000Z', -1)] }]);
    bus.publish([
      { tenant: ours, positions: vehicles.map((v) => position(v, '2026-11-28T07:00:05.000Z', -2)) },
    ]);
    bus.publish([{ tenant: ours, positions: [position(vehicles[1]!, '2026-11-28T07:00:01.000Z', -3)] }]);
    bus.publish([{ tenant: theirs, positions: [position(crypto.randomUUID(), '2026-11-28T07:00:05.000Z')] }]);
    await expect.poll(() => us.heard.flat().length).toBe(70);
    expect(us.heard.map((message) => message.length)).toEqual([30, 30, 10]);
    // Each vehicle once, at its newest: not the first one's older position, nor the second's older resend.
    expect(new Set(us.heard.flat().map((p) => p.vehicle)).size).toBe(70);
    expect(us.heard.flat().every((p) => p.latitude === -2)).toBe(true);
    await expect.poll(() => them.heard.flat().length).toBe(1);
    us.stop();
    them.stop();
  });
});
