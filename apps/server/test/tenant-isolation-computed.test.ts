import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ReportName } from '@app/shared/reports/report.schemas';
import { ROUTE_PLANS_PATH } from '@app/shared/route-plans/route-plan.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportBuilders } from '../src/features/reports/report-builders';
import { storedPlan } from '../src/features/route-plans/route-plans.test-helpers';
import { pdfToText, reportFixtures } from '../src/features/reports/reports.test-helpers';
import { tripFixtures } from '../src/features/trip-events/trips.test-helpers';
import { inspectionItems, inspections } from '../src/features/inspections/inspections.table';
import { vehicles } from '../src/features/vehicles/vehicles.table';
import { startTestApp, type TestApp } from './build-test-app';
import { signedInAs } from './factories';

/**
 * Tenant isolation of what is computed rather than stored: the dashboard and the reports. The record
 * calls are in tenant-isolation.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// The dashboard is no record call: school B's day shows nothing of A's trips, riders, incidents,
// arrivals, vehicles or assignments.
describe('tenant isolation: the dashboard', () => {
  it("counts nothing of another school's day", async () => {
    const [schoolA, schoolB] = [await signedInAs(t), await signedInAs(t)];
    const fixtures = tripFixtures(t);
    const trip = await fixtures.trip(schoolA, { status: 2 });
    const post = (body: Record<string, unknown>) =>
      fixtures.postEvent(schoolA, { trip: trip.id, client_key: crypto.randomUUID(), ...body });
    expect((await post({ event_type: 6 })).status).toBe(201);
    expect((await post({ event_type: 2, journey_stop: trip.stops[0]!.id })).status).toBe(201);
    const seenByA = await t.request('GET', '/dashboard/', schoolA.auth);
    const seenByB = await t.request('GET', '/dashboard/', schoolB.auth);
    expect(seenByA.body).toMatchObject({ in_progress: { count: 1 }, incidents: 1, on_time: { arrivals: 1 } });
    expect(seenByA.body.vehicles_without_driver.count).toBeGreaterThan(0);
    expect(seenByB).toMatchObject({
      status: 200,
      body: {
        in_progress: { count: 0, journey_codes: [] },
        incidents: 0,
        vehicles_without_driver: { count: 0, codes: [] },
        riders_expected: 0,
        on_time: { arrivals: 0 },
        assignment_ends: { count: 0 },
      },
    });
  });
});

// Reports are computed, not records: school B's reports of the same range hold nothing of A's trips,
// riders and events, as JSON or as either file; every report the server computes is checked.
describe('tenant isolation: reports', () => {
  it.each(Object.keys(reportBuilders))("never shows another school's data in the %s report", async (name) => {
    const [schoolA, schoolB] = [await signedInAs(t), await signedInAs(t)];
    const reports = reportFixtures(t);
    const range = { start_date: '2026-03-02', end_date: '2026-03-06' };
    const trip = await reports.namedTrip(schoolA, {
      date: '2026-03-02',
      status: 3,
      journey: { code: 'ISO-REP' },
    });
    const cancelled = await reports.namedTrip(schoolA, { date: '2026-03-03', status: 4 });
    const pupil = await reports.network.student(schoolA, 'Isolde');
    await reports.riders(trip.stops[0]!.id, [pupil.id], []);
    await reports.event(schoolA, trip.id, 3, {
      student: pupil.id,
      stop: trip.stops[0]!.id,
      at: '2026-03-02T04:00:00Z',
    });
    await reports.event(schoolA, trip.id, 6, { notes: 'ISO-NOTE', at: '2026-03-02T04:05:00Z' });
    await reports.event(schoolA, cancelled.id, 9, { notes: 'ISO-REASON', at: '2026-03-03T04:00:00Z' });
    // An inspection of the trip's vehicle with a major defect (issue 25 §1), which takes it out of service.
    const [inspection] = await t.database.db
      .insert(inspections)
      .values({
        tenant_id: schoolA.tenantId,
        vehicle_id: (await reports.row(trip.id)).vehicle_id,
        kind: 'pre_trip',
        result: 'major',
        performed_at: new Date('2026-03-02T03:00:00Z'),
      })
      .returning({ id: inspections.id, vehicle_id: inspections.vehicle_id });
    await t.database.db.insert(inspectionItems).values({
      tenant_id: schoolA.tenantId,
      inspection_id: inspection!.id,
      title: 'Brakes',
      position: 1,
      outcome: 'major',
      note: 'ISO-DEFECT',
    });
    await t.database.db
      .update(vehicles)
      .set({
        out_of_service_at: new Date('2026-03-02T03:00:00Z'),
        out_of_service_inspection_id: inspection!.id,
      })
      .where(eq(vehicles.id, inspection!.vehicle_id));
    const marks = ['ISO-REP', 'ISO-NOTE', 'ISO-REASON', 'ISO-DEFECT', 'Isolde', trip.vehicle];

    const own = await reports.ok(schoolA, name as ReportName, range);
    expect(
      own.tables.some((table) => table.count > 0),
      'A sees its own data',
    ).toBe(true);
    const seen = await reports.ok(schoolB, name as ReportName, range);
    expect(seen.tables.map((table) => table.count)).toEqual(seen.tables.map(() => 0));
    // Nor counts A's vehicles out of service (the Inspections report's figure of now).
    if (name === 'inspections') expect(seen.figures.every((figure) => figure.value === 0)).toBe(true);
    for (const format of ['csv', 'pdf'] as const) {
      const file = await reports.download(schoolB, name as ReportName, range, format);
      expect(file.status).toBe(200);
      const text = format === 'csv' ? file.bytes.toString('utf8') : pdfToText(file.bytes);
      for (const mark of marks) expect(text, format).not.toContain(mark);
    }
    for (const mark of marks) expect(JSON.stringify(seen)).not.toContain(mark);
    // A's headers with B's token: refused.
    const crossed = await t.request('GET', `/reports/${name}/?start_date=2026-03-02&end_date=2026-03-06`, {
      token: schoolB.token,
      tenant: schoolA.tenantId,
      profile: schoolB.profileId,
    });
    expect(crossed.status).toBe(403);
  });
});

// Route plans are no record type: school B neither lists nor reads A's plan, nor its download, nor
// cancels or approves it; A's headers with B's token are refused.
describe('tenant isolation: route plans', () => {
  it("answers 404 for another school's plan on every call, and changes nothing", async () => {
    const [schoolA, schoolB] = [await signedInAs(t), await signedInAs(t)];
    const id = await storedPlan(t.database.db, schoolA.tenantId);
    const own = await t.request('GET', `${ROUTE_PLANS_PATH}${id}/`, schoolA.auth);
    expect(own).toMatchObject({ status: 200, body: { id, state: 'ready' } });
    const list = await t.request('GET', ROUTE_PLANS_PATH, schoolB.auth);
    expect(list).toMatchObject({ status: 200, body: { count: 0, results: [] } });
    for (const [method, part] of [
      ['GET', ''],
      ['GET', 'csv/'],
      ['POST', 'cancel/'],
      ['POST', 'approve/'],
    ] as const) {
      const body = method === 'POST' ? {} : undefined;
      const seen = await t.request(method, `${ROUTE_PLANS_PATH}${id}/${part}`, { ...schoolB.auth, body });
      expect(seen, `${method} ${part}`).toMatchObject({
        status: 404,
        body: { detail: 'Route plan not found.' },
      });
      expect(JSON.stringify(seen.body)).not.toContain('Isolda');
    }
    // The same plan as before (its headers carry the time of the answer, so the bodies are compared).
    const again = await t.request('GET', `${ROUTE_PLANS_PATH}${id}/`, schoolA.auth);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(own.body);
    const crossed = await t.request('GET', `${ROUTE_PLANS_PATH}${id}/`, {
      token: schoolB.token,
      tenant: schoolA.tenantId,
      profile: schoolB.profileId,
    });
    expect(crossed.status).toBe(403);
  });
});
