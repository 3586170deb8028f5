import { describe, expect, it } from 'vitest';
import type { DeviceWithSecret } from '@app/shared/devices/device.schemas';
import { appWithSchool, createVehicleRecord, signedInAs, type SignedIn } from '../../../test/factories';
import { liveHeaders, openLive, type LiveEvent } from '../../../test/live-stream';

// The live stream (issue 22 §4): a school's viewers get its buses' positions as they are stored,
// first a picture of each bus's latest, and never another school's bus.
const { t, school } = await appWithSchool();
const other = await signedInAs(t);

async function bus(as: SignedIn) {
  const vehicle = await createVehicleRecord(t, as);
  const device = await t.request<DeviceWithSecret>('POST', '/transport/devices/', {
    ...as.auth,
    body: { identifier: `live-${crypto.randomUUID().slice(0, 8)}`, kind: 1, vehicle: vehicle.id },
  });
  return { ...device.body, vehicle: vehicle.id };
}
const ping = (device: DeviceWithSecret, lat: number, secondsAgo = 1) =>
  fetch(
    `${t.url}/api/gps/osmand/?id=${device.identifier}&key=${device.secret}&lat=${lat}&lon=36.82&speed=10&bearing=90&timestamp=${Math.floor(Date.now() / 1000) - secondsAgo}`,
  ).then((response) => expect(response.status).toBe(200));
const about = (vehicle: string) => (event: LiveEvent) =>
  event.event === 'positions' &&
  event.data.some((position: { vehicle: string }) => position.vehicle === vehicle);

describe('the live stream', () => {
  it('pictures each bus’s latest position, then sends what comes, to the school’s viewers only', async () => {
    const ours = await bus(school);
    const theirs = await bus(other);
    await ping(ours, -1.3, 30);

    const viewer = await openLive(t.url, liveHeaders(school));
    const snapshot = await viewer.next((event) => event.event === 'snapshot');
    expect(snapshot.data).toEqual([
      expect.objectContaining({ vehicle: ours.vehicle, device: ours.id, latitude: -1.3, longitude: 36.82 }),
    ]);
    const watcher = await openLive(t.url, liveHeaders(other));
    await watcher.next((event) => event.event === 'snapshot');

    await ping(theirs, -1.25);
    await ping(ours, -1.31);
    const heard = await viewer.next(about(ours.vehicle));
    expect(heard.data).toEqual([
      expect.objectContaining({
        vehicle: ours.vehicle,
        latitude: -1.31,
        speed: expect.closeTo(5.14, 2),
        heading: 90,
      }),
    ]);
    await watcher.next(about(theirs.vehicle));
    // What the other school's bus did never reached this school's stream, nor the reverse.
    const everything = (events: LiveEvent[]) => events.flatMap((event) => event.data);
    expect(everything(viewer.events).map((position) => position.vehicle)).not.toContain(theirs.vehicle);
    expect(everything(watcher.events).map((position) => position.vehicle)).not.toContain(ours.vehicle);
    viewer.close();
    watcher.close();
  });

  it('sends a late resend of an older position to nobody as news, and a vague one not at all', async () => {
    const ours = await bus(school);
    await ping(ours, -1.4, 5);
    const viewer = await openLive(t.url, liveHeaders(school));
    await viewer.next(
      (event) => event.event === 'snapshot' && event.data.some((p: any) => p.vehicle === ours.vehicle),
    );
    const vague = await fetch(
      `${t.url}/api/gps/osmand/?id=${ours.identifier}&key=${ours.secret}&lat=-1.4002&lon=36.82&accuracy=500&timestamp=${Math.floor(Date.now() / 1000) - 2}`,
    );
    expect(vague.status).toBe(200);
    await ping(ours, -1.4001, 60);
    await ping(ours, -1.4003, 0);
    const heard = await viewer.next(about(ours.vehicle));
    expect(heard.data.find((p: any) => p.vehicle === ours.vehicle).latitude).toBe(-1.4003);
    const latitudes = viewer.events.flatMap((event) => event.data).map((p: any) => p.latitude);
    expect(latitudes).not.toContain(-1.4002);
    expect(latitudes).not.toContain(-1.4001);
    viewer.close();
  });

  it('is for the office: a driver is refused', async () => {
    const driver = await signedInAs(t, { role: 401, tenantId: school.tenantId });
    const response = await fetch(`${t.url}/api/transport/positions/live/`, { headers: liveHeaders(driver) });
    expect(response.status).toBe(403);
  });
});
