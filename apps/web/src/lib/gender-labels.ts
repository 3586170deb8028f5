import type { GENDERS } from '@app/shared/common/people';
import type { IntlShape } from 'react-intl';

type GenderId = (typeof GENDERS)[number]['id'];

/** The genders' names (students, guardians, employees), by code. */
const GENDER_KEYS = {
  1: 'common.genderMale',
  2: 'common.genderFemale',
  3: 'common.genderOther',
} as const satisfies Record<GenderId, string>;

/** A gender's name in the reader's language; the server's label for a code it does not list, else null. */
export function genderName(intl: IntlShape, gender: number | null, fallback: string | null): string | null {
  const key = gender === null ? undefined : GENDER_KEYS[gender as GenderId];
  return key ? intl.formatMessage({ id: key }) : fallback;
}

/** The genders as a select lists them. */
export const genderOptions = (intl: IntlShape, genders: typeof GENDERS) =>
  genders.map((gender) => ({
    value: String(gender.id),
    label: intl.formatMessage({ id: GENDER_KEYS[gender.id] }),
  }));
