import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatDate } from '@app/shared/i18n/formats';
import { describe, expect, it } from 'vitest';
import { appWithSchool, type SignedIn } from '../../../test/factories';
import { calmZone } from '../trip-events/trips.test-helpers';
import { tenants } from '../tenants/tenants.table';
import { inspectionFixtures } from './inspections.test-helpers';

// A trip's start and its vehicle's inspections (issue 25 §1): a vehicle out of service does not start,
// nor, where the school requires one, a vehicle without the trip's pre-trip inspection; the office's
// PATCH and the driver's Trip Started event alike. And what the run sheet tells the driver of them.
const { t, school } = await appWithSchool();
const fixtures = inspectionFixtures(t);
await fixtures.setTimeZone(school, calmZone());
const bus = await fixtures.checklist(school, 'bus');
const driver = await fixtures.crew(school, 401);

const startByOffice = (id: string) =>
  t.request('PATCH', `/transport/trips/${id}/`, { ...school.auth, body: { status: 2, detail: 'Off we go' } });
const startByDriver = (id: string) =>
  fixtures.postEvent(driver, { trip: id, event_type: 1, client_key: crypto.randomUUID() });
const inspect = (as: SignedIn, trip: { id: string; vehicle: string }, findings = {}, kind = 'pre_trip') =>
  fixtures.inspect(as, {
    vehicle: trip.vehicle,
    trip: trip.id,
    kind,
    items: fixtures.answers(bus, findings),
  });
const registrationOf = async (vehicle: string) =>
  (await t.request('GET', `/transport/vehicles/${vehicle}/`, school.auth)).body.registration_number as string;
const requireInspection = (required: boolean) =>
  t.database.db
    .update(tenants)
    .set({ pre_trip_inspection_required: required })
    .where(eq(tenants.id, school.tenantId));

describe('starting a trip', () => {
  it('is refused while its vehicle is out of service, by the office and by the driver, until cleared', async () => {
    const trip = await fixtures.tripWithVehicle(school, { driver: driver.personId });
    const found = await inspect(driver, trip, { 0: 'major' });
    // Made now: the school's today.
    const since = await fixtures.today(school);
    const registration = await registrationOf(trip.vehicle);
    const refusal = {
      status: 400,
      body: {
        non_field_errors: [
          `${registration} has been out of service since ${formatDate('en', 'UTC', since)}: a major defect was found. A manager must clear it before its trips can start.`,
        ],
      },
    };
    expect(await startByOffice(trip.id)).toMatchObject(refusal);
    expect(await startByDriver(trip.id)).toMatchObject(refusal);
    expect(await fixtures.row(trip.id)).toMatchObject({ status: 1 });
    expect(await fixtures.eventRows(trip.id)).toEqual([]);

    await t.request('POST', `/transport/inspections/${found.body.id}/clear/`, {
      ...school.auth,
      body: { note: 'Brakes fixed' },
    });
    expect((await startByDriver(trip.id)).status).toBe(201);
    expect(await fixtures.row(trip.id)).toMatchObject({ status: 2 });
  });

  it("needs the trip's own pre-trip inspection where the school requires one", async () => {
    await requireInspection(true);
    try {
      const trip = await fixtures.tripWithVehicle(school, { driver: driver.personId });
      const today = await fixtures.today(school);
      const refusal = {
        status: 400,
        body: {
          non_field_errors: [
            `Inspect ${await registrationOf(trip.vehicle)} before starting the trip of ${formatDate('en', 'UTC', today)}: this school requires a pre-trip inspection.`,
          ],
        },
      };
      expect(await startByOffice(trip.id)).toMatchObject(refusal);
      expect(await startByDriver(trip.id)).toMatchObject(refusal);
      // A post-trip inspection, or another trip's pre-trip one, is not this trip's.
      await inspect(school, trip, {}, 'post_trip');
      const other = await fixtures.tripWithVehicle(school);
      await inspect(school, other);
      expect((await startByOffice(trip.id)).status).toBe(400);
      await inspect(driver, trip, { 2: 'minor' });
      expect(await startByOffice(trip.id)).toMatchObject({ status: 200, body: { status: 2 } });
    } finally {
      await requireInspection(false);
    }
  });
});

describe('the run sheet', () => {
  it("gives each trip its vehicle's type, whether it is out of service and its inspections, and the checklists", async () => {
    const crew = await fixtures.crew(school, 401);
    const trip = await fixtures.tripWithVehicle(school, { driver: crew.personId });
    const sheet = async () => (await t.request('GET', '/transport/run-sheet/', crew.auth)).body;
    const before = await sheet();
    expect(before).toMatchObject({
      inspection_required: false,
      trips: [{ id: trip.id, vehicle_type: 'bus', vehicle_out_of_service: false, inspections: [] }],
    });
    expect(before.checklists).toEqual({
      bus: bus.map(({ id, title, position }) => ({ id, title, position })),
    });
    const found = await inspect(crew, trip, { 1: 'major' });
    await requireInspection(true);
    try {
      const after = await sheet();
      expect(after).toMatchObject({
        inspection_required: true,
        trips: [
          {
            vehicle_out_of_service: true,
            inspections: [
              { id: found.body.id, kind: 'pre_trip', result: 'major', performed_at: found.body.performed_at },
            ],
          },
        ],
      });
    } finally {
      await requireInspection(false);
    }
    // A crew member with no trips today has no checklists to go through.
    const idle = await fixtures.crew(school, 402);
    expect((await t.request('GET', '/transport/run-sheet/', idle.auth)).body).toMatchObject({
      trips: [],
      checklists: {},
    });
  });
});

describe('the school setting', () => {
  it('is read and changed with the school settings, and left as it is when not sent', async () => {
    const path = '/schools/settings/';
    const settings = (await t.request('GET', path, school.auth)).body;
    expect(settings.pre_trip_inspection_required).toBe(false);
    const { name, time_zone, cost_per_km, currency } = settings;
    const put = (body: Record<string, unknown>) =>
      t.request('PUT', path, { ...school.auth, body: { name, time_zone, cost_per_km, currency, ...body } });
    expect(await put({ pre_trip_inspection_required: 'yes' })).toMatchObject({
      status: 400,
      body: { pre_trip_inspection_required: ['Use true or false'] },
    });
    expect((await put({ pre_trip_inspection_required: true })).body.pre_trip_inspection_required).toBe(true);
    expect((await put({})).body.pre_trip_inspection_required).toBe(true);
    expect((await put({ pre_trip_inspection_required: false })).body.pre_trip_inspection_required).toBe(
      false,
    );
  });
});

describe("a trip's inspection in the audit log", () => {
  it('names the trip by its route and day, never by its id', async () => {
    const trip = await fixtures.tripWithVehicle(school, { driver: driver.personId });
    const found = await inspect(driver, trip);
    const log = await t.request(
      'GET',
      `/school/audit-log/?record_type=inspection&record_id=${found.body.id}`,
      school.auth,
    );
    const details = await t.request('GET', `/transport/trips/${trip.id}/`, school.auth);
    const { changes } = log.body.results[0];
    expect(changes.trip).toBeUndefined();
    expect(changes.trip_label).toEqual({ new: details.body.journey_title });
    expect(changes.trip_date).toEqual({ new: (await fixtures.row(trip.id)).journey_date });
    expect(JSON.stringify(changes)).not.toContain(trip.id);
  });
});
