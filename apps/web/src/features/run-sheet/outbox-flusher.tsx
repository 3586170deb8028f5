import { useNetwork } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuth } from '../auth';
import { flush } from './outbox';
import { runSheetKeys, sendAction } from './run-sheet.api';
import type { OutboxOwner } from './run-sheet-db';
import { useOutboxItems } from './use-outbox';

/** While actions wait, another try at least this often, whatever the backoff after the last one says. */
const TRY_EVERY_MS = 30_000;

/**
 * Sends the run sheet's waiting actions from every screen of the signed-in console, not only while the
 * run sheet is open: an action recorded on the bus goes when the connection returns, wherever the
 * person is by then. Only the signed-in account's actions in the school chosen now: an action never
 * goes under another account, and waits on the device until its own person signs in again.
 */
export function OutboxFlusher() {
  const { user, currentTenantId } = useAuth();
  const tenant = user?.tenants.find((entry) => entry.tenant === currentTenantId)?.tenant;
  if (!user || !tenant) return null;
  // A new account or school starts afresh: no timer of the last one's tries carries over.
  return <OwnerFlusher key={`${user.id}:${tenant}`} user={user.id} tenant={tenant} />;
}

/**
 * Flushes the owner's outbox: at once when an action is recorded or the connection returns (the
 * `online` event), after the outbox's backoff when a try got no answer, and every 30 s while any
 * waits. The outbox itself keeps the order and sends one at a time, so extra tries cost nothing.
 * After a send the run sheet is asked again, so it shows what the server now has.
 */
function OwnerFlusher({ user, tenant }: OutboxOwner) {
  const queryClient = useQueryClient();
  const { online } = useNetwork();
  const waiting = useOutboxItems(user, tenant)?.filter((item) => item.state === 'waiting').length ?? 0;
  const [tries, setTries] = useState(0);
  const hasWaiting = waiting > 0;

  useEffect(() => {
    if (!hasWaiting) return;
    const timer = setInterval(() => setTries((count) => count + 1), TRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [hasWaiting]);

  useEffect(() => {
    if (!online || waiting === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    flush({ user, tenant }, sendAction)
      .then(({ sent, retryIn }) => {
        if (sent > 0) void queryClient.invalidateQueries({ queryKey: runSheetKeys.all });
        if (retryIn !== null && !closed) timer = setTimeout(() => setTries((count) => count + 1), retryIn);
      })
      .catch((error: unknown) => console.error('The run sheet outbox could not be sent', error));
    return () => {
      closed = true;
      clearTimeout(timer);
    };
  }, [user, tenant, online, waiting, tries, queryClient]);
  return null;
}
