import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { TRIP_EVENTS_PATH } from '@app/shared/trip-events/trip-event.schemas';
import { forgetSent } from './outbox';
import { runSheetDb, type OutboxItem } from './run-sheet-db';
import { RUN_SHEET_PATH, type RunSheet } from '@app/shared/run-sheet/run-sheet.schemas';

export const runSheetKeys = { sheet: (owner: string) => ['run-sheet', owner] as const };

/** The run sheet, and when it was saved on this device if the server could not be reached. */
export type RunSheetAnswer = { sheet: RunSheet; savedAt: number | null };

/** Whether the call never got an answer from the school's server (no connection, or a server down). */
const unanswered = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * Today's trips of the signed-in crew member. Each answer is kept on the device, and the last one is
 * shown when the server cannot be reached, so the screen opens on a bus without signal. Asked even
 * when the browser says it is offline (networkMode 'always'): the saved answer comes from the failure.
 */
export function useRunSheet(owner: string) {
  return useQuery({
    queryKey: runSheetKeys.sheet(owner),
    networkMode: 'always',
    retry: false,
    queryFn: async (): Promise<RunSheetAnswer> => {
      const asked = Date.now();
      try {
        const sheet = await api.get<RunSheet>(RUN_SHEET_PATH);
        await runSheetDb.sheets.put({ owner, sheet, saved_at: asked });
        // What was sent before this answer was asked for is in it now.
        await forgetSent(owner, asked);
        return { sheet, savedAt: null };
      } catch (error) {
        const saved = unanswered(error) ? await runSheetDb.sheets.get(owner) : undefined;
        if (!saved) throw error;
        return { sheet: saved.sheet, savedAt: saved.saved_at };
      }
    },
  });
}

/** Sends one recorded action; throws the ApiError of a call that the server did not take. */
export async function sendAction(item: OutboxItem): Promise<void> {
  await api.post(TRIP_EVENTS_PATH, item.event);
}
