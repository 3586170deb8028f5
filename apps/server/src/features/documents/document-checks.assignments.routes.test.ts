import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journeysResource } from '@app/shared/journeys/journey.schemas';
import { vehiclePersonnelResource } from '@app/shared/vehicle-personnel/vehicle-personnel.schemas';
import { appWithSchool, signedInAs, type SignedIn } from '../../../test/factories';
import { journeys } from '../journeys/journeys.table';
import { calmZone } from '../trip-events/trips.test-helpers';
import { vehiclePersonnel } from '../vehicle-personnel/vehicle-personnel.table';
import { documentCheckFixtures, OVERRIDE_FORBIDDEN, OVERRIDE_HINT } from './document-checks.test-helpers';

// Assigning a vehicle or employee with an expired document (issue 25 §3): a route's default vehicle
// and attendant, a vehicle's driver. Refused with the documents named, unless a manager gives a
// reason, audited with the record; a reason from anyone else is a 403; nothing written on refusal.
const { t, school } = await appWithSchool();
const checks = documentCheckFixtures(t);
const { network } = checks.fixtures;
await checks.fixtures.setTimeZone(school, calmZone());
const manager = await signedInAs(t, { role: 200, tenantId: school.tenantId });
const officer = await signedInAs(t, { role: 403, tenantId: school.tenantId });
const REASON = 'Inspection booked for Monday; the bus is needed for the exam week.';

const send = (as: SignedIn, method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) =>
  t.request(method, path, { ...as.auth, body });
const routeRows = (code: string) => t.database.db.select().from(journeys).where(eq(journeys.code, code));
const personnelRows = (driver: string) =>
  t.database.db.select().from(vehiclePersonnel).where(eq(vehiclePersonnel.driver_id, driver));

describe("a route's default vehicle and attendant", () => {
  it('refuses an expired vehicle or attendant, each under its field, and writes nothing', async () => {
    const vehicle = await checks.vehicle(school);
    const attendant = await checks.employee(school);
    const insurance = await checks.document(school, { vehicle: vehicle.id }, -1);
    const medical = await checks.document(school, { employee: attendant.id }, -40);
    const body = await network.journeyBody(school, { default_vehicle: vehicle.id, attendant: attendant.id });
    expect(await send(school, 'POST', journeysResource.path, body)).toMatchObject({
      status: 400,
      body: {
        default_vehicle: [checks.expired(vehicle.registration, insurance)],
        attendant: [checks.expired(attendant.name, medical)],
        document_override_reason: [OVERRIDE_HINT],
      },
    });
    expect(await routeRows(body.code)).toEqual([]);
  });

  it('takes a document that expires today, and on a change checks only what is newly assigned', async () => {
    const vehicle = await checks.vehicle(school);
    await checks.document(school, { vehicle: vehicle.id }, 0);
    const route = await network.journey(school, { default_vehicle: vehicle.id });
    // Expired since: the route keeps its vehicle through any other change.
    await checks.document(school, { vehicle: vehicle.id }, -1);
    const body = await network.journeyBody(school, { default_vehicle: vehicle.id });
    const renamed = await send(school, 'PUT', journeysResource.itemPath(route.id), {
      ...body,
      title: 'Renamed',
    });
    expect(renamed).toMatchObject({ status: 200, body: { title: 'Renamed' } });
    // A newly assigned attendant with an expired document is refused.
    const attendant = await checks.employee(school);
    const police = await checks.document(school, { employee: attendant.id }, -2);
    const changed = await send(school, 'PUT', journeysResource.itemPath(route.id), {
      ...body,
      attendant: attendant.id,
    });
    expect(changed).toMatchObject({
      status: 400,
      body: {
        attendant: [checks.expired(attendant.name, police)],
        document_override_reason: [OVERRIDE_HINT],
      },
    });
    expect(Object.keys(changed.body).sort()).toEqual(['attendant', 'document_override_reason']);
    expect((await routeRows(body.code))[0]).toMatchObject({ attendant_id: null });
  });

  it("takes a manager's reason, audited with the route; refuses one from a Transport Officer (403)", async () => {
    const vehicle = await checks.vehicle(school);
    const insurance = await checks.document(school, { vehicle: vehicle.id }, -3);
    const body = await network.journeyBody(school, { default_vehicle: vehicle.id });
    const refused = await send(officer, 'POST', journeysResource.path, {
      ...body,
      document_override_reason: REASON,
    });
    expect(refused).toMatchObject({ status: 403, body: OVERRIDE_FORBIDDEN });
    expect(await routeRows(body.code)).toEqual([]);

    const created = await send(manager, 'POST', journeysResource.path, {
      ...body,
      document_override_reason: REASON,
    });
    expect(created).toMatchObject({ status: 201, body: { default_vehicle: vehicle.id } });
    expect(await checks.overrides(school, created.body.id)).toMatchObject([
      {
        user_id: manager.userId,
        action: 'create',
        record_label: `Route ${body.code}`,
        changes: {
          document_override_reason: { new: REASON },
          expired_documents: { new: `${vehicle.registration}: ${insurance.title} (${insurance.expires_on})` },
        },
      },
    ]);
    // Not needed when nothing has expired: no entry.
    const clean = await network.journeyBody(school);
    const plain = await send(school, 'POST', journeysResource.path, {
      ...clean,
      document_override_reason: REASON,
    });
    expect(plain.status).toBe(201);
    expect(await checks.overrides(school, plain.body.id)).toEqual([]);
  });
});

