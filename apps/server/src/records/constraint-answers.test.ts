import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { english } from '@app/shared/i18n/english';
import { ref } from '@app/shared/i18n/message-ref';
import { foreignKey, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { PhotoStore } from '../features/photos/photo-store';
import { createSchool } from '../features/tenants/create-school';
import { vehicleRecords } from '../features/vehicles/vehicles.resource';
import { vehicles } from '../features/vehicles/vehicles.table';
import { AppError, FieldErrors } from '../http/errors';
import type { TenantContext } from '../http/tenant-context';
import { tenantRecords } from './tenant-records';

// A record type that points at vehicles, as personnel assignments and trips will: the answers of its
// foreign key on write (400 on the field) and on the vehicle's delete (409 naming it, with a count).
const vehicleChecks = pgTable(
  'vehicle_checks',
  {
    tenant_id: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    vehicle_id: uuid('vehicle_id').notNull(),
    note: text('note').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.id] }),
    foreignKey({
      columns: [t.tenant_id, t.vehicle_id],
      foreignColumns: [vehicles.tenant_id, vehicles.id],
    }),
  ],
);

const checkRecords = tenantRecords({
  table: vehicleChecks,
  columns: { id: vehicleChecks.id, vehicle: vehicleChecks.vehicle_id, note: vehicleChecks.note },
  notFound: 'Vehicle check not found.',
  search: [vehicleChecks.note],
  orderings: {},
  defaultOrder: [vehicleChecks.note],
  references: { vehicle_id: { field: 'vehicle', message: 'Invalid vehicle.' } },
  toRow: (input: { vehicle: string; note: string }) => ({ vehicle_id: input.vehicle, note: input.note }),
});

let database: Database;
let school: TenantContext;
let other: TenantContext;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`
    create table vehicle_checks (
      tenant_id uuid not null, id uuid not null default gen_random_uuid(), vehicle_id uuid not null,
      note text not null, primary key (tenant_id, id),
      constraint vehicle_checks_tenant_id_vehicle_id_vehicles_tenant_id_id_fk
        foreign key (tenant_id, vehicle_id) references vehicles (tenant_id, id))`);
  const context = async (name: string): Promise<TenantContext> => {
    const created = await createSchool(database.db, {
      name,
      admin_email: `${name.replaceAll(' ', '-')}@example.test`,
      admin_password: 'Sup3r-secret!',
    });
    return {
      db: database.db,
      photos: new PhotoStore(path.join(os.tmpdir(), 'ta-unused-photos')),
      tenantId: created.tenant_id,
      profileId: created.profile_id,
      userId: created.user_id,
      roleId: 100,
      profileType: 100,
      personId: null,
    };
  };
  school = await context('Checks School');
  other = await context('Other School');
});
afterAll(() => database.close());

const vehicle = (ctx: TenantContext, registration: string) =>
  vehicleRecords.create(ctx, {
    registration_number: registration,
    code: 'BUS-1',
    max_capacity: 40,
    is_active: true,
  });

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the call succeeded'),
    (error: unknown) => error,
  );
}

describe('foreign keys', () => {
  it('answer 400 on the field when the referenced record is missing or another school’s', async () => {
    const theirs = await vehicle(other, 'OTHER 1');
    for (const id of ['00000000-0000-4000-8000-000000000000', theirs.id]) {
      const error = await failure(checkRecords.create(school, { vehicle: id, note: 'brakes' }));
      expect(error).toBeInstanceOf(FieldErrors);
      expect((error as FieldErrors).fields).toEqual({ vehicle: ['Invalid vehicle.'] });
    }
    const ours = await vehicle(school, 'OURS 1');
    const check = await checkRecords.create(school, { vehicle: ours.id, note: 'brakes' });
    const error = await failure(checkRecords.update(school, check.id, { vehicle: theirs.id, note: 'x' }));
    expect((error as FieldErrors).fields).toEqual({ vehicle: ['Invalid vehicle.'] });
  });

  it('answer 409 to a delete, naming the dependents and how many, and keep the record', async () => {
    const ours = await vehicle(school, 'OURS 2');
    await checkRecords.create(school, { vehicle: ours.id, note: 'tyres' });
    const one = await failure(vehicleRecords.remove(school, ours.id));
    expect(one).toBeInstanceOf(AppError);
    // Named by the tables' names, which the catalogue's words are chosen by; this stand-in has none.
    expect(one).toMatchObject({
      statusCode: 409,
      detail: ref('constraints.deleteRefusedCount', {
        record: 'vehicles',
        dependent: 'vehicle_checks',
        count: 1,
      }),
    });
    expect(english((one as AppError).detail)).toBe('This vehicle cannot be deleted: it has 1 other record.');
    await checkRecords.create(school, { vehicle: ours.id, note: 'lights' });
    const two = await failure(vehicleRecords.remove(school, ours.id));
    expect(english((two as AppError).detail)).toBe('This vehicle cannot be deleted: it has 2 other records.');
    expect(await vehicleRecords.get(school, ours.id)).toMatchObject({ registration_number: 'OURS 2' });
  });
});
