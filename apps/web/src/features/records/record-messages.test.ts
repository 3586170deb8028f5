import { english } from '@app/shared/i18n/english';
import { describe, expect, it } from 'vitest';
import { recordTexts, type RecordTexts } from './record-messages';

/** The texts as English words them: what the spec says. */
function inEnglish({ count, empty, titles, messages, ...texts }: RecordTexts) {
  const words = <T extends Record<string, string>>(refs: T) =>
    Object.fromEntries(Object.entries(refs).map(([key, text]) => [key, english(text)])) as {
      [K in keyof T]: string;
    };
  return {
    ...words(texts),
    count: [english(count(1)), english(count(2))],
    empty: words(empty),
    titles: words(titles),
    messages: words(messages),
  };
}

describe('recordTexts', () => {
  it('names the spec’s texts of a record type by its namespace', () => {
    expect(inEnglish(recordTexts('gradeLevels'))).toEqual({
      addLabel: 'Add Grade Level',
      searchPlaceholder: 'Search grade levels...',
      loadError: 'Failed to load grade levels',
      count: ['1 grade level', '2 grade levels'],
      empty: {
        none: 'No grade levels yet.',
        noneAddFirst: 'No grade levels yet. Add the first one.',
        search: 'No grade levels match your search.',
        filters: 'No grade levels match these filters.',
        searchAndFilters: 'No grade levels match your search and filters.',
      },
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

  it('keeps each screen’s own words: the fleet’s "Please try again.", Assign Personnel, the zones’ failures', () => {
    const personnel = inEnglish(recordTexts('personnel'));
    expect(personnel.addLabel).toBe('Assign Personnel');
    expect(personnel.messages.addFailed).toBe('Failed to add personnel assignment. Please try again.');
    expect(personnel.messages.deleteFailed).toBe('Failed to delete personnel assignment. Please try again.');
    expect(personnel.messages.added).toBe('Personnel assignment added successfully');
    expect(personnel.count).toEqual(['1 personnel assignment', '2 personnel assignments']);
    expect(inEnglish(recordTexts('vehicles')).messages.updateFailed).toBe(
      'Failed to update vehicle. Please try again.',
    );
    const zones = inEnglish(recordTexts('zones'));
    expect(zones.loadError).toBe('Failed to fetch zones');
    expect(zones.messages.updateFailed).toBe('An error occurred while saving the zone');
    expect(inEnglish(recordTexts('jobRoles')).loadError).toBe('Failed to fetch job roles');
    expect(inEnglish(recordTexts('routes')).empty.none).toBe('No routes yet.');
  });

  it('takes only a namespace that has every record text, which a screen would otherwise show as keys', () => {
    // routeStops has the texts of a route's stops form, not of a list screen.
    // @ts-expect-error: not a record screen's namespace
    expect(english(recordTexts('routeStops').addLabel)).toBe('routeStops.add');
  });
});
