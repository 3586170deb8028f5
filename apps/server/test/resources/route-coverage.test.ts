import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../build-test-app';
import { signedInAs, type SignedIn } from '../factories';
import { readRouteCalls, uncoveredRoutes } from '../route-calls';

/**
 * Every business call is covered by a test that makes it: the test apps record the calls they
 * serve, and after the whole server suite global-setup.ts fails the run on any registered call
 * that none made (route-calls.ts). Here: that recording and that judgement.
 */
describe('route coverage', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-route-coverage-'));
  let t: TestApp;
  let school: SignedIn;
  beforeAll(async () => {
    t = await startTestApp({}, { routeCalls: dir });
    school = await signedInAs(t, { role: 100 });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('records the route pattern of each business call served, not the calls refused at the door', async () => {
    const trip = '00000000-0000-4000-8000-000000000000';
    expect((await t.request('GET', `/transport/trips/${trip}/`, school.auth)).status).toBe(404);
    expect((await t.request('GET', '/dashboard/', { tenant: school.auth.tenant })).status).toBe(401);
    await t.request('GET', '/health');

    const { registered, called } = readRouteCalls(dir);
    expect(registered).toEqual(new Set(t.app.businessRoutes));
    expect(registered.size).toBeGreaterThan(100);
    expect(called).toEqual(new Set(['GET /api/transport/trips/:id/']));
  });

  it('counts a call as covered only when a test made it: a mention in a comment or a path is not', () => {
    const registered = [
      'GET /api/dashboard/',
      'HEAD /api/dashboard/',
      'POST /api/transport/trips/generate-trips/',
    ];
    // The former check passed on a file that merely contained '/transport/trips/generate-trips/'.
    expect(uncoveredRoutes(registered, new Set(['GET /api/dashboard/']))).toEqual([
      'POST /api/transport/trips/generate-trips/',
    ]);
    // A HEAD is served by its GET's handler; nothing else stands in for another call.
    expect(uncoveredRoutes(registered, new Set(['POST /api/transport/trips/generate-trips/']))).toEqual([
      'GET /api/dashboard/',
      'HEAD /api/dashboard/',
    ]);
  });
});
