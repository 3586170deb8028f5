import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FAMILY_PATHS,
  type Absence,
  type AbsenceInput,
  type Absences,
  type FamilyChildren,
  type FamilyHistory,
  type FamilyTrips,
  type NoticeSettings,
  type NoticeSettingsInput,
} from '@app/shared/family/family.schemas';
import { api } from '../lib/api-client';

// The guardian's calls (packages/shared/src/family): fetched by the screens that need them, each a
// lazy chunk, so the sign-in screen carries none of this (nor zod, which the schemas bring).

export function useChildren() {
  return useQuery({
    queryKey: ['family', 'children'],
    queryFn: () => api.get<FamilyChildren>(FAMILY_PATHS.children),
  });
}

/** A day's trips of the child (today's without `date`), asked again every minute while the screen is open. */
export function useChildTrips(child: string, date?: string) {
  return useQuery({
    queryKey: ['family', 'trips', child, date ?? 'today'],
    queryFn: () => api.get<FamilyTrips>(FAMILY_PATHS.childTrips(child), { date }),
    // A trip starts, a child is picked up: the day's statuses change while the guardian looks.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useChildHistory(child: string) {
  return useQuery({
    queryKey: ['family', 'history', child],
    queryFn: () => api.get<FamilyHistory>(FAMILY_PATHS.childHistory(child), { page_size: 100 }),
  });
}

export function useAbsences(child: string) {
  return useQuery({
    queryKey: ['family', 'absences', child],
    queryFn: () => api.get<Absences>(FAMILY_PATHS.absences(child)),
  });
}

/** Adds or withdraws an absence; the child's trips and absences are asked again. */
export function useAbsenceChanges(child: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['family'] });
  return {
    add: useMutation({
      mutationFn: (input: AbsenceInput) => api.post<Absence>(FAMILY_PATHS.absences(child), input),
      onSuccess,
    }),
    withdraw: useMutation({
      mutationFn: (absence: string) => api.delete(FAMILY_PATHS.absence(child, absence)),
      onSuccess,
    }),
  };
}

export function useNoticeSettings() {
  return useQuery({
    queryKey: ['family', 'settings'],
    queryFn: () => api.get<NoticeSettings>(FAMILY_PATHS.settings),
  });
}

export function useSaveNoticeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticeSettingsInput) => api.put<NoticeSettings>(FAMILY_PATHS.settings, input),
    onSuccess: (saved) => queryClient.setQueryData(['family', 'settings'], saved),
  });
}
