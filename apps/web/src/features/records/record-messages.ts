/** The toasts of a record type (spec part 2 §8: 'Failed to add/update/delete grade level', ...). */
export type RecordMessages = {
  added: string;
  updated: string;
  deleted: string;
  addFailed: string;
  updateFailed: string;
  deleteFailed: string;
};

/**
 * Every text a record type's screen shows about its records. Each is worded text or a ref of the
 * screen's namespace (ADR 019: `ref('gradeLevels.add')`), worded where shown. `recordTexts(noun)` makes
 * them in English from a noun, for a screen not yet in catalogues; a screen in catalogues gives its own,
 * with `count` and `empty`, since a sentence is never built from a noun.
 */
export type RecordTexts = {
  noun: { one: string; other: string };
  /** The pager's total: `(count) => ref('gradeLevels.count', { count })` ("{count, plural, ...}"). */
  count?: (count: number) => string;
  /** The empty list's message, by why it is empty. */
  empty?: RecordEmptyTexts;
  /** The Add button ('Add Grade Level'). */
  addLabel: string;
  searchPlaceholder: string;
  loadError: string;
  /** The form modal's titles. */
  titles: { add: string; edit: string };
  messages: RecordMessages;
};

/** What an empty list says: nothing yet (and, to whom may add, to add the first), or nothing matches. */
export type RecordEmptyTexts = {
  none: string;
  noneAddFirst: string;
  search: string;
  filters: string;
  searchAndFilters: string;
};

const titleCase = (words: string) => words.replace(/\b\w/g, (letter) => letter.toUpperCase());

/**
 * The spec's pattern for a record type named by `one` ("grade level"): `other` is its plural, and
 * `pleaseRetry` adds the fleet screens' " Please try again." to the failures (spec part 1 §8).
 */
export function recordTexts(
  one: string,
  { other = `${one}s`, pleaseRetry = false }: { other?: string; pleaseRetry?: boolean } = {},
): RecordTexts {
  const sentence = one[0]!.toUpperCase() + one.slice(1);
  const failed = (verb: string) => `Failed to ${verb} ${one}${pleaseRetry ? '. Please try again.' : ''}`;
  return {
    noun: { one, other },
    addLabel: `Add ${titleCase(one)}`,
    searchPlaceholder: `Search ${other}...`,
    loadError: `Failed to load ${other}`,
    titles: { add: `Add ${titleCase(one)}`, edit: `Edit ${titleCase(one)}` },
    messages: {
      added: `${sentence} added successfully`,
      updated: `${sentence} updated successfully`,
      deleted: `${sentence} deleted successfully`,
      addFailed: failed('add'),
      updateFailed: failed('update'),
      deleteFailed: failed('delete'),
    },
  };
}