describe("a vehicle's driver", () => {
  const assignment = (vehicle: string, driver: string) => ({
    vehicle,
    driver,
    start_date: '2026-01-05',
    end_date: '2026-03-31',
  });

  it('refuses an expired vehicle or driver on assigning and on changing, and writes nothing', async () => {
    const vehicle = await checks.vehicle(school);
    const driver = await checks.employee(school);
    const licence = await checks.document(school, { employee: driver.id }, -1);
    const inspection = await checks.document(school, { vehicle: vehicle.id }, -1);
    expect(
      await send(school, 'POST', vehiclePersonnelResource.path, assignment(vehicle.id, driver.id)),
    ).toMatchObject({
      status: 400,
      body: {
        vehicle: [checks.expired(vehicle.registration, inspection)],
        driver: [checks.expired(driver.name, licence)],
        document_override_reason: [OVERRIDE_HINT],
      },
    });
    expect(await personnelRows(driver.id)).toEqual([]);

    const clean = await checks.vehicle(school);
    const other = await checks.employee(school);
    const created = await send(school, 'POST', vehiclePersonnelResource.path, assignment(clean.id, other.id));
    expect(created.status).toBe(201);
    const changed = await send(
      school,
      'PUT',
      vehiclePersonnelResource.itemPath(created.body.id),
      assignment(clean.id, driver.id),
    );
    expect(changed).toMatchObject({ status: 400, body: { driver: [checks.expired(driver.name, licence)] } });
    expect(await personnelRows(other.id)).toMatchObject([{ driver_id: other.id }]);
  });

  it("takes an administrator's reason, audited with the assignment; refuses one from a Transport Officer", async () => {
    const vehicle = await checks.vehicle(school);
    const driver = await checks.employee(school);
    const licence = await checks.document(school, { employee: driver.id }, -1);
    const body = { ...assignment(vehicle.id, driver.id), document_override_reason: REASON };
    expect(await send(officer, 'POST', vehiclePersonnelResource.path, body)).toMatchObject({
      status: 403,
      body: OVERRIDE_FORBIDDEN,
    });
    expect(await personnelRows(driver.id)).toEqual([]);
    const created = await send(school, 'POST', vehiclePersonnelResource.path, body);
    expect(created).toMatchObject({ status: 201, body: { driver: driver.id } });
    expect(await checks.overrides(school, created.body.id)).toMatchObject([
      {
        user_id: school.userId,
        action: 'create',
        record_label: `${vehicle.registration} driven by ${driver.name}`,
        changes: {
          document_override_reason: { new: REASON },
          expired_documents: { new: `${driver.name}: ${licence.title} (${licence.expires_on})` },
        },
      },
    ]);
  });
});

describe('another school', () => {
  it("never sees this school's documents: its own vehicle assigns, and this school's vehicle is refused as unknown", async () => {
    const vehicle = await checks.vehicle(school);
    await checks.document(school, { vehicle: vehicle.id }, -1);
    const other = await signedInAs(t);
    const body = await network.journeyBody(other, { default_vehicle: vehicle.id });
    const answer = await send(other, 'POST', journeysResource.path, body);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body)).toEqual(['default_vehicle']);
    expect(JSON.stringify(answer.body)).not.toContain('expired');
    expect((await network.journey(other)).id).toEqual(expect.any(String));
  });
});
