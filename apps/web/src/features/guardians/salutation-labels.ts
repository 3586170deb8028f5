import type { SALUTATIONS } from '@app/shared/guardians/guardian.schemas';
import type { IntlShape } from 'react-intl';

type SalutationId = (typeof SALUTATIONS)[number]['id'];

/** The salutations' words (spec part 2 §3), by code. */
export const SALUTATION_KEYS = {
  1: 'guardians.salutationMr',
  2: 'guardians.salutationMrs',
  3: 'guardians.salutationMs',
  4: 'guardians.salutationProfessor',
  5: 'guardians.salutationDoctor',
  6: 'guardians.salutationHonourable',
  7: 'guardians.salutationGeneral',
  50: 'guardians.salutationOther',
} as const satisfies Record<SalutationId, string>;

/** A salutation in the reader's language; the server's label for a code it does not list, else null. */
export function salutationName(
  intl: IntlShape,
  salutation: number | null,
  fallback: string | null,
): string | null {
  const key = salutation === null ? undefined : SALUTATION_KEYS[salutation as SalutationId];
  return key ? intl.formatMessage({ id: key }) : fallback;
}
