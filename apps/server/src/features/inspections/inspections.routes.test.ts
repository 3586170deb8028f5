import { describe, expect, it } from 'vitest';
import { inspectionsResource } from '@app/shared/inspections/inspection.schemas';
import type { VehicleType } from '@app/shared/inspections/inspection-codes';
import { appWithSchool, createVehicleRecord, signedInAs } from '../../../test/factories';
import { inspectionFixtures } from './inspections.test-helpers';

// POST /transport/inspections/ and its reads (issue 25 §1): every refusal of the contract, the result
// worked out from the findings, and a major defect taking the vehicle out of service.
const { t, school } = await appWithSchool();
const fixtures = inspectionFixtures(t);
const bus = await fixtures.checklist(school, 'bus');
const minibus = await fixtures.checklist(school, 'minibus');
const { inspect, answers } = fixtures;
const vehicle = async (type: VehicleType = 'bus') =>
  (await createVehicleRecord(t, school, { vehicle_type: type })).id;

describe('recording an inspection', () => {
  it("copies the checklist's titles and positions, and takes the worst finding as the result", async () => {
    const id = await vehicle();
    const passed = await inspect(school, { vehicle: id, kind: 'pre_trip', items: answers(bus) });
    expect(passed).toMatchObject({
      status: 201,
      body: {
        vehicle: id,
        trip: null,
        kind: 'pre_trip',
        result: 'pass',
        minor_count: 0,
        major_count: 0,
        performed_by_name: 'Test User',
        cleared_at: null,
      },
    });
    expect(
      passed.body.items.map((item: { title: string; position: number }) => [item.position, item.title]),
    ).toEqual(bus.map((item) => [item.position, item.title]));
    const minor = await inspect(school, {
      vehicle: id,
      kind: 'post_trip',
      items: answers(bus, { 1: 'minor', 4: 'minor' }),
      notes: 'Checked at the depot',
      latitude: -1.2921,
      longitude: 36.8219,
    });
    expect(minor.body).toMatchObject({
      result: 'minor',
      minor_count: 2,
      major_count: 0,
      notes: 'Checked at the depot',
      latitude: -1.2921,
      longitude: 36.8219,
    });
    expect(minor.body.items[1]).toMatchObject({
      outcome: 'minor',
      note: `${bus[1]!.title} is worn`,
      has_photo: false,
    });
    // Minor defects leave the vehicle in service.
    expect(await fixtures.vehicleRow(id)).toMatchObject({ out_of_service_at: null });
  });

  it('takes the vehicle out of service on a major defect, from the first such inspection', async () => {
    const id = await vehicle();
    const major = await inspect(school, {
      vehicle: id,
      kind: 'pre_trip',
      items: answers(bus, { 0: 'major', 2: 'minor' }),
    });
    expect(major.body).toMatchObject({ result: 'major', minor_count: 1, major_count: 1 });
    const read = await t.request('GET', `/transport/vehicles/${id}/`, school.auth);
    expect(read.body).toMatchObject({
      out_of_service: true,
      out_of_service_since: major.body.performed_at,
      out_of_service_inspection: major.body.id,
    });
    await inspect(school, { vehicle: id, kind: 'pre_trip', items: answers(bus, { 3: 'major' }) });
    expect((await fixtures.vehicleRow(id)).out_of_service_inspection_id).toBe(major.body.id);
    // Inspections are the school's proof: their vehicle is kept.
    expect(await t.request('DELETE', `/transport/vehicles/${id}/`, school.auth)).toMatchObject({
      status: 409,
      body: { detail: 'This vehicle cannot be deleted: it has 2 inspections.' },
    });
    // In the same transaction: the audit log has the inspection.
    const log = await t.request(
      'GET',
      `/school/audit-log/?record_type=inspection&record_id=${major.body.id}`,
      school.auth,
    );
    expect(log.body.results).toMatchObject([
      { action: 'create', changes: { result: { new: 'major' }, vehicle_out_of_service: { new: true } } },
    ]);
  });

  it('answers each field its message', async () => {
    expect(await inspect(school, {})).toMatchObject({
      status: 400,
      body: {
        vehicle: ['Vehicle is required'],
        kind: ['Choose pre-trip or post-trip'],
        items: ["Answer every item of this vehicle's checklist."],
      },
    });
    const refused = await inspect(school, {
      vehicle: 'bus-1',
      trip: 'today',
      kind: 'mid_trip',
      items: [
        { checklist_item: bus[0]!.id, outcome: 'broken' },
        { checklist_item: bus[1]!.id, outcome: 'minor' },
      ],
      latitude: 91,
      longitude: 'east',
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        vehicle: ['Invalid vehicle.'],
        trip: ['Invalid trip.'],
        kind: ['Choose pre-trip or post-trip'],
        'items.0.outcome': ['Choose OK, minor defect or major defect'],
        'items.1.note': ['Say what is wrong'],
        latitude: ['Latitude must be a number between -90 and 90'],
        longitude: ['Longitude must be a number between -180 and 180'],
      },
    });
  });

  it('refuses a vehicle or trip not of the school, and a trip made with another vehicle', async () => {
    const elsewhere = await signedInAs(t);
    const theirs = await createVehicleRecord(t, elsewhere);
    const theirTrip = await fixtures.tripWithVehicle(elsewhere);
    const body = { kind: 'pre_trip', items: answers(bus) };
    expect(await inspect(school, { ...body, vehicle: theirs.id, trip: theirTrip.id })).toMatchObject({
      status: 400,
      body: { vehicle: ['Invalid vehicle.'], trip: ['Invalid trip.'] },
    });
    const trip = await fixtures.tripWithVehicle(school);
    expect(await inspect(school, { ...body, vehicle: await vehicle(), trip: trip.id })).toMatchObject({
      status: 400,
      body: { vehicle: ['This trip is made with another vehicle.'] },
    });
  });

  it("wants every active item of the vehicle's type once, and no other", async () => {
    const id = await vehicle();
    const body = (items: unknown[]) => ({ vehicle: id, kind: 'pre_trip', items });
    expect(await inspect(school, body(answers(bus).slice(1)))).toMatchObject({
      status: 400,
      body: { items: ["Answer every item of this vehicle's checklist."] },
    });
    const all = answers(bus);
    expect(await inspect(school, body([...all, all[3]]))).toMatchObject({
      status: 400,
      body: { [`items.${all.length}.checklist_item`]: ['This item is answered twice.'] },
    });
    const other = answers(minibus)[0];
    const unknown = { checklist_item: '00000000-0000-4000-8000-000000000000', outcome: 'ok' };
    expect(await inspect(school, body([...all, other, unknown]))).toMatchObject({
      status: 400,
      body: {
        [`items.${all.length}.checklist_item`]: ["This item is not on this vehicle's checklist."],
        [`items.${all.length + 1}.checklist_item`]: ['Checklist item not found.'],
      },
    });
    // A minibus answers the minibus checklist; a retired item is no longer asked.
    const mini = await vehicle('minibus');
    expect((await inspect(school, { ...body(answers(minibus)), vehicle: mini })).status).toBe(201);
    const extra = await t.request('POST', '/transport/inspection-checklist-items/', {
      ...school.auth,
      body: { vehicle_type: 'van', title: 'Retired item', is_active: false },
    });
    const van = await fixtures.checklist(school, 'van');
    const withRetired = [...answers(van), { checklist_item: extra.body.id, outcome: 'ok' }];
    expect(
      await inspect(school, { vehicle: await vehicle('van'), kind: 'pre_trip', items: withRetired }),
    ).toMatchObject({
      status: 400,
      body: { [`items.${van.length}.checklist_item`]: ["This item is not on this vehicle's checklist."] },
    });
  });

  it("lets a driver or attendant inspect their own trip's vehicle only", async () => {
    const driver = await fixtures.crew(school, 401);
    const attendant = await fixtures.crew(school, 402);
    const trip = await fixtures.tripWithVehicle(school, {
      driver: driver.personId,
      attendant: attendant.personId,
    });
    const body = { vehicle: trip.vehicle, kind: 'pre_trip', items: answers(bus) };
    expect(await inspect(driver, body)).toMatchObject({
      status: 400,
      body: { trip: ['Choose the trip this inspection is for'] },
    });
    const own = await inspect(driver, { ...body, trip: trip.id });
    expect(own).toMatchObject({
      status: 201,
      body: { trip: trip.id, performed_by_name: expect.stringMatching(/^Crew/) },
    });
    expect((await inspect(attendant, { ...body, trip: trip.id, kind: 'post_trip' })).status).toBe(201);
    const stranger = await fixtures.crew(school, 401);
    expect(await inspect(stranger, { ...body, trip: trip.id })).toMatchObject({
      status: 403,
      body: { detail: 'You can only inspect the vehicle of a trip you are assigned to.' },
    });
    // Its maker reads it; another driver does not, nor lists the school's inspections.
    expect((await t.request('GET', inspectionsResource.itemPath(own.body.id), driver.auth)).status).toBe(200);
    expect(await t.request('GET', inspectionsResource.itemPath(own.body.id), stranger.auth)).toMatchObject({
      status: 404,
      body: { detail: 'Inspection not found.' },
    });
    expect((await t.request('GET', inspectionsResource.path, driver.auth)).status).toBe(403);
  });
});

