import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  deviceInputSchema,
  deviceListQuerySchema,
  deviceSchema,
  devicesResource,
  deviceWithSecretSchema,
  DEVICE_KIND,
  type Device,
  type DeviceWithSecret,
} from '@app/shared/devices/device.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import type { TenantContext } from '../../http/tenant-context';
import { idFilter } from '../../records/id-filter';
import { lookup } from '../../records/lookups';
import { isoMoment } from '../../records/moments';
import { declareResource } from '../../records/resource-routes';
import { tenantRecords } from '../../records/tenant-records';
import { vehicles } from '../vehicles/vehicles.table';
import { newDeviceSecret } from './device-secrets';
import { devices } from './devices.table';

type Input = ReturnType<typeof deviceInputSchema.parse>;

const vehicleCode = lookup(devices, devices.vehicle_id, vehicles)(vehicles.code);

const records = tenantRecords({
  table: devices,
  columns: {
    id: devices.id,
    identifier: devices.identifier,
    name: devices.name,
    kind: devices.kind,
    vehicle: devices.vehicle_id,
    vehicle_code: sql<string | null>`${vehicleCode}`.as('vehicle_code'),
    revoked_at: isoMoment(devices.revoked_at).as('revoked_at'),
    last_seen_at: isoMoment(devices.last_seen_at).as('last_seen_at'),
    created_at: sql<string>`${isoMoment(devices.created_at)}`.as('created_at'),
  },
  notFound: ref('devices.notFound'),
  search: [devices.identifier, devices.name, vehicleCode],
  orderings: {
    identifier: devices.identifier,
    name: devices.name,
  },
  defaultOrder: [devices.identifier],
  filters: (query: { vehicle?: string | undefined; is_revoked?: 'true' | 'false' | undefined }) => [
    idFilter(devices.vehicle_id, query.vehicle),
    query.is_revoked === undefined
      ? undefined
      : query.is_revoked === 'true'
        ? isNotNull(devices.revoked_at)
        : isNull(devices.revoked_at),
  ],
  toRow: (input: Input & { secret_hash?: string }) => ({
    identifier: input.identifier,
    name: input.name,
    kind: input.kind,
    vehicle_id: input.kind === DEVICE_KIND.traccarServer ? null : input.vehicle,
    secret_hash: input.secret_hash,
  }),
  // Across schools: a ping names no school, only its identifier.
  unique: { devices_identifier_idx: { field: 'identifier', message: ref('devices.identifierTaken') } },
  references: { vehicle_id: { field: 'vehicle', message: ref('devices.invalidVehicle') } },
});

/** A device's stored row changed by one statement of the school, answered as a read. */
async function changed(ctx: TenantContext, id: string, set: Partial<typeof devices.$inferInsert>) {
  const device = await records.get(ctx, id);
  await ctx.db
    .update(devices)
    .set({ ...set, updated_at: sql`now()` })
    .where(and(eq(devices.tenant_id, ctx.tenantId), eq(devices.id, device.id)));
  return records.get(ctx, id);
}

/** The device with a new secret, which replaces the old one at once and makes a revoked device active again. */
export async function rotateDeviceSecret(ctx: TenantContext, id: string): Promise<DeviceWithSecret> {
  const { secret, hash } = newDeviceSecret();
  const device = await changed(ctx, id, { secret_hash: hash, revoked_at: null });
  return { ...device, secret };
}

/** The device, its pings refused from now on (a revoked one keeps its time of revoking). */
export async function revokeDevice(ctx: TenantContext, id: string): Promise<Device> {
  return changed(ctx, id, { revoked_at: sql`coalesce(${devices.revoked_at}, now())` as never });
}

const deviceRecords = {
  ...records,
  /** A new device and its secret: the only answer that shows it. */
  async create(ctx: TenantContext, input: Input): Promise<DeviceWithSecret> {
    const { secret, hash } = newDeviceSecret();
    const device = await records.create(ctx, { ...input, secret_hash: hash });
    return { ...device, secret };
  },
};

export const devicesDeclaration = declareResource({
  resource: devicesResource,
  area: 'fleet',
  noun: 'device',
  schemas: {
    read: deviceSchema,
    created: deviceWithSecretSchema,
    input: deviceInputSchema,
    listQuery: deviceListQuerySchema,
  },
  service: deviceRecords,
  sample: async (n, reference) => ({
    identifier: `phone-${n}-${crypto.randomUUID().slice(0, 8)}`,
    name: `Phone ${n}`,
    kind: DEVICE_KIND.phone,
    vehicle: await reference('vehicles'),
  }),
});
