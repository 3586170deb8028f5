import { ref } from '@app/shared/i18n/message-ref';

/** The toasts of the student assignment modal (spec part 2 §8; successes in the same words), as refs. */
export const ASSIGNMENT_MESSAGES = {
  added: (student: string) => ref('riders.added', { student }),
  addFailed: (student: string) => ref('riders.addFailed', { student }),
  /** The failure with the server's reason: "Failed to add Neema Achieng: Neema Achieng is already ...". */
  addFailedBecause: (student: string, reason: string) => ref('riders.addFailedBecause', { student, reason }),
  removed: ref('riders.removed'),
  removeFailed: ref('riders.removeFailed'),
  weekdaysSaved: (student: string) => ref('riders.weekdaysSaved', { student }),
  weekdaysFailed: (student: string) => ref('riders.weekdaysFailed', { student }),
} as const;
