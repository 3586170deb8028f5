import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_PATH, type Dashboard } from '@app/shared/dashboard/dashboard.schemas';
import { api } from '../../lib/api-client';

/** How often the dashboard asks again how the day is going. */
export const REFRESH_MS = 60_000;

/** Today's operations at a glance, one call, fetched again every minute while the dashboard is open. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: () => api.get<Dashboard>(DASHBOARD_PATH),
    refetchInterval: REFRESH_MS,
    // The day moves on: what was true a minute ago is shown only until the new answer arrives.
    staleTime: 0,
  });
}
