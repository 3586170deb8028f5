import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROAD_TIME_PLACES_PATH, ROAD_TIMES_PATH } from '@app/shared/route-plans/road-times.schemas';
import { roadTimesAmong } from '../src/features/road-times/road-times.reads';
import { roadTimeFixtures } from '../src/features/road-times/road-times.test-helpers';
import { startTestApp, type TestApp } from './build-test-app';
import { signedInAs } from './factories';

/**
 * Tenant isolation of the road time matrix (issue 24 §2): one matrix per school, no record ids in
 * its calls. School B neither reads, replaces nor removes A's, cannot name A's bus stops in its own,
 * and its places file lists none of A's. The record calls are in tenant-isolation.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('tenant isolation: road times', () => {
  it("never shows, changes or takes another school's matrix or bus stops", async () => {
    const [schoolA, schoolB] = [await signedInAs(t), await signedInAs(t)];
    const f = roadTimeFixtures(t);
    const [stopA] = await f.stops(schoolA, [{ title: 'Isolda Corner', latitude: -1.2, longitude: 36.9 }]);
    const [stopB] = await f.stops(schoolB, [{ title: 'Own Corner', latitude: -1.3, longitude: 36.7 }]);
    const matrixA = { school: { [stopA!]: 300 }, [stopA!]: { school: 310 } };
    const file = `from,to,seconds\nschool,${stopA},300\n${stopA},school,310\n`;
    expect((await f.upload(schoolA, { name: 'a.csv', data: file })).status).toBe(200);
    const readA = () => roadTimesAmong(t.database.db, schoolA.tenantId, ['school', stopA!, stopB!]);

    expect(await f.summary(schoolB)).toMatchObject({
      status: 200,
      body: { pairs: 0, places: 0, uploaded_at: null },
    });
    // A's stop is no place of B: refused, nothing written anywhere.
    expect(await f.upload(schoolB, { name: 'b.csv', data: file })).toMatchObject({
      status: 400,
      body: {
        file: expect.arrayContaining([
          `Row 2: to “${stopA}” is neither “school” nor a bus stop of this school`,
        ]),
      },
    });
    // B's own matrix and its removal leave A's as it was.
    const own = `from,to,seconds\nschool,${stopB},100\n`;
    expect(await f.upload(schoolB, { name: 'b.csv', data: own })).toMatchObject({
      status: 200,
      body: { pairs: 1 },
    });
    expect((await t.request('DELETE', ROAD_TIMES_PATH, schoolB.auth)).status).toBe(204);
    expect(await readA()).toEqual(matrixA);
    expect(await f.summary(schoolA)).toMatchObject({ body: { pairs: 2, places: 2 } });
    expect(await roadTimesAmong(t.database.db, schoolB.tenantId, ['school', stopA!, stopB!])).toEqual({});

    const places = await t.request('GET', ROAD_TIME_PLACES_PATH, schoolB.auth);
    expect(places.status).toBe(200);
    expect(places.body).toContain('Own Corner');
    expect(places.body).not.toContain('Isolda');
    expect(places.body).not.toContain(stopA);

    // A's headers with B's token: refused on every call.
    const crossed = { token: schoolB.token, tenant: schoolA.tenantId, profile: schoolB.profileId };
    for (const [method, path] of [
      ['GET', ROAD_TIMES_PATH],
      ['DELETE', ROAD_TIMES_PATH],
      ['GET', ROAD_TIME_PLACES_PATH],
    ] as const) {
      expect((await t.request(method, path, crossed)).status, `${method} ${path}`).toBe(403);
    }
    const form = new FormData();
    form.set('file', new Blob([own]), 'b.csv');
    expect((await t.request('PUT', ROAD_TIMES_PATH, { ...crossed, form })).status).toBe(403);
    expect(await readA()).toEqual(matrixA);
  });
});
