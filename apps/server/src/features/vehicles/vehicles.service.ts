import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Page } from '@app/shared/common/list';
import type { z } from 'zod';
import type { Vehicle, VehicleInput, vehicleListQuerySchema } from '@app/shared/vehicles/vehicle.schemas';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import { AppError, FieldErrors } from '../../http/errors';
import { recordId } from '../../http/ids';
import { listPage, orderBy } from '../../http/pagination';
import { containsPattern } from '../../http/search';
import type { TenantContext } from '../../http/tenant-context';
import { vehicles } from './vehicles.table';

const NOT_FOUND = 'Vehicle not found.';
const DUPLICATE_REGISTRATION = 'A vehicle with this registration number already exists in this school.';

// The wire shape; created_at/updated_at stay inside.
const vehicleColumns = {
  id: vehicles.id,
  registration_number: vehicles.registration_number,
  code: vehicles.code,
  max_capacity: vehicles.max_capacity,
  is_active: vehicles.is_active,
};

const orderings = {
  code: vehicles.code,
  registration_number: vehicles.registration_number,
  max_capacity: vehicles.max_capacity,
};

type ParsedListQuery = z.output<typeof vehicleListQuerySchema>;

export async function listVehicles(
  ctx: TenantContext,
  query: ParsedListQuery,
  request: FastifyRequest,
): Promise<Page<Vehicle>> {
  const filters: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(or(ilike(vehicles.registration_number, pattern), ilike(vehicles.code, pattern)));
  }
  if (query.is_active) filters.push(eq(vehicles.is_active, query.is_active === 'true'));
  return listPage(ctx, request, query, {
    table: vehicles,
    columns: vehicleColumns,
    filters,
    orderBy: orderBy(query.ordering, orderings, [vehicles.code, vehicles.id]),
  });
}

export async function getVehicle(ctx: TenantContext, id: string): Promise<Vehicle> {
  const [vehicle] = await ctx.db.select(vehicleColumns).from(vehicles).where(byId(ctx, id)).limit(1);
  if (!vehicle) throw new AppError(404, NOT_FOUND);
  return vehicle;
}

export async function createVehicle(ctx: TenantContext, input: VehicleInput): Promise<Vehicle> {
  const [vehicle] = await uniqueRegistration(() =>
    ctx.db
      .insert(vehicles)
      .values({ ...input, tenant_id: ctx.tenantId })
      .returning(vehicleColumns),
  );
  return vehicle!;
}

export async function updateVehicle(ctx: TenantContext, id: string, input: VehicleInput): Promise<Vehicle> {
  const where = byId(ctx, id);
  const [vehicle] = await uniqueRegistration(() =>
    ctx.db
      .update(vehicles)
      .set({ ...input, updated_at: new Date() })
      .where(where)
      .returning(vehicleColumns),
  );
  if (!vehicle) throw new AppError(404, NOT_FOUND);
  return vehicle;
}

/** A vehicle that other records point at is refused by its foreign keys: the error handler answers 409. */
export async function deleteVehicle(ctx: TenantContext, id: string): Promise<void> {
  const deleted = await ctx.db.delete(vehicles).where(byId(ctx, id)).returning({ id: vehicles.id });
  if (deleted.length === 0) throw new AppError(404, NOT_FOUND);
}

function byId(ctx: TenantContext, id: string): SQL | undefined {
  return and(eq(vehicles.tenant_id, ctx.tenantId), eq(vehicles.id, recordId(id, NOT_FOUND)));
}

// The unique index on (tenant_id, lower(registration_number)) decides, so two requests at once cannot both win.
async function uniqueRegistration<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) {
      throw new FieldErrors({ registration_number: [DUPLICATE_REGISTRATION] });
    }
    throw error;
  }
}
