import type { Student, StudentListItem } from '@app/shared/students/student.schemas';

// A student as the server reads him, for the component tests of the screens that show one.

export const BARAKA_ID = '0b6f4a3e-5a31-4b8e-9e52-3d4c1f2a7b10';

/** Baraka Mutua as a list's row: no home location (a list does not carry it), not enrolled. */
export const barakaRow: StudentListItem = {
  id: BARAKA_ID,
  admission_number: 'ADM-001',
  transport_number: null,
  first_name: 'Baraka',
  last_name: 'Mutua',
  other_name: '',
  full_name: 'Baraka Mutua',
  date_of_birth: '2015-05-03',
  gender: 1,
  gender_label: 'Male',
  photo: null,
  enrolment: null,
};

/** Baraka Mutua read on his own: with his home in central Nairobi. */
export const baraka: Student = { ...barakaRow, home_latitude: -1.2921, home_longitude: 36.8219 };
