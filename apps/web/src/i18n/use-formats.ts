import { formatsFor, localeOfIntl, type Formats } from '@app/shared/i18n/formats';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSchoolTimeZone } from '../features/auth';

/**
 * Dates, times, numbers and money as this reader reads them (packages/shared/src/i18n/formats.ts):
 * in the language the console speaks now (react-intl's, so a date never switches before the words
 * around it) and in the chosen school's time zone.
 */
export function useFormats(): Formats {
  const { locale } = useIntl();
  const timeZone = useSchoolTimeZone();
  return useMemo(() => formatsFor(localeOfIntl(locale), timeZone), [locale, timeZone]);
}
