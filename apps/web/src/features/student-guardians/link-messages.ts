import type { RecordMessages } from '../records/record-messages';

/** The toasts of student-guardian links (spec part 2 §8 for linking; the rest in the same words). */
export const LINK_MESSAGES: RecordMessages = {
  added: 'Student linked to guardian successfully',
  updated: 'Link updated successfully',
  deleted: 'Link removed successfully',
  addFailed: 'Failed to link student to guardian',
  updateFailed: 'Failed to update link',
  deleteFailed: 'Failed to remove link',
};