describe('the list of inspections', () => {
  it('lists the newest first, with counts, filtered by vehicle, trip, kind, result and open defects', async () => {
    const own = await signedInAs(t);
    const items = await fixtures.checklist(own, 'bus');
    const trip = await fixtures.tripWithVehicle(own);
    const other = (await createVehicleRecord(t, own, { registration_number: 'KDA 555Z' })).id;
    const post = (body: Record<string, unknown>) => inspect(own, body);
    const first = await post({
      vehicle: trip.vehicle,
      trip: trip.id,
      kind: 'pre_trip',
      items: answers(items),
    });
    const second = await post({ vehicle: other, kind: 'post_trip', items: answers(items, { 0: 'minor' }) });
    const third = await post({
      vehicle: other,
      kind: 'pre_trip',
      items: answers(items, { 0: 'major', 1: 'major' }),
    });
    const list = async (query = '') => {
      const response = await t.request('GET', `${inspectionsResource.path}${query}`, own.auth);
      expect(response.status, query).toBe(200);
      return response.body.results.map((row: { id: string }) => row.id);
    };
    expect(await list()).toEqual([third.body.id, second.body.id, first.body.id]);
    expect(await list('?ordering=performed_at')).toEqual([first.body.id, second.body.id, third.body.id]);
    expect(await list(`?vehicle=${other}`)).toEqual([third.body.id, second.body.id]);
    expect(await list(`?trip=${trip.id}`)).toEqual([first.body.id]);
    expect(await list('?kind=post_trip')).toEqual([second.body.id]);
    expect(await list('?result=minor')).toEqual([second.body.id]);
    expect(await list('?open=true')).toEqual([third.body.id]);
    expect(await list('?search=kda%20555')).toEqual([third.body.id, second.body.id]);
    const [row] = (await t.request('GET', `${inspectionsResource.path}?open=true`, own.auth)).body.results;
    expect(row).toMatchObject({ vehicle_label: 'KDA 555Z', major_count: 2, minor_count: 0 });
    expect(row.items).toBeUndefined();
    expect(await t.request('GET', `${inspectionsResource.path}?kind=any&open=maybe`, own.auth)).toMatchObject(
      {
        status: 400,
        body: { kind: ['Choose pre-trip or post-trip'], open: ['Status must be Active or Inactive'] },
      },
    );
  });
});
