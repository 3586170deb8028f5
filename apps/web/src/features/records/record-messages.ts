import type { MessageKey } from '@app/shared/i18n/catalogue';
import { ref } from '@app/shared/i18n/message-ref';
import type { RecordNamespace, RecordTextKey } from '@app/shared/i18n/record-text-keys';

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
 * Every text a record type's screen shows about its records, each a ref of the screen's namespace
 * (ADR 019: gradeLevels.add for Grade Levels), worded where shown.
 */
export type RecordTexts = {
  /** The pager's total: the namespace's `count` ("{count, plural, ...}") with its value. */
  count: (count: number) => string;
  /** The empty list's message, by why it is empty. */
  empty: RecordEmptyTexts;
  /** The Add button ('Add Grade Level'). */
  addLabel: string;
  searchPlaceholder: string;
  loadError: string;
  /** The form modal's titles. */
  titles: { add: string; edit: string };
  messages: RecordMessages;
};

/** The texts of a record type's form without its list (a route's stops, a zone's bus stops). */
export type RecordFormTexts = Pick<RecordTexts, 'titles' | 'messages'>;

/** What an empty list says: nothing yet (and, to whom may add, to add the first), or nothing matches. */
export type RecordEmptyTexts = {
  none: string;
  noneAddFirst: string;
  search: string;
  filters: string;
  searchAndFilters: string;
};

/**
 * A record screen's texts, from the fixed keys of its namespace (`RECORD_TEXT_KEYS`): a namespace
 * lacking one of them does not compile. Each language words them whole, never from a noun.
 */
export function recordTexts(namespace: RecordNamespace): RecordTexts {
  // RecordNamespace holds only namespaces with every one of these keys.
  const key = (suffix: RecordTextKey) => `${namespace}.${suffix}` as MessageKey;
  return {
    count: (count) => ref(key('count'), { count }),
    empty: {
      none: ref(key('emptyNone')),
      noneAddFirst: ref(key('emptyNoneAddFirst')),
      search: ref(key('emptySearch')),
      filters: ref(key('emptyFilters')),
      searchAndFilters: ref(key('emptySearchAndFilters')),
    },
    addLabel: ref(key('add')),
    searchPlaceholder: ref(key('searchPlaceholder')),
    loadError: ref(key('loadError')),
    titles: { add: ref(key('add')), edit: ref(key('editTitle')) },
    messages: {
      added: ref(key('added')),
      updated: ref(key('updated')),
      deleted: ref(key('deleted')),
      addFailed: ref(key('addFailed')),
      updateFailed: ref(key('updateFailed')),
      deleteFailed: ref(key('deleteFailed')),
    },
  };
}
