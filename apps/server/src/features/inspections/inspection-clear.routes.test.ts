import { describe, expect, it } from 'vitest';
import { inspectionClearPath } from '@app/shared/inspections/inspection.schemas';
import { appWithSchool, createVehicleRecord, signedInAs, type SignedIn } from '../../../test/factories';
import { inspectionFixtures } from './inspections.test-helpers';

// POST /transport/inspections/{id}/clear/ (issue 25 §1): a manager clears a major defect with a note,
// and the vehicle it took out of service is back, unless another open major defect keeps it out.
const { t, school } = await appWithSchool();
const fixtures = inspectionFixtures(t);
const bus = await fixtures.checklist(school, 'bus');
const clear = (
  as: SignedIn,
  id: string,
  body: Record<string, unknown> = { note: 'Brakes relined at the garage' },
) => t.request('POST', inspectionClearPath(id), { ...as.auth, body });
const major = async (vehicle: string) =>
  (
    await fixtures.inspect(school, {
      vehicle,
      kind: 'pre_trip',
      items: fixtures.answers(bus, { 0: 'major' }),
    })
  ).body;

describe('clearing a major defect', () => {
  it('is for a School Administrator or a Transport Manager, with a note', async () => {
    const vehicle = (await createVehicleRecord(t, school)).id;
    const found = await major(vehicle);
    const officer = await signedInAs(t, { role: 403, tenantId: school.tenantId });
    expect(await clear(officer, found.id)).toMatchObject({
      status: 403,
      body: { detail: 'Only a School Administrator or a Transport Manager can clear a major defect.' },
    });
    const driver = await signedInAs(t, { role: 401, tenantId: school.tenantId });
    expect((await clear(driver, found.id)).status).toBe(403);
    expect(await clear(school, found.id, { note: '  ' })).toMatchObject({
      status: 400,
      body: { note: ['Say why the vehicle is fit again'] },
    });
    expect((await fixtures.vehicleRow(vehicle)).out_of_service_at).not.toBeNull();

    const manager = await signedInAs(t, { role: 200, tenantId: school.tenantId });
    const cleared = await clear(manager, found.id);
    expect(cleared).toMatchObject({
      status: 200,
      body: { id: found.id, cleared_by_name: 'Test User', clear_note: 'Brakes relined at the garage' },
    });
    expect(cleared.body.cleared_at).toEqual(expect.any(String));
    expect((await t.request('GET', `/transport/vehicles/${vehicle}/`, school.auth)).body).toMatchObject({
      out_of_service: false,
      out_of_service_since: null,
      out_of_service_inspection: null,
    });
    const log = await t.request(
      'GET',
      `/school/audit-log/?record_type=inspection&record_id=${found.id}`,
      school.auth,
    );
    expect(log.body.results[0]).toMatchObject({
      action: 'update',
      changes: {
        clear_note: { new: 'Brakes relined at the garage' },
        vehicle_out_of_service: { new: false },
      },
    });
  });

  it('refuses an inspection without a major defect, one cleared already, and one not of the school', async () => {
    const vehicle = (await createVehicleRecord(t, school)).id;
    const passed = await fixtures.inspect(school, {
      vehicle,
      kind: 'pre_trip',
      items: fixtures.answers(bus),
    });
    expect(await clear(school, passed.body.id)).toMatchObject({
      status: 400,
      body: { non_field_errors: ['Only an inspection with a major defect is cleared.'] },
    });
    const found = await major(vehicle);
    expect((await clear(school, found.id)).status).toBe(200);
    expect(await clear(school, found.id)).toMatchObject({
      status: 400,
      body: { non_field_errors: ['This inspection has been cleared already.'] },
    });
    const elsewhere = await signedInAs(t);
    expect(await clear(elsewhere, found.id)).toMatchObject({
      status: 404,
      body: { detail: 'Inspection not found.' },
    });
    expect((await clear(school, 'not-an-id')).status).toBe(404);
  });

  it('keeps the vehicle out of service while another major defect of it is open', async () => {
    const vehicle = (await createVehicleRecord(t, school)).id;
    const first = await major(vehicle);
    const second = await major(vehicle);
    // The later one cleared first: the vehicle is still out, for the first.
    await clear(school, second.id);
    expect(await fixtures.vehicleRow(vehicle)).toMatchObject({ out_of_service_inspection_id: first.id });
    const third = await major(vehicle);
    await clear(school, first.id);
    expect(await fixtures.vehicleRow(vehicle)).toMatchObject({ out_of_service_inspection_id: third.id });
    await clear(school, third.id);
    expect(await fixtures.vehicleRow(vehicle)).toMatchObject({
      out_of_service_at: null,
      out_of_service_inspection_id: null,
    });
  });
});
