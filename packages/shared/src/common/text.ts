import { z } from 'zod';
import { ref } from '../i18n/message-ref';

/** "Remove tabs, line breaks and other control characters" */
export const CONTROL_CHARACTERS_MESSAGE = ref('common.controlCharacters');

// C0 controls, DEL and C1 controls; and the invisible characters that make text read other than it
// is: bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E-200F, U+202A-202E,
// U+2066-2069: "Trojan source" spoofing of names in lists and the audit log), the line and paragraph
// separators (U+2028-2029, line breaks that no form can type), and the zero-width space, word joiner
// and byte-order mark (U+200B, U+2060, U+FEFF: two names that look alike but differ). Zero-width
// joiners and non-joiners (U+200C-200D) stay: scripts and emoji need them.
// Written as ranges rather than \p{Cc} so the pattern means the same without the `u` flag, as the
// OpenAPI document's `pattern` is read by other tools.
const invisible = '\\u061C\\u200B\\u200E\\u200F\\u2028-\\u202E\\u2060\\u2066-\\u2069\\uFEFF';
const singleLinePattern = new RegExp(`^[^\\x00-\\x1F\\x7F-\\x9F${invisible}]*$`);
// The same, but tab, line feed and carriage return are allowed.
const multiLinePattern = new RegExp(`^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F-\\x9F${invisible}]*$`);
const refusedCharacters = new RegExp(`[\\x00-\\x1F\\x7F-\\x9F${invisible}]`, 'g');

/** The patterns of free text in the OpenAPI document; any other pattern is a format (dates, codes). */
export const TEXT_PATTERNS = [singleLinePattern.source, multiLinePattern.source];

export type TextOptions = {
  /** Message when the value is missing or not text. */
  error?: string;
  /** Trim surrounding white space first (default); passwords and tokens are kept as sent. */
  trim?: boolean;
  /** Tabs and line breaks allowed (notes, addresses); single-line by default. */
  multiline?: boolean;
};

/**
 * The one text primitive of every payload and query: a string that refuses control characters
 * (a NUL byte cannot be stored by PostgreSQL, and tabs or line breaks in names and codes are
 * never meant) and the invisible ones that spoof. Chain length checks after it:
 * `text({ error }).min(1, ...).max(32, ...)`.
 */
export function text(options: TextOptions = {}) {
  const base = z.string(options.error === undefined ? undefined : { error: options.error });
  const trimmed = options.trim === false ? base : base.trim();
  return trimmed.regex(options.multiline ? multiLinePattern : singleLinePattern, CONTROL_CHARACTERS_MESSAGE);
}

/**
 * A note a person must write (a reason, a clearance, a cancellation): multi-line text, required, at
 * most `max` characters; `required` is said when it is missing or blank.
 */
export const requiredNote = (max: number, messages: { required: string; tooLong: string }) =>
  text({ multiline: true, error: messages.required }).min(1, messages.required).max(max, messages.tooLong);

/** The longest file name kept (the common limit of file systems). */
const MAX_FILE_NAME_LENGTH = 255;

/**
 * An uploaded file's name as the product keeps and shows it (the audit log names an import by it):
 * no path, no control or spoofing characters, at most 255 characters with the extension kept.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = Array.from(base.replace(refusedCharacters, '').trim());
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned.join('');
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(cleaned.join(''))?.[0] ?? '';
  // Counted in characters (code points), so one outside the BMP is never split in half.
  const stem = cleaned.slice(0, cleaned.length - extension.length);
  return stem.slice(0, MAX_FILE_NAME_LENGTH - extension.length - 1).join('') + '…' + extension;
}
