import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { allWaiting, outboxOf } from './outbox';
import type { OutboxItem } from './run-sheet-db';

/** A query of the device's store, kept current as it changes (also from other tabs); undefined at first. */
function useLive<T>(query: () => Promise<T>, key: string): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: setValue,
      error: (error: unknown) => console.error('Run sheet outbox could not be read', error),
    });
    return () => subscription.unsubscribe();
    // `key` names the query: a new function each render asks for the same thing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return value;
}

/** The account's recorded actions in that school, kept current as they are added, sent or discarded. */
export function useOutboxItems(user: string, tenant: string): OutboxItem[] | undefined {
  return useLive(() => outboxOf({ user, tenant }), `${user}:${tenant}`);
}

/** Every action on this device still to send, whoever recorded it. */
export function useAllWaiting(): OutboxItem[] | undefined {
  return useLive(allWaiting, 'all');
}
