import { GENDERS } from '@app/shared/common/people';
import { STUDENT_IMPORT_COLUMNS } from '@app/shared/students/student-import.schemas';
import { studentImportRowSchema } from '@app/shared/students/student.schemas';
import { codeFromLabel, type ImportRows } from './import-rows';

/** The rows of a roll: genders as codes or labels ("Female", "f"); numbers once per file. */
export const STUDENT_ROWS: ImportRows<typeof studentImportRowSchema> = {
  columns: STUDENT_IMPORT_COLUMNS,
  schema: studentImportRowSchema,
  cell: (key, value) => (key === 'gender' ? codeFromLabel(GENDERS, value, { initials: true }) : value),
  uniqueInFile: ['admission_number', 'transport_number'],
};
