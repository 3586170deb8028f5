import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  STUDENT_IMPORT_PATH,
  STUDENT_IMPORT_TEMPLATE_PATH,
  type StudentImportResult,
} from '@app/shared/students/student-import.schemas';
import { studentsResource } from '@app/shared/students/student.schemas';
import { api } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

type ImportRequest = { academicPeriodId: string; streamId: string; file: File };

/** Sends a roll file; `onSent` follows the upload (0 to 1). The student lists are fetched again after. */
export function useImportStudents(onSent: (share: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ academicPeriodId, streamId, file }: ImportRequest) => {
      const form = new FormData();
      form.set('academic_period_id', academicPeriodId);
      form.set('stream_id', streamId);
      form.set('file', file, file.name);
      return api.upload<StudentImportResult>(STUDENT_IMPORT_PATH, form, onSent);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [studentsResource.name] }),
  });
}

/** Saves the import template; fetched with the caller's headers, like every business call. */
export function downloadTemplate(format: 'csv' | 'xlsx'): Promise<void> {
  return saveFile(STUDENT_IMPORT_TEMPLATE_PATH, `students-template.${format}`, { format });
}
