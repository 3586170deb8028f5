import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SCHOOL_SETTINGS_PATH,
  type SchoolSettings,
  type SchoolSettingsInput,
} from '@app/shared/school-settings/school-settings.schemas';
import { api } from '../../lib/api-client';

const key = ['school-settings'] as const;

export function useSchoolSettings() {
  return useQuery({ queryKey: key, queryFn: () => api.get<SchoolSettings>(SCHOOL_SETTINGS_PATH) });
}

export function useSaveSchoolSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SchoolSettingsInput) => api.put<SchoolSettings>(SCHOOL_SETTINGS_PATH, input),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
