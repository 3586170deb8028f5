import { useNetwork } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { flush, outboxOf } from './outbox';
import { runSheetKeys, sendAction } from './run-sheet.api';
import type { OutboxItem } from './run-sheet-db';

/** The owner's recorded actions, kept current as they are added, sent or discarded (also in other tabs). */
export function useOutboxItems(owner: string): OutboxItem[] | undefined {
  const [items, setItems] = useState<OutboxItem[]>();
  useEffect(() => {
    const subscription = liveQuery(() => outboxOf(owner)).subscribe({
      next: setItems,
      error: (error: unknown) => console.error('Run sheet outbox could not be read', error),
    });
    return () => subscription.unsubscribe();
  }, [owner]);
  return items;
}

/**
 * Sends the owner's waiting actions while the run sheet is open: at once when one is recorded or the
 * connection returns, and again after the outbox's backoff when a try got no answer. After a send
 * the run sheet is asked again, so the screen shows what the server now has.
 */
export function useOutboxSender(owner: string, items: OutboxItem[] | undefined): void {
  const queryClient = useQueryClient();
  const { online } = useNetwork();
  const waiting = items?.filter((item) => item.state === 'waiting').length ?? 0;
  const [retries, setRetries] = useState(0);

  useEffect(() => {
    if (!online || waiting === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    void flush(owner, sendAction).then(({ sent, retryIn }) => {
      if (sent > 0) void queryClient.invalidateQueries({ queryKey: runSheetKeys.sheet(owner) });
      if (retryIn !== null && !closed) timer = setTimeout(() => setRetries((count) => count + 1), retryIn);
    });
    return () => {
      closed = true;
      clearTimeout(timer);
    };
  }, [owner, online, waiting, retries, queryClient]);
}
