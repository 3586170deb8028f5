import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resourceDeclarations } from '../../src/records/resources';
import { startTestApp, type TestApp } from '../build-test-app';

/**
 * Every business call is covered: the calls of registered record types by the generic contract,
 * isolation and permission tests (this folder); any other business call must be named here with the
 * test file that covers it, which must call its path. A new call that is neither fails the suite.
 */
const coveredElsewhere: Record<string, string> = {
  'POST /api/tenants/users/send-invite-sms/': 'src/features/tenants/invitations.routes.test.ts',
  'GET /api/schools/settings/': 'src/features/school-settings/school-settings.routes.test.ts',
  'HEAD /api/schools/settings/': 'src/features/school-settings/school-settings.routes.test.ts',
  'PUT /api/schools/settings/': 'src/features/school-settings/school-settings.routes.test.ts',
  'POST /api/students/bulk-upload/': 'src/features/student-import/student-import.routes.test.ts',
  'GET /api/students/bulk-upload/template/': 'src/features/student-import/student-import.routes.test.ts',
  'HEAD /api/students/bulk-upload/template/': 'src/features/student-import/student-import.routes.test.ts',
  'GET /api/school/audit-log/': 'src/features/audit-log/audit-log.routes.test.ts',
  'HEAD /api/school/audit-log/': 'src/features/audit-log/audit-log.routes.test.ts',
  'GET /api/school/audit-log/people/': 'src/features/audit-log/audit-log.routes.test.ts',
  'HEAD /api/school/audit-log/people/': 'src/features/audit-log/audit-log.routes.test.ts',
  'GET /api/transport/journeys/:id/load/': 'src/features/journeys/journeys.routes.test.ts',
  'HEAD /api/transport/journeys/:id/load/': 'src/features/journeys/journeys.routes.test.ts',
  'POST /api/transport/journey-stops/reorder/': 'src/features/journey-stops/journey-stops.routes.test.ts',
  'POST /api/transport/student-restrictions/import/':
    'src/features/student-restrictions/restriction-import.routes.test.ts',
  'GET /api/transport/student-restrictions/import/template/':
    'src/features/student-restrictions/restriction-import.routes.test.ts',
  'HEAD /api/transport/student-restrictions/import/template/':
    'src/features/student-restrictions/restriction-import.routes.test.ts',
  'GET /api/console/map-settings/': 'src/features/map-settings/map-settings.routes.test.ts',
  'HEAD /api/console/map-settings/': 'src/features/map-settings/map-settings.routes.test.ts',
  'GET /api/transport/trip-events/': 'src/features/trip-events/trip-events.routes.test.ts',
  'HEAD /api/transport/trip-events/': 'src/features/trip-events/trip-events.routes.test.ts',
  'POST /api/transport/trip-events/': 'src/features/trip-events/trip-events.routes.test.ts',
  'PATCH /api/transport/trips/:id/': 'src/features/trip-status/trip-status.routes.test.ts',
  'GET /api/transport/trips/active/': 'src/features/trip-status/active-trips.routes.test.ts',
  'HEAD /api/transport/trips/active/': 'src/features/trip-status/active-trips.routes.test.ts',
  'GET /api/transport/run-sheet/': 'src/features/run-sheet/run-sheet.routes.test.ts',
  'HEAD /api/transport/run-sheet/': 'src/features/run-sheet/run-sheet.routes.test.ts',
  'GET /api/transport/trips/': 'src/features/trips/trips.routes.test.ts',
  'HEAD /api/transport/trips/': 'src/features/trips/trips.routes.test.ts',
  'GET /api/transport/trips/:id/': 'src/features/trips/trips.routes.test.ts',
  'HEAD /api/transport/trips/:id/': 'src/features/trips/trips.routes.test.ts',
  'POST /api/transport/trips/generate-trips/': 'src/features/trips/trip-generation.routes.test.ts',
  'GET /api/dashboard/': 'src/features/dashboard/dashboard.routes.test.ts',
  'HEAD /api/dashboard/': 'src/features/dashboard/dashboard.routes.test.ts',
  'GET /api/reports/:name/': 'src/features/reports/reports.routes.test.ts',
  'HEAD /api/reports/:name/': 'src/features/reports/reports.routes.test.ts',
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const serverDir = path.join(import.meta.dirname, '../..');

it('covers every business call by the generic tests or a named test file', () => {
  const generic = new Set(
    resourceDeclarations.flatMap(({ resource, service }) => {
      const item = `/api${resource.path}:id/`;
      const collection = `/api${resource.path}`;
      const photo = service.photoOf ? [`GET ${item}photo/`, `HEAD ${item}photo/`] : [];
      return [
        ...photo,
        `GET ${collection}`,
        `HEAD ${collection}`,
        `POST ${collection}`,
        `GET ${item}`,
        `HEAD ${item}`,
        `PUT ${item}`,
        `DELETE ${item}`,
      ];
    }),
  );
  const routes = t.app.businessRoutes;
  expect(routes.length).toBeGreaterThan(generic.size / 2);
  const uncovered = routes.filter((route) => {
    if (generic.has(route)) return false;
    const file = coveredElsewhere[route];
    if (!file) return true;
    const routePath = route.split(' ')[1]!.replace(/^\/api/, '');
    return !fs.readFileSync(path.join(serverDir, file), 'utf8').includes(routePath);
  });
  expect(uncovered).toEqual([]);
});
