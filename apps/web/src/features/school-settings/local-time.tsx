import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatDateTime, isKnownTimeZone } from '@app/shared/i18n/formats';
import { useFormats } from '../../i18n/use-formats';

/** "It is now Mon, Nov 23, 14:05 in Africa/Nairobi.": a check that the zone chosen is the school's. */
export function LocalTime({ timeZone }: { timeZone: string }) {
  // The reader's language; the zone is the one being chosen, not yet the school's.
  const { locale } = useFormats();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  // A zone still being typed or chosen is not a zone yet.
  if (!isKnownTimeZone(timeZone)) return null;
  const shown = formatDateTime(locale, timeZone, now, 'short');
  return (
    <Text size="sm" c="dimmed">
      <FormattedMessage id="schoolSettings.localTime" values={{ time: shown, timeZone }} />
    </Text>
  );
}
