import type { Dashboard } from '@app/shared/dashboard/dashboard.schemas';

// Where each tile leads, filtered as the tile counts: the screens read these parameters from the address.

function withQuery(path: string, query: Record<string, string | number>): string {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `${path}?${params}`;
}

/** Trip Management on one day, of one status when given. */
export function tripsOn(date: string, status?: number): string {
  return withQuery('/trips/trips', {
    ...(status !== undefined && { status }),
    start_date: date,
    end_date: date,
  });
}

export const ACTIVE_TRIPS = '/trips/active-trips';
export const PERSONNEL = '/fleet/personnel';

/** Personnel Management showing one vehicle's assignments. */
export function personnelOf(vehicle: string): string {
  return withQuery(PERSONNEL, { vehicle });
}

export function incidentsOn(date: string): string {
  return withQuery('/reports/incidents', { start_date: date, end_date: date });
}

/** Route Performance over the days of the on-time chart. */
export function performanceOf(onTime: Dashboard['on_time'], date: string): string {
  return withQuery('/reports/performance', { start_date: onTime.start_date, end_date: date });
}
