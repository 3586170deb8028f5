import { count, eq, sql } from 'drizzle-orm';
import { ROLE_IDS } from '@app/shared/accounts/roles';
import { COORDINATE_DECIMALS } from '@app/shared/common/coordinates';
import type { Db } from '../../db/client';
import { users } from '../accounts/users.table';
import { hashPassword } from '../accounts/passwords';
import { preloadDocumentTypes } from '../documents/default-document-types';
import { preloadFieldTripSteps } from '../field-trips/default-field-trip-steps';
import { preloadChecklist } from '../inspections/default-checklist-items';
import { profiles, tenants } from '../tenants/tenants.table';
import { vehicles } from '../vehicles/vehicles.table';
import { DEMO_ACCOUNT } from './demo-account';
import { seedDemoFieldTrips } from './demo-field-trips';
import { seedDemoHomes } from './demo-homes';
import { DEMO_MAX_RIDE_MINUTES, DEMO_SCHOOL_POINT } from './demo-places';
import { seedDemoRoutes } from './demo-routes';
import { seedDemoStaff } from './demo-staff';
import { seedDemoStudents } from './demo-students';
import { seedDemoTrips } from './demo-trips';
import { DEMO_VEHICLES } from './demo-vehicles';

export type SeedDemoResult = {
  /** false: a Demo School existed already and nothing was changed. */
  created: boolean;
  tenant_id: string;
  email: string;
  password: string;
  /** existing: the demo e-mail had an account already; its password was left alone. */
  user: 'created' | 'existing' | null;
  vehicles: number;
};

// One lock for every seeding process, so two servers starting on one PostgreSQL seed once.
const SEED_LOCK = sql`select pg_advisory_xact_lock(734201)`;

/** `seed-demo`: fills a "Demo School" unless one exists. */
export async function seedDemo(db: Db): Promise<SeedDemoResult> {
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  return db.transaction(async (tx) => {
    await tx.execute(SEED_LOCK);
    const [existing] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.name, DEMO_ACCOUNT.school))
      .limit(1);
    if (existing) {
      const [fleet] = await tx
        .select({ value: count() })
        .from(vehicles)
        .where(eq(vehicles.tenant_id, existing.id));
      return {
        ...account(),
        created: false,
        tenant_id: existing.id,
        user: null,
        vehicles: Number(fleet?.value ?? 0),
      };
    }
    return seedDemoSchool(tx, passwordHash);
  });
}

/** `npm start` on an empty database: seeds only when there is no school at all. */
export async function seedDemoIfEmpty(db: Db): Promise<typeof DEMO_ACCOUNT | null> {
  if (await hasTenants(db)) return null;
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(SEED_LOCK);
    if (await hasTenants(tx)) return false;
    await seedDemoSchool(tx, passwordHash);
    return true;
  });
  return seeded ? DEMO_ACCOUNT : null;
}

/** Whether the demo administrator can sign in here (so the start banner may print the demo sign-in). */
export async function hasDemoAccount(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_ACCOUNT.email))
    .limit(1);
  return Boolean(row);
}

async function hasTenants(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).limit(1);
  return Boolean(row);
}

// Later features add their demo data here, after what they depend on.
async function seedDemoSchool(tx: Db, passwordHash: string): Promise<SeedDemoResult> {
  const [tenant] = await tx
    .insert(tenants)
    // The demo school is in Nakuru (demo-places.ts): its trips and times are reckoned in Kenya's zone,
    // its costs in Kenyan shillings (about what a school bus costs per km there).
    // Its place is where its routes begin and end (route planning, issue 24); its longest ride is its
    // timetable's, the other planning settings every school's defaults.
    .values({
      name: DEMO_ACCOUNT.school,
      time_zone: 'Africa/Nairobi',
      cost_per_km: '120',
      // A driver's and a bus's hour out on a field trip, beside the km.
      cost_per_hour: '500',
      currency: 'KES',
      school_latitude: DEMO_SCHOOL_POINT.latitude.toFixed(COORDINATE_DECIMALS),
      school_longitude: DEMO_SCHOOL_POINT.longitude.toFixed(COORDINATE_DECIMALS),
      max_ride_minutes: DEMO_MAX_RIDE_MINUTES,
    })
    .returning({ id: tenants.id, language: tenants.default_language });
  const tenantId = tenant!.id;
  await preloadDocumentTypes(tx, tenantId, tenant!.language);
  await preloadChecklist(tx, tenantId, tenant!.language);
  await preloadFieldTripSteps(tx, tenantId, tenant!.language);
  const { userId, user } = await demoAdministrator(tx, passwordHash);
  await tx.insert(profiles).values({
    tenant_id: tenantId,
    user_id: userId,
    profile_type: 100,
    role_id: ROLE_IDS.schoolAdministrator,
  });
  const fleet = await tx
    .insert(vehicles)
    .values(DEMO_VEHICLES.map((vehicle) => ({ ...vehicle, tenant_id: tenantId })))
    .returning({ id: vehicles.id, code: vehicles.code });
  const setup = await seedDemoStaff(
    tx,
    tenantId,
    fleet.map((vehicle) => vehicle.id),
  );
  await seedDemoStudents(tx, tenantId, setup);
  await seedDemoRoutes(tx, tenantId, {
    schoolYearId: setup.schoolYear.id,
    vehicles: fleet,
    attendants: setup.attendants,
  });
  // After the routes: a home is a walk from the stop the student boards at.
  await seedDemoHomes(tx, tenantId);
  await seedDemoTrips(tx, tenantId);
  await seedDemoFieldTrips(tx, tenantId, userId);
  return { ...account(), created: true, tenant_id: tenantId, user, vehicles: fleet.length };
}

async function demoAdministrator(tx: Db, passwordHash: string) {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_ACCOUNT.email))
    .limit(1);
  if (existing) return { userId: existing.id, user: 'existing' as const };
  const [created] = await tx
    .insert(users)
    .values({
      email: DEMO_ACCOUNT.email,
      first_name: DEMO_ACCOUNT.first_name,
      last_name: DEMO_ACCOUNT.last_name,
      password_hash: passwordHash,
      email_confirmed_at: new Date(),
    })
    .returning({ id: users.id });
  return { userId: created!.id, user: 'created' as const };
}

function account() {
  return { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password };
}
