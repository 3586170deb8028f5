import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { busStopsResource } from '@app/shared/bus-stops/bus-stop.schemas';
import type { Page } from '@app/shared/common/list';
import { journeyStopsResource } from '@app/shared/journey-stops/journey-stop.schemas';
import { journeysResource } from '@app/shared/journeys/journey.schemas';
import {
  ROUTE_PLANS_PATH,
  type RoutePlan,
  type RoutePlanApproval,
  type RoutePlanApproved,
  type RoutePlanRequest,
} from '@app/shared/route-plans/route-plan.schemas';
import {
  SCHOOL_SETTINGS_PATH,
  type SchoolSettings,
} from '@app/shared/school-settings/school-settings.schemas';
import { studentJourneysResource } from '@app/shared/student-journeys/student-journey.schemas';
import type { MapPoint } from '../../components/map/map-types';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { saveFile } from '../../lib/save-file';
import { recordKeys } from '../records/records.api';

/** How often a running plan is asked for again: the server writes its progress once a second. */
const POLL_MS = 1000;

const planKeys = {
  all: ['route-plans'] as const,
  list: ['route-plans', 'list'] as const,
  item: (id: string) => ['route-plans', 'item', id] as const,
};

const planPath = (id: string) => `${ROUTE_PLANS_PATH}${id}/`;

/** The school's last plans, newest first (the server keeps a page of them). */
export function useRoutePlans() {
  return useQuery({
    queryKey: planKeys.list,
    queryFn: () => api.get<Page<RoutePlan>>(ROUTE_PLANS_PATH),
    // A plan started or finished in another tab shows when the screen opens again.
    refetchOnMount: 'always',
  });
}

/**
 * One plan, asked for every second while it runs and no longer once it is done; when it stops
 * running, the list of plans (its state and buses) is fetched again.
 */
export function useRoutePlan(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: planKeys.item(id),
    queryFn: async () => {
      const before = queryClient.getQueryData<RoutePlan>(planKeys.item(id));
      const plan = await api.get<RoutePlan>(planPath(id));
      if (before?.state === 'running' && plan.state !== 'running')
        void queryClient.invalidateQueries({ queryKey: planKeys.list });
      return plan;
    },
    refetchInterval: (query) => (query.state.data?.state === 'running' ? POLL_MS : false),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}

/**
 * Where the school is (School Settings; the plan itself does not say): the map ends the morning
 * routes there and starts the afternoon ones. Null while it is not set or cannot be read.
 */
export function useSchoolPlace() {
  return useQuery({
    queryKey: [...planKeys.all, 'school'],
    queryFn: () => api.get<SchoolSettings>(SCHOOL_SETTINGS_PATH),
    select: ({ school_latitude: latitude, school_longitude: longitude }): MapPoint | null =>
      latitude === null || longitude === null ? null : { latitude, longitude },
  });
}

/** Starts a plan: 202 with the plan running, which the screen then opens. */
export function useStartPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RoutePlanRequest) => api.post<RoutePlan>(ROUTE_PLANS_PATH, request),
    onSuccess: (plan) => {
      queryClient.setQueryData(planKeys.item(plan.id), plan);
      void queryClient.invalidateQueries({ queryKey: planKeys.list });
    },
    // A refusal because one is running already: the list shows that one, to open it.
    onError: () => void queryClient.invalidateQueries({ queryKey: planKeys.list }),
  });
}

export function useCancelPlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RoutePlan>(`${planPath(id)}cancel/`),
    onSuccess: (plan) => {
      queryClient.setQueryData(planKeys.item(id), plan);
      void queryClient.invalidateQueries({ queryKey: planKeys.list });
    },
  });
}

/**
 * Makes the proposal's routes, stops and assignments (and retires today's routes when asked): every
 * screen of routes, stops and riders is fetched again.
 */
export function useApprovePlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approval: RoutePlanApproval) =>
      api.post<RoutePlanApproved>(`${planPath(id)}approve/`, approval),
    onSuccess: () =>
      Promise.all(
        [
          planKeys.all,
          ...[journeysResource, journeyStopsResource, studentJourneysResource, busStopsResource].map(
            (resource) => recordKeys(resource).all,
          ),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** The proposal as a CSV file, named as the server names it. */
export function downloadPlanCsv(id: string): Promise<void> {
  return saveFile(`${planPath(id)}csv/`, `route-plan-${id}.csv`);
}
