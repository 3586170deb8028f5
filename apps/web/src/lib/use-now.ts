import { useEffect, useState } from 'react';

/**
 * The time now (epoch milliseconds), renewed every `everyMs` while the screen is open: what "last seen
 * 2 minutes ago" counts to, so that it ages on screen without anything new arriving.
 */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
