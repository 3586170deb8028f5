import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DeviceWithSecret } from '@app/shared/devices/device.schemas';
import { queryRow, queryRows } from '../../db/query-rows';
import { appWithSchool, createVehicleRecord, signedInAs, type SignedIn } from '../../../test/factories';
import { upkeepPositions } from './positions-upkeep';

// The positions' day partitions (issue 22 §1): made a week ahead, a late day's rows moved out of the
// default partition into their own, dropped past the longest retention, and each school's own
// retention kept by deleting what it no longer keeps.
const { t, school } = await appWithSchool();
const other = await signedInAs(t);
const db = t.database.db;
const DAY = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

async function deviceOf(as: SignedIn) {
  const vehicle = await createVehicleRecord(t, as);
  const response = await t.request<DeviceWithSecret>('POST', '/transport/devices/', {
    ...as.auth,
    body: { identifier: `upkeep-${crypto.randomUUID().slice(0, 8)}`, kind: 1, vehicle: vehicle.id },
  });
  return { tenant: as.tenantId, id: response.body.id, vehicle: vehicle.id };
}
type Device = Awaited<ReturnType<typeof deviceOf>>;
const store = (device: Device, time: Date) =>
  db.execute(sql`insert into positions (tenant_id, device_id, vehicle_id, time, latitude, longitude, source)
    values (${device.tenant}, ${device.id}, ${device.vehicle}, ${time.toISOString()}, -1.29, 36.82, 1)`);
const partitions = async () =>
  (
    await queryRows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
           where i.inhparent = 'positions'::regclass order by 1`,
    )
  ).map((row) => row.name);
const whereIs = async (device: Device, time: Date) =>
  (
    await queryRow<{ partition: string | null }>(
      db,
      sql`select (select tableoid::regclass::text from positions
                   where device_id = ${device.id} and time = ${time.toISOString()}) as partition`,
    )
  ).partition;
const partitionOf = (date: Date) => `positions_${dayOf(date).replaceAll('-', '')}`;

describe('positions upkeep', () => {
  it('has the days from yesterday to a week ahead from the start, and makes the next ones as days pass', async () => {
    const now = new Date();
    const names = await partitions();
    for (let day = -1; day <= 7; day++)
      expect(names).toContain(partitionOf(new Date(now.getTime() + day * DAY)));
    expect(names).toContain('positions_default');
    const later = new Date(now.getTime() + 3 * DAY);
    expect((await upkeepPositions(t.database, later)).made).toBe(3);
    expect(await partitions()).toContain(partitionOf(new Date(later.getTime() + 7 * DAY)));
    expect((await upkeepPositions(t.database, later)).made).toBe(0);
  });

  it('moves a day’s rows out of the default partition when that day’s partition is made', async () => {
    const device = await deviceOf(school);
    const past = new Date(Date.now() - 20 * DAY);
    await store(device, past);
    expect(await whereIs(device, past)).toBe('positions_default');
    await db.execute(sql`select make_position_partitions(${dayOf(past)}::date, ${dayOf(past)}::date)`);
    expect(await whereIs(device, past)).toBe(partitionOf(past));
  });

  it('keeps each school’s positions for its own retention, and drops the days no school keeps', async () => {
    const ours = await deviceOf(school);
    const theirs = await deviceOf(other);
    const now = new Date();
    const old = new Date(now.getTime() - 40 * DAY);
    const recent = new Date(now.getTime() - 10 * DAY);
    for (const device of [ours, theirs]) for (const time of [old, recent]) await store(device, time);
    await db.execute(sql`select make_position_partitions(${dayOf(old)}::date, ${dayOf(old)}::date)`);
    await db.execute(sql`update tenants set position_retention_days = 30 where id = ${school.tenantId}`);
    await db.execute(sql`update tenants set position_retention_days = 60 where id <> ${school.tenantId}`);

    const done = await upkeepPositions(t.database, now);
    expect(done.deleted).toBeGreaterThanOrEqual(1);
    expect(await whereIs(ours, old)).toBeNull();
    expect(await whereIs(ours, recent)).not.toBeNull();
    expect(await whereIs(theirs, old)).toBe(partitionOf(old));

    // No school keeps more than 20 days: the 40-day-old partition goes whole.
    await db.execute(sql`update tenants set position_retention_days = 20`);
    expect((await upkeepPositions(t.database, now)).dropped).toBeGreaterThanOrEqual(1);
    expect(await partitions()).not.toContain(partitionOf(old));
    expect(await whereIs(theirs, recent)).not.toBeNull();
  });

  it('refuses a school’s connection a partition named directly, which has no policy of its own', async () => {
    const error = await t.database
      .forSchool(school.tenantId)
      .execute(sql`select count(*) from positions_default`)
      .then(
        () => null,
        (failure: Error) => (failure.cause instanceof Error ? failure.cause : failure).message,
      );
    expect(error).toMatch(/permission denied/);
  });
});
