import type { MessageKey } from './catalogue';

/** The values a message is filled with: `{count}` in "{count, plural, one {# stop} other {# stops}}". */
export type MessageValues = Record<string, string | number>;

/**
 * A message named by its key, as code outside the screens passes it on (ADR 019): a validation
 * message of a shared schema, a server's 400 or 409. It is text, so zod and the error bodies carry
 * it as they carry any message, and it is turned into the reader's language where it is shown (the
 * server's error handler, the console's forms): "students.admissionTaken" or, with values,
 * `trips.noTransition {"from":"Completed","to":"Active"}`. Keys have no spaces; English text always does.
 */
export function ref(key: MessageKey, values?: MessageValues): string {
  return values ? `${key} ${JSON.stringify(values)}` : key;
}

/** The key and values of a ref; undefined for any other text (a message not yet in a catalogue). */
export function parseRef(text: string): { key: string; values?: MessageValues } | undefined {
  const space = text.indexOf(' ');
  const key = space === -1 ? text : text.slice(0, space);
  if (!/^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/.test(key)) return undefined;
  if (space === -1) return { key };
  try {
    const values: unknown = JSON.parse(text.slice(space + 1));
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
    return { key, values: values as MessageValues };
  } catch {
    return undefined;
  }
}
