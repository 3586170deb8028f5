import { describe, expect, it } from 'vitest';
import { recordTexts } from './record-messages';

describe('recordTexts', () => {
  it('makes the spec’s texts of a record type from its noun', () => {
    expect(recordTexts('grade level')).toEqual({
      noun: { one: 'grade level', other: 'grade levels' },
      addLabel: 'Add Grade Level',
      searchPlaceholder: 'Search grade levels...',
      loadError: 'Failed to load grade levels',
      titles: { add: 'Add Grade Level', edit: 'Edit Grade Level' },
      messages: {
        added: 'Grade level added successfully',
        updated: 'Grade level updated successfully',
        deleted: 'Grade level deleted successfully',
        addFailed: 'Failed to add grade level',
        updateFailed: 'Failed to update grade level',
        deleteFailed: 'Failed to delete grade level',
      },
    });
  });

  it('takes an irregular plural, and the fleet screens’ "Please try again."', () => {
    const texts = recordTexts('personnel assignment', { pleaseRetry: true });
    expect(texts.messages.addFailed).toBe('Failed to add personnel assignment. Please try again.');
    expect(texts.messages.deleteFailed).toBe('Failed to delete personnel assignment. Please try again.');
    expect(texts.messages.added).toBe('Personnel assignment added successfully');
    expect(recordTexts('person', { other: 'people' }).searchPlaceholder).toBe('Search people...');
  });
});
