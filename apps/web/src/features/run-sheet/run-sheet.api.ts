import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { TRIP_EVENTS_PATH } from '@app/shared/trip-events/trip-event.schemas';
import { forgetSent } from './outbox';
import { runSheetDb, type OutboxItem } from './run-sheet-db';
import { RUN_SHEET_PATH, type RunSheet } from '@app/shared/run-sheet/run-sheet.schemas';

export const runSheetKeys = { sheet: (owner: string) => ['run-sheet', owner] as const };

/**
 * The run sheet: the server's answer and when it was asked for, or the one saved on this device
 * (and when) if the server could not be reached.
 */
export type RunSheetAnswer = { sheet: RunSheet; askedAt: number; savedAt: number | null };

/** Whether the call never got an answer from the school's server (no connection, or a server down). */
const unanswered = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * Today's trips of the signed-in crew member. Each answer is kept on the device, and the last one is
 * shown when the server cannot be reached, so the screen opens on a bus without signal. Asked even
 * when the browser says it is offline (networkMode 'always'): the saved answer comes from the failure.
 */
export function useRunSheet(owner: string) {
  const query = useQuery({
    queryKey: runSheetKeys.sheet(owner),
    networkMode: 'always',
    retry: false,
    queryFn: async (): Promise<RunSheetAnswer> => {
      const askedAt = Date.now();
      try {
        const sheet = await api.get<RunSheet>(RUN_SHEET_PATH);
        await runSheetDb.sheets.put({ owner, sheet, saved_at: askedAt });
        return { sheet, askedAt, savedAt: null };
      } catch (error) {
        const saved = unanswered(error) ? await runSheetDb.sheets.get(owner) : undefined;
        if (!saved) throw error;
        return { sheet: saved.sheet, askedAt, savedAt: saved.saved_at };
      }
    },
  });
  // What was sent before a fresh answer was asked for is in it: forgotten once that answer is on
  // screen, never before, so a sent action does not vanish for a moment between the two.
  const shownAt = query.data && query.data.savedAt === null ? query.data.askedAt : null;
  useEffect(() => {
    if (shownAt !== null) void forgetSent(owner, shownAt);
  }, [owner, shownAt]);
  return query;
}

/** Sends one recorded action; throws the ApiError of a call that the server did not take. */
export async function sendAction(item: OutboxItem): Promise<void> {
  await api.post(TRIP_EVENTS_PATH, item.event);
}
