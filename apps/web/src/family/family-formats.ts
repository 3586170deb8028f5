import { formatsFor, localeOfIntl, type Formats } from '@app/shared/i18n/formats';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFamilySession } from './family-session';

/** Dates and times as the guardian reads them: in the app's language and the school's time zone. */
export function useFamilyFormats(): Formats {
  const { locale } = useIntl();
  const timeZone = useFamilySession()?.tenant.time_zone ?? 'UTC';
  return useMemo(() => formatsFor(localeOfIntl(locale), timeZone), [locale, timeZone]);
}
