import type { MessageKey } from './catalogue';

/**
 * The keys every record screen's namespace holds (ADR 019), the console's list screen showing them
 * by namespace (`recordTexts(namespace)`): a whole sentence per record type, since a sentence
 * built from a noun reads wrong in Kiswahili, whose nouns change the verb by their class.
 */
export const RECORD_TEXT_KEYS = [
  /** The Add button, and the add form's title ('Add Grade Level'). */
  'add',
  'editTitle',
  'searchPlaceholder',
  /** The list's failure when the server gives no reason. */
  'loadError',
  'added',
  'updated',
  'deleted',
  'addFailed',
  'updateFailed',
  'deleteFailed',
  /** The pager's total: "{count, plural, one {# grade level} other {# grade levels}}". */
  'count',
  /** The empty list, by why it is empty: nothing yet (to whom may add: and to add the first), or no match. */
  'emptyNone',
  'emptyNoneAddFirst',
  'emptySearch',
  'emptyFilters',
  'emptySearchAndFilters',
] as const;

export type RecordTextKey = (typeof RECORD_TEXT_KEYS)[number];

type Namespace = MessageKey extends `${infer N}.${string}` ? N : never;

/** A namespace that has every record text key: only such a one may name a record screen's texts. */
export type RecordNamespace = {
  [N in Namespace]: `${N}.${RecordTextKey}` extends MessageKey ? N : never;
}[Namespace];
