/**
 * What bench/api-throughput asks of the product: every list's first page and a search matching 1% of
 * its rows (bench/api-seed puts the token x37y in every searchable text), the trip details, the
 * driver's run sheet, today's active trips and the dashboard.
 */
import { ACTIVE_TRIPS_PATH } from '@app/shared/trip-status/trip-status.schemas';
import { DASHBOARD_PATH } from '@app/shared/dashboard/dashboard.schemas';
import { RUN_SHEET_PATH } from '@app/shared/run-sheet/run-sheet.schemas';
import { AUDIT_LOG_PATH } from '@app/shared/audit-log/audit-log.schemas';

export const SEARCH = 'x37y';
export type Caller = 'admin' | 'driver';
export type Case = { name: string; path: string; as: Caller };

/** The lists, each with whether it searches (the resources without a `search` take no such parameter). */
const LISTS: [name: string, path: string, searches: boolean][] = [
  ['vehicles', '/transport/vehicles/', true],
  ['students', '/students/', true],
  ['guardians', '/guardians/', true],
  ['student guardians', '/students/guardians/', true],
  ['employees', '/employees/', true],
  ['job roles', '/employees/job-roles/', true],
  ['routes', '/transport/journeys/', true],
  ['route stops', '/transport/journey-stops/', true],
  ['riders', '/transport/student-journeys/', true],
  ['bus stops', '/transport/bus-stops/', true],
  ['zones', '/transport/zones/', true],
  ['personnel', '/transport/vehicle-personnel/', true],
  ['restrictions', '/transport/student-restrictions/', true],
  ['trips', '/transport/trips/', true],
  ['grade levels', '/grade-levels/', false],
  ['streams', '/grade-levels/streams/', true],
  ['periods', '/schools/academic-periods/', true],
  ['audit log', AUDIT_LOG_PATH, false],
];

const api = (path: string) => `/api${path}`;
const firstPage = (path: string) => api(`${path}?page=1&page_size=50`);

export const listCases = (only?: string[]): Case[] =>
  LISTS.filter(([name]) => !only || only.includes(name)).flatMap(([name, path, searches]) => [
    { name: `${name}`, path: firstPage(path), as: 'admin' as const },
    ...(searches
      ? [{ name: `${name} 1%`, path: `${firstPage(path)}&search=${SEARCH}`, as: 'admin' as const }]
      : []),
  ]);

export const otherCases = (tripId: string): Case[] => [
  { name: 'trip details', path: api(`/transport/trips/${tripId}/`), as: 'admin' },
  { name: 'run sheet', path: api(RUN_SHEET_PATH), as: 'driver' },
  { name: 'active trips', path: api(ACTIVE_TRIPS_PATH), as: 'admin' },
  { name: 'dashboard', path: api(DASHBOARD_PATH), as: 'admin' },
];

/** The office's mix for the 200 clients: the lists they keep open, today's trips and the dashboard. */
export const MIX: string[] = [
  firstPage('/students/'),
  `${firstPage('/students/')}&search=${SEARCH}`,
  firstPage('/transport/journeys/'),
  firstPage('/transport/vehicles/'),
  firstPage('/guardians/'),
  api(ACTIVE_TRIPS_PATH),
  api(DASHBOARD_PATH),
];
