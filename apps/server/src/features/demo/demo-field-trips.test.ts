import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobRolesResource } from '@app/shared/job-roles/job-role.schemas';
import { appWithSchool } from '../../../test/factories';
import { preloadFieldTripSteps } from '../field-trips/default-field-trip-steps';
import { tenants } from '../tenants/tenants.table';
import { seedDemoFieldTrips } from './demo-field-trips';

// The Demo School's field trips (issue 25 §4), seeded into a school with the demo's steps and a class
// teacher, and read back as the office sees them.
const { t, school } = await appWithSchool();

describe('the demo field trips', () => {
  it("go through the school's steps: one waiting for the head teacher, one approved next month", async () => {
    await t.database.db
      .update(tenants)
      .set({ time_zone: 'Africa/Nairobi' })
      .where(eq(tenants.id, school.tenantId));
    await preloadFieldTripSteps(t.database.db, school.tenantId, 'en');
    const role = await t.request('POST', jobRolesResource.path, {
      ...school.auth,
      body: { title: 'Class Teacher', category: 1 },
    });
    const teacher = await t.request('POST', '/employees/', {
      ...school.auth,
      body: {
        staff_number: 'T-001',
        first_name: 'Amina',
        last_name: 'Wanjiru',
        gender: 2,
        date_of_birth: '1985-02-03',
        job_role: role.body.id,
      },
    });
    expect(teacher.status).toBe(201);
    await seedDemoFieldTrips(t.database.db, school.tenantId, school.userId);

    const trips = await t.request('GET', '/transport/field-trips/?ordering=title', school.auth);
    expect(trips.body.results).toMatchObject([
      {
        title: 'Grade 4 history trip',
        status: 'approved',
        requested_by_name: 'Amina Wanjiru',
        current_step_title: null,
        vehicles_needed: 1,
      },
      {
        title: 'Grade 6 science trip',
        status: 'requested',
        requested_by_name: 'Amina Wanjiru',
        current_step_title: 'Head teacher',
        can_decide: true,
        vehicles_needed: 2,
      },
    ]);
    const [approved, waiting] = trips.body.results as { id: string; trip_date: string }[];
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Africa/Nairobi' }).format(new Date());
    const month = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
    expect(month(approved!.trip_date) - month(today)).toBe(1);
    expect(waiting!.trip_date > today).toBe(true);
    // Weekdays, school days.
    for (const { trip_date } of [approved!, waiting!])
      expect([0, 6]).not.toContain(new Date(`${trip_date}T00:00:00Z`).getUTCDay());
    const detail = await t.request('GET', `/transport/field-trips/${approved!.id}/`, school.auth);
    expect(detail.body.approvals).toMatchObject([
      { title: 'Head teacher', status: 'approved', decided_by_name: 'Test User' },
      { title: 'Transport manager', status: 'approved', decided_by_name: 'Test User' },
    ]);
  });
});
