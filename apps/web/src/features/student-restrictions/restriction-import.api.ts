import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RESTRICTION_IMPORT_PATH,
  RESTRICTION_IMPORT_TEMPLATE_PATH,
  studentRestrictionsResource,
  type RestrictionImportResult,
} from '@app/shared/student-restrictions/student-restriction.schemas';
import { api } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

/** Sends a restrictions CSV; the restriction lists are fetched again after. */
export function useImportRestrictions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return api.post<RestrictionImportResult>(RESTRICTION_IMPORT_PATH, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [studentRestrictionsResource.name] }),
  });
}

/** Saves the CSV template; fetched with the caller's headers, like every business call. */
export function downloadRestrictionTemplate(): Promise<void> {
  return saveFile(RESTRICTION_IMPORT_TEMPLATE_PATH, 'restrictions-template.csv');
}
