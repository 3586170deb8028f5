/** The toasts of a record type (spec part 2 §8: 'Failed to add/update/delete grade level', ...). */
export type RecordMessages = {
  added: string;
  updated: string;
  deleted: string;
  addFailed: string;
  updateFailed: string;
  deleteFailed: string;
};

/** Every text a record type's screen shows about its records, made from its noun in one place. */
export type RecordTexts = {
  noun: { one: string; other: string };
  /** The Add button ('Add Grade Level'). */
  addLabel: string;
  searchPlaceholder: string;
  loadError: string;
  /** The form modal's titles. */
  titles: { add: string; edit: string };
  messages: RecordMessages;
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
