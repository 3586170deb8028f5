import { z } from 'zod';

export const CONTROL_CHARACTERS_MESSAGE = 'Remove tabs, line breaks and other control characters';

// C0 controls, DEL and C1 controls. Written as ranges rather than \p{Cc} so the pattern means the
// same without the `u` flag, as the OpenAPI document's `pattern` is read by other tools.
// Matching control characters is the point of these patterns:
/* eslint-disable no-control-regex */
const singleLinePattern = /^[^\x00-\x1F\x7F-\x9F]*$/;
// The same, but tab, line feed and carriage return are allowed.
const multiLinePattern = /^[^\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]*$/;
/* eslint-enable no-control-regex */

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
 * never meant). Chain length checks after it: `text({ error }).min(1, ...).max(32, ...)`.
 */
export function text(options: TextOptions = {}) {
  const base = z.string(options.error === undefined ? undefined : { error: options.error });
  const trimmed = options.trim === false ? base : base.trim();
  return trimmed.regex(options.multiline ? multiLinePattern : singleLinePattern, CONTROL_CHARACTERS_MESSAGE);
}
