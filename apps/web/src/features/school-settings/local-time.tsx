import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/** "It is now 14:05 on Mon 23 Nov in Africa/Nairobi": a check that the zone chosen is the school's. */
export function LocalTime({ timeZone }: { timeZone: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  let shown: string;
  try {
    shown = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).format(now);
  } catch {
    // A zone still being typed or chosen is not a zone yet.
    return null;
  }
  return (
    <Text size="sm" c="dimmed">
      <FormattedMessage id="schoolSettings.localTime" values={{ time: shown, timeZone }} />
    </Text>
  );
}
