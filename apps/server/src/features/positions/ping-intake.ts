import distance from '@turf/distance';
import { DEVICE_KIND } from '@app/shared/devices/device.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { AppError, FieldErrors } from '../../http/errors';
import { secretHash, secretMatches } from '../devices/device-secrets';
import type { DeviceDirectory, KnownDevice } from './device-directory';
import type { Ping } from './ping';
import { POSITION_FLAG } from './positions.table';
import type { PositionRow, PositionWriter } from './position-writer';

/** Worse than this (metres) is too vague to place a bus at a stop. */
const POOR_ACCURACY_M = 100;
/** Faster than this (km/h) from the device's last good position is a bad fix, not a bus. */
const IMPOSSIBLE_KMH = 150;
/** A device's clock this far ahead of the server's is wrong, and its pings with it. */
const MAX_AHEAD_MS = 24 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** One answer for an unknown device, a revoked one and a wrong secret, so none tells which. */
const refused = () => new AppError(401, ref('devices.pingRefused'));

type LastGood = { time: number; latitude: number; longitude: number };

export type PingIntake = {
  /** Pings a device sent with its own secret (OsmAnd, Traccar Client, OwnTracks over HTTP, the run sheet). */
  fromDevice(pings: Ping[], secret: string | undefined, timeField: string): Promise<number>;
  /**
   * Pings a school's Traccar server forwarded with its key, each for the school's device with the
   * tracker's identifier; those of no such device are skipped. Answers how many were new.
   */
  fromForwarder(pings: Ping[], secret: string | undefined, timeField: string): Promise<number>;
  /**
   * Pings whose sender was vouched for otherwise: the broker (OwnTracks over MQTT: its ACL is the
   * device's authentication) or a signed-in crew member's run sheet. `timeField` names the time in a refusal.
   */
  fromTrusted(pings: Ping[], timeField: string): Promise<number>;
};

/**
 * From a protocol's pings to stored positions: the device found and its secret checked, the time
 * checked against the clock and the school's retention, and each position flagged when it is too
 * vague or too far from the device's last good one (stored, used for nothing: ADR 020).
 */
export function pingIntake(directory: DeviceDirectory, writer: PositionWriter): PingIntake {
  // The device's last good position as this process saw it; across processes each sees its own
  // pings of a device, and a jump is measured between two real positions of it either way.
  const lastGood = new Map<string, LastGood>();

  function row(device: KnownDevice & { vehicle_id: string }, ping: Ping): PositionRow {
    let flags = 0;
    if (ping.accuracy !== null && ping.accuracy > POOR_ACCURACY_M) flags |= POSITION_FLAG.poorAccuracy;
    const time = ping.time.getTime();
    const last = lastGood.get(device.id);
    if (last) {
      const km = distance([last.longitude, last.latitude], [ping.longitude, ping.latitude]);
      const hours = Math.max(Math.abs(time - last.time), 1000) / 3600_000;
      if (km / hours > IMPOSSIBLE_KMH) flags |= POSITION_FLAG.impossibleJump;
    }
    if (flags === 0 && (!last || time > last.time)) {
      lastGood.set(device.id, { time, latitude: ping.latitude, longitude: ping.longitude });
    }
    return {
      tenant_id: device.tenant_id,
      device_id: device.id,
      vehicle_id: device.vehicle_id,
      time: ping.time,
      latitude: ping.latitude,
      longitude: ping.longitude,
      speed: ping.speed,
      heading: ping.heading,
      altitude: ping.altitude,
      accuracy: ping.accuracy,
      battery: ping.battery,
      source: ping.source,
      flags,
    };
  }

  /** Refuses a ping dated a day ahead of the server's clock or older than the school keeps. */
  function checkTime(device: KnownDevice, ping: Ping, timeField: string) {
    const now = Date.now();
    const time = ping.time.getTime();
    if (time > now + MAX_AHEAD_MS) throw new FieldErrors({ [timeField]: [ref('devices.pingAhead')] });
    if (time < now - device.retention_days * DAY_MS) {
      throw new FieldErrors({ [timeField]: [ref('devices.pingTooOld', { days: device.retention_days })] });
    }
  }

  const inVehicle = (device: KnownDevice): device is KnownDevice & { vehicle_id: string } =>
    device.vehicle_id !== null && !device.revoked;

  return {
    async fromDevice(pings, secret, timeField) {
      const rows: PositionRow[] = [];
      for (const ping of pings) {
        const device = await directory.byIdentifier(ping.identifier);
        if (!device || !secret || !inVehicle(device) || !secretMatches(secret, device.secret_hash)) {
          throw refused();
        }
        checkTime(device, ping, timeField);
        rows.push(row(device, ping));
      }
      return writer.write(rows);
    },
    async fromForwarder(pings, secret, timeField) {
      const server = secret ? await directory.bySecretHash(secretHash(secret)) : undefined;
      if (!server || server.revoked || server.kind !== DEVICE_KIND.traccarServer) throw refused();
      const rows: PositionRow[] = [];
      for (const ping of pings) {
        const device = await directory.byIdentifier(ping.identifier);
        // Another school's tracker, or one the school has not added: not this server's to report.
        if (!device || device.tenant_id !== server.tenant_id || !inVehicle(device)) continue;
        checkTime(device, ping, timeField);
        rows.push(row(device, ping));
      }
      return writer.write(rows);
    },
    async fromTrusted(pings, timeField) {
      const rows: PositionRow[] = [];
      for (const ping of pings) {
        const device = await directory.byIdentifier(ping.identifier);
        if (!device || !inVehicle(device)) continue;
        checkTime(device, ping, timeField);
        rows.push(row(device, ping));
      }
      return writer.write(rows);
    },
  };
}
