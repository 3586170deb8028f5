/** The toasts of the student assignment modal (spec part 2 §8; successes in the same words). */
export const ASSIGNMENT_MESSAGES = {
  added: (student: string) => `${student} added successfully`,
  addFailed: (student: string) => `Failed to add ${student}`,
  removed: 'Student removed successfully',
  removeFailed: 'Failed to remove student',
  weekdaysSaved: (student: string) => `Weekdays of ${student} updated successfully`,
  weekdaysFailed: (student: string) => `Failed to update the weekdays of ${student}`,
} as const;
