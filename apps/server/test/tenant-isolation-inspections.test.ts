import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inspectionClearPath,
  inspectionItemPhotoPath,
  inspectionsResource,
} from '@app/shared/inspections/inspection.schemas';
import { inspectionFixtures } from '../src/features/inspections/inspections.test-helpers';
import { startTestApp, type TestApp } from './build-test-app';
import { signedInAs, type SignedIn } from './factories';

/**
 * Tenant isolation of inspections (issue 25 §1), which are no record type: school B neither reads,
 * lists, clears nor photographs A's inspection, nor inspects A's vehicle or for A's trip, and A's
 * checklists are not on B's run sheet; A's headers with B's token are refused. The checklist items
 * are a record type: tenant-isolation.test.ts covers them with every other.
 */
let t: TestApp;
let schoolA: SignedIn;
let schoolB: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  schoolA = await signedInAs(t);
  schoolB = await signedInAs(t);
});
afterAll(() => t.close());

describe('tenant isolation: inspections', () => {
  it("never reads, lists, clears or changes another school's inspection, nor takes its vehicle or trip", async () => {
    const fixtures = inspectionFixtures(t);
    const itemsA = await fixtures.checklist(schoolA, 'bus');
    const itemsB = await fixtures.checklist(schoolB, 'bus');
    const driverA = await fixtures.crew(schoolA, 401);
    const trip = await fixtures.tripWithVehicle(schoolA, { driver: driverA.personId });
    const created = await fixtures.inspect(schoolA, {
      vehicle: trip.vehicle,
      trip: trip.id,
      kind: 'pre_trip',
      items: fixtures.answers(itemsA, { 0: 'major' }),
      notes: 'ISO-INSPECTION',
    });
    expect(created.status).toBe(201);
    const { id } = created.body;
    const finding = created.body.items[0].id as string;
    const photo = inspectionItemPhotoPath(id, finding);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const form = () => {
      const data = new FormData();
      data.append('photo', new Blob([png], { type: 'image/png' }), 'defect.png');
      return data;
    };
    expect((await t.request('PUT', photo, { ...schoolA.auth, form: form() })).status).toBe(200);
    const own = await t.request('GET', inspectionsResource.itemPath(id), schoolA.auth);

    const asB = (method: string, path: string, options: Record<string, unknown> = {}) =>
      t.request(method, path, { ...schoolB.auth, ...options });
    const notFound = { status: 404, body: { detail: 'Inspection not found.' } };
    expect(await asB('GET', inspectionsResource.itemPath(id))).toMatchObject(notFound);
    expect(await asB('POST', inspectionClearPath(id), { body: { note: 'Forged' } })).toMatchObject(notFound);
    expect(await asB('GET', photo)).toMatchObject(notFound);
    expect(await asB('PUT', photo, { form: form() })).toMatchObject(notFound);
    expect(await asB('DELETE', photo)).toMatchObject(notFound);
    for (const query of ['', '?search=', `?vehicle=${trip.vehicle}`, `?trip=${trip.id}`, '?open=true']) {
      const list = await asB('GET', `${inspectionsResource.path}${query}`);
      expect(list.body, query).toMatchObject({ count: 0, results: [] });
    }
    // B's inspection of A's vehicle, for A's trip, or with A's checklist items: refused, nothing written.
    expect(
      await asB('POST', inspectionsResource.path, {
        body: { vehicle: trip.vehicle, trip: trip.id, kind: 'pre_trip', items: fixtures.answers(itemsB) },
      }),
    ).toMatchObject({ status: 400, body: { vehicle: ['Invalid vehicle.'], trip: ['Invalid trip.'] } });
    const tripB = await fixtures.tripWithVehicle(schoolB);
    expect(
      await asB('POST', inspectionsResource.path, {
        body: { vehicle: tripB.vehicle, kind: 'pre_trip', items: fixtures.answers(itemsA) },
      }),
    ).toMatchObject({ status: 400, body: { 'items.0.checklist_item': ['Checklist item not found.'] } });
    expect((await asB('GET', inspectionsResource.path)).body.count).toBe(0);
    expect((await t.request('GET', inspectionsResource.path, schoolA.auth)).body.count).toBe(1);
    // A's inspection and its vehicle are as they were.
    expect(await t.request('GET', inspectionsResource.itemPath(id), schoolA.auth)).toMatchObject({
      status: 200,
      body: own.body,
    });
    expect((await fixtures.vehicleRow(trip.vehicle)).out_of_service_inspection_id).toBe(id);

    // B's crew see neither A's trip nor A's checklists on their run sheet.
    const driverB = await fixtures.crew(schoolB, 401);
    await fixtures.trip(schoolB, { driver: driverB.personId });
    const sheet = await t.request('GET', '/transport/run-sheet/', driverB.auth);
    expect(sheet.status).toBe(200);
    expect(sheet.body.checklists.bus.map((item: { id: string }) => item.id)).toEqual(
      itemsB.map((item) => item.id),
    );
    expect(JSON.stringify(sheet.body)).not.toContain(trip.id);
    expect(JSON.stringify(sheet.body)).not.toContain(id);

    // A's school in the headers with B's token: refused at the door.
    const crossed = { token: schoolB.token, tenant: schoolA.tenantId, profile: schoolB.profileId };
    expect((await t.request('GET', inspectionsResource.itemPath(id), crossed)).status).toBe(403);
    expect(
      (await t.request('POST', inspectionClearPath(id), { ...crossed, body: { note: 'x' } })).status,
    ).toBe(403);
  });
});
