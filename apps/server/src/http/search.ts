/** `%text%` for ILIKE, with the user's own `%`, `_` and `\` matched literally (backslash is LIKE's escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
