import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@app/shared/accounts/roles';
import { formatDate, formatDateTime, formatMoney } from '@app/shared/i18n/formats';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { signedInAs, type SignedIn } from '../../../test/factories';
import { users } from '../accounts/users.table';
import { pdfToText } from '../reports/reports.test-helpers';
import { profiles, tenants } from '../tenants/tenants.table';
import { bookingFixtures } from './field-trip-bookings.test-helpers';

// The trip sheet (issue 25 §4): a PDF of a scheduled or completed field trip, in the reader's
// language, for the office and the trip's requester.
let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
let teacher: SignedIn;
let fixtures: ReturnType<typeof bookingFixtures>;
let trip: { id: string; title: string; date: string };
let vehicles: { id: string; registration: string }[];
let drivers: { id: string; name: string }[];
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAs(t);
  fixtures = bookingFixtures(t);
  await t.database.db
    .update(tenants)
    .set({ name: 'Shule ya Msingi Kilimani', time_zone: 'Africa/Nairobi', currency: 'KES' })
    .where(eq(tenants.id, admin.tenantId));
  manager = await fixtures.requests.office(admin);
  teacher = await fixtures.requests.teacher(admin);
  trip = await fixtures.approved(
    admin,
    {
      title: 'Museum visit',
      destination: 'Nairobi National Museum',
      departs_at: '08:15',
      returns_at: '15:45',
      passengers: 52,
      vehicles_needed: 2,
      notes: 'Packed lunches; Wanjirũ keeps the first-aid kit',
    },
    { requester: teacher, deciders: [admin, manager] },
  );
  vehicles = [await fixtures.vehicle(admin, 33), await fixtures.vehicle(admin, 25)];
  drivers = [await fixtures.driver(admin), await fixtures.driver(admin)];
  // The first driver signs in with a phone: the sheet gives it.
  const crew = await signedInAs(t, { role: ROLE_IDS.driver, tenantId: admin.tenantId });
  await t.database.db
    .update(profiles)
    .set({ person_id: drivers[0]!.id })
    .where(eq(profiles.id, crew.profileId));
  await t.database.db.update(users).set({ phone: '254712345678' }).where(eq(users.id, crew.userId));
  await fixtures.assigned(admin, trip.id, [
    { vehicle: vehicles[0]!.id, driver: drivers[0]!.id },
    { vehicle: vehicles[1]!.id, driver: drivers[1]!.id },
  ]);
});
afterAll(() => t.close());

/** Who decided each step and when, as the trip's read has it. */
async function decisions() {
  const read = await fixtures.requests.read(admin, trip.id);
  return read.body.approvals as { title: string; decided_by_name: string; decided_at: string }[];
}

describe('GET /transport/field-trips/:id/trip-sheet/', () => {
  it('is a PDF download of the trip, its approvals, vehicles and drivers, and lines to fill in on the day', async () => {
    const sheet = await fixtures.sheet(admin, trip.id);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('application/pdf');
    expect(sheet.headers.get('content-disposition')).toBe(
      `attachment; filename="field-trip-${trip.date}-museum-visit.pdf"`,
    );
    expect(sheet.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfToText(sheet.bytes);
    for (const expected of [
      'Shule ya Msingi Kilimani',
      'Field trip sheet',
      'Purpose Museum visit',
      'Destination Nairobi National Museum',
      `Date ${formatDate('en', 'UTC', trip.date, 'full')}`,
      'Departure 08:15',
      'Return 15:45',
      'Passengers 52',
      'Requested by Crew',
      'Notes Packed lunches; Wanjirũ keeps the first-aid kit',
      'Approvals',
      'Vehicles and drivers',
      `${vehicles[0]!.registration} 33 ${drivers[0]!.name} 254712345678`,
      `${vehicles[1]!.registration} 25 ${drivers[1]!.name}`,
      'To fill in on the day',
      `${vehicles[0]!.registration} · ${drivers[0]!.name}`,
      'Odometer out',
      'Odometer in',
      'Actual departure',
      'Actual return',
      "Driver's signature",
      'Teacher in charge',
      'Transport office',
      'Signature',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    // Each step with its decision, who took it and when, on the school's clock.
    for (const approval of await decisions()) {
      const when = formatDateTime('en', 'Africa/Nairobi', approval.decided_at).replace(/\s/g, ' ');
      expect(text).toContain(`${approval.title} Approved ${approval.decided_by_name} ${when}`);
    }
    expect(text).not.toContain('Distance');
  });

  it("is worded in the reader's language, its dates as Kiswahili writes them", async () => {
    const text = pdfToText((await fixtures.sheet(admin, trip.id, 'sw')).bytes);
    for (const expected of [
      'Karatasi ya safari ya masomo',
      'Madhumuni Museum visit',
      `Tarehe ${formatDate('sw', 'UTC', trip.date, 'full')}`,
      'Kuondoka 08:15',
      'Abiria 52',
      'Imeidhinishwa',
      'Magari na madereva',
      'Ijazwe siku ya safari',
      'Sahihi ya dereva',
      'Ukurasa 1 wa 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Field trip sheet');
  });

  it('is for the office and the requester: another teacher gets 404, a driver 403', async () => {
    for (const reader of [teacher, manager, await fixtures.requests.office(admin, ROLE_IDS.transportOfficer)])
      expect((await fixtures.sheet(reader, trip.id)).status).toBe(200);
    const another = await fixtures.requests.teacher(admin);
    const refused = await fixtures.sheet(another, trip.id);
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.bytes.toString())).toEqual({ detail: 'Field trip not found.' });
    const driver = await signedInAs(t, { role: ROLE_IDS.driver, tenantId: admin.tenantId });
    expect((await fixtures.sheet(driver, trip.id)).status).toBe(403);
  });

  it('exists once vehicles and drivers are assigned (409 before), and shows the actuals once completed', async () => {
    const waiting = await fixtures.approved(admin, { vehicles_needed: 1 });
    const refused = await fixtures.sheet(admin, waiting.id);
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.bytes.toString())).toEqual({
      detail: 'The trip sheet is ready once vehicles and drivers are assigned.',
    });
    for (const status of ['requested', 'rejected', 'cancelled'] as const)
      expect((await fixtures.sheet(admin, (await fixtures.trip(admin, { status })).id)).status, status).toBe(
        409,
      );

    await fixtures.rates(admin, '50.00', '300.00');
    const today = await fixtures.trip(admin, { date: await fixtures.trips.today(admin) });
    const vehicle = await fixtures.vehicle(admin);
    await fixtures.assigned(admin, today.id, [
      { vehicle: vehicle.id, driver: (await fixtures.driver(admin)).id },
    ]);
    expect(
      (await fixtures.complete(admin, today.id, { actual_distance_km: 42.5, actual_minutes: 270 })).status,
    ).toBe(200);
    const text = pdfToText((await fixtures.sheet(admin, today.id)).bytes);
    expect(text).toContain('As recorded');
    expect(text).toContain('Distance 42.5 km');
    expect(text).toContain('Time 270 min');
    // pdfToText writes every white space as a space, Intl's no-break space too.
    expect(text).toContain(`Cost ${formatMoney('en', 3475, 'KES')}`.replace(/\s/g, ' '));
    // This trip was approved without steps (written so): the sheet says so.
    expect(text).toContain('No approval steps: approved when requested.');
  });
});
