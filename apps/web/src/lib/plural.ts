/** "1 seat", "2 seats": a count with its noun in the number English needs (Intl.PluralRules). */
const rules = new Intl.PluralRules('en');

export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count} ${rules.select(count) === 'one' ? one : other}`;
}
