import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { users } from '../accounts/users.table';
import { verifyPassword } from '../accounts/passwords';
import { profiles, tenants } from '../tenants/tenants.table';
import { vehicles } from '../vehicles/vehicles.table';
import type { StudentGuardian } from '@app/shared/student-guardians/student-guardian.schemas';
import type { Student } from '@app/shared/students/student.schemas';
import { DEMO_ACCOUNT } from './demo-account';
import { hasDemoAccount, seedDemo, seedDemoIfEmpty } from './seed-demo';

describe('seedDemo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates the Demo School, its confirmed Administrator and a realistic fleet', async () => {
    expect(await hasDemoAccount(t.database.db)).toBe(false);
    const result = await seedDemo(t.database.db);
    expect(await hasDemoAccount(t.database.db)).toBe(true);
    expect(result).toMatchObject({
      created: true,
      user: 'created',
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
    const db = t.database.db;
    const [school] = await db.select().from(tenants).where(eq(tenants.id, result.tenant_id));
    expect(school!.name).toBe('Demo School');
    const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    expect(admin!.email_confirmed_at).toBeInstanceOf(Date);
    expect(await verifyPassword(admin!.password_hash, DEMO_ACCOUNT.password)).toBe(true);
    expect(await db.select().from(profiles).where(eq(profiles.tenant_id, result.tenant_id))).toEqual([
      expect.objectContaining({ user_id: admin!.id, role_id: 100, profile_type: 100 }),
    ]);
    const fleet = await db.select().from(vehicles).where(eq(vehicles.tenant_id, result.tenant_id));
    expect(fleet.length).toBeGreaterThanOrEqual(12);
    expect(result.vehicles).toBe(fleet.length);
    expect(fleet.filter((vehicle) => !vehicle.is_active).length).toBeGreaterThanOrEqual(2);
    for (const vehicle of fleet) {
      expect(vehicle.registration_number).toMatch(/^K[A-Z]{2} \d{3}[A-Z]$/);
      expect(vehicle.max_capacity).toBeGreaterThanOrEqual(14);
      expect(vehicle.max_capacity).toBeLessThanOrEqual(70);
    }
  });

  /** A list of the Demo School, read by its administrator through the API (up to 500 rows). */
  async function demoList(path: string) {
    const [school] = await t.database.db.select().from(tenants).where(eq(tenants.name, 'Demo School'));
    const login = await t.request('POST', '/user/login/', {
      body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    const auth = {
      token: login.body.access,
      tenant: school!.id,
      profile: login.body.user.tenants[0].profiles[0].profile_id,
    };
    return (await t.request('GET', `${path}${path.includes('?') ? '&' : '?'}page_size=500`, auth)).body;
  }

  it('sets the school up: the school year and its semesters, grades and streams, staff, a driver per vehicle', async () => {
    const list = demoList;
    const periods = await list('/schools/academic-periods/');
    expect(periods.count).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      periods.results.some(
        (p: { start_date: string; end_date: string }) => p.start_date <= today && today <= p.end_date,
      ),
    ).toBe(true);
    expect((await list('/grade-levels/')).count).toBe(8);
    const streamsOf = (await list('/grade-levels/streams/')).results as { grade_level: string }[];
    const counts = new Map<string, number>();
    for (const stream of streamsOf) counts.set(stream.grade_level, (counts.get(stream.grade_level) ?? 0) + 1);
    const perGrade = [...counts.values()];
    expect(perGrade).toHaveLength(8);
    expect(perGrade.every((n) => n >= 2 && n <= 3)).toBe(true);
    expect((await list('/employees/')).count).toBe(25);
    const drivers = await list('/employees/?job_role_category=4');
    const fleet = await list('/transport/vehicles/');
    expect(drivers.count).toBe(fleet.count);
    const assignments = (await list('/transport/vehicle-personnel/')).results as { vehicle: string }[];
    expect(new Set(assignments.map((a) => a.vehicle))).toEqual(
      new Set(fleet.results.map((v: { id: string }) => v.id)),
    );
  });

  it('enrols about 300 students across the streams of the school year, with guardians, one of them primary', async () => {
    const students = (await demoList('/students/')) as { count: number; results: Student[] };
    expect(students.count).toBe(300);
    const year = (
      (await demoList('/schools/academic-periods/')).results as { id: string; title: string }[]
    ).find((period) => period.title.startsWith('School Year'))!;
    const streams = (await demoList('/grade-levels/streams/')).results as {
      id: string;
      student_capacity: number;
    }[];
    const perStream = new Map<string, number>();
    for (const student of students.results) {
      expect(student.enrolment, student.admission_number).toMatchObject({ academic_period: year.id });
      expect(student.photo).toBeNull();
      const stream = student.enrolment!.stream;
      perStream.set(stream, (perStream.get(stream) ?? 0) + 1);
    }
    expect(new Set(perStream.keys())).toEqual(new Set(streams.map((stream) => stream.id)));
    for (const stream of streams)
      expect(perStream.get(stream.id)).toBeLessThanOrEqual(stream.student_capacity);
    expect(students.results.filter((student) => student.transport_number === null).length).toBeGreaterThan(0);

    const guardians = await demoList('/guardians/');
    expect(guardians.count).toBe(220);
    const links = (await demoList('/students/guardians/')).results as StudentGuardian[];
    const byStudent = new Map<string, StudentGuardian[]>();
    const byGuardian = new Map<string, number>();
    for (const link of links) {
      byStudent.set(link.student, [...(byStudent.get(link.student) ?? []), link]);
      byGuardian.set(link.guardian, (byGuardian.get(link.guardian) ?? 0) + 1);
    }
    expect(byStudent.size).toBe(300);
    for (const [, own] of byStudent) expect(own.filter((link) => link.is_primary)).toHaveLength(1);
    expect(byGuardian.size).toBe(220);
    expect([...byStudent.values()].some((own) => own.length === 2)).toBe(true);
    expect([...byGuardian.values()].some((n) => n === 2)).toBe(true);
    expect(new Set(links.map((link) => link.relationship_title))).toEqual(
      new Set(['Mother', 'Father', 'Legal Guardian']),
    );
  });

  it('lets the demo account sign in to the Demo School', async () => {
    const response = await t.request('POST', '/user/login/', {
      body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    expect(response.status).toBe(200);
    expect(response.body.user.tenants.map((tenant: { name: string }) => tenant.name)).toEqual([
      'Demo School',
    ]);
  });

  it('changes nothing when run again', async () => {
    const db = t.database.db;
    const counts = async () => ({
      tenants: (await db.select().from(tenants)).length,
      users: (await db.select().from(users)).length,
      vehicles: (await db.select().from(vehicles)).length,
    });
    const before = await counts();
    const again = await seedDemo(db);
    expect(again).toMatchObject({ created: false, user: null, vehicles: before.vehicles });
    expect(await counts()).toEqual(before);
  });

  it('seeds on start only when there is no school at all', async () => {
    expect(await seedDemoIfEmpty(t.database.db)).toBeNull();
    const empty = await startTestApp();
    try {
      expect(await seedDemoIfEmpty(empty.database.db)).toEqual(DEMO_ACCOUNT);
      expect(await seedDemoIfEmpty(empty.database.db)).toBeNull();
      expect(await empty.database.db.select().from(tenants)).toHaveLength(1);
    } finally {
      await empty.close();
    }
  });
});
