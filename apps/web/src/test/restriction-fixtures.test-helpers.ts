import type { StudentRestriction } from '@app/shared/student-restrictions/student-restriction.schemas';

// A restriction as the server reads it, for the component tests of the screens that show one.

/** Baraka Mutua is not to be picked up from December 1 to 4, 2026: sick, said by his mother. */
export function sickRestriction(student: string): StudentRestriction {
  return {
    id: '2d4f6a8c-0e1f-4a3b-8c5d-7e9f1a2b3c4d',
    student,
    student_name: 'Baraka Mutua',
    event_type: 3,
    event_type_title: 'Pickup',
    reason: 3,
    reason_title: 'Sick',
    start_date: '2026-12-01',
    end_date: '2026-12-04',
    reported_by_guardian: true,
    notes: 'Mother called',
  };
}
