import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { readAuthData } from '../../lib/session';
import { TRIP_EVENTS_PATH } from '@app/shared/trip-events/trip-event.schemas';
import { forgetSent } from './outbox';
import { runSheetDb, type OutboxItem, type Recorder } from './run-sheet-db';
import { RUN_SHEET_PATH, type RunSheet } from '@app/shared/run-sheet/run-sheet.schemas';

export const runSheetKeys = {
  all: ['run-sheet'] as const,
  sheet: ({ user, tenant, profile }: Recorder) => ['run-sheet', user, tenant, profile] as const,
};

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
export function useRunSheet(recorder: Recorder) {
  const query = useQuery({
    queryKey: runSheetKeys.sheet(recorder),
    networkMode: 'always',
    retry: false,
    queryFn: async (): Promise<RunSheetAnswer> => {
      const askedAt = Date.now();
      const { user, tenant, profile } = recorder;
      try {
        const sheet = await api.get<RunSheet>(RUN_SHEET_PATH);
        await runSheetDb.savedSheets.put({ user, tenant, profile, sheet, saved_at: askedAt });
        return { sheet, askedAt, savedAt: null };
      } catch (error) {
        const saved = unanswered(error)
          ? await runSheetDb.savedSheets.get([user, tenant, profile])
          : undefined;
        if (!saved) throw error;
        return { sheet: saved.sheet, askedAt, savedAt: saved.saved_at };
      }
    },
  });
  // What was sent before a fresh answer was asked for is in it: forgotten once that answer is on
  // screen, never before, so a sent action does not vanish for a moment between the two.
  const shownAt = query.data && query.data.savedAt === null ? query.data.askedAt : null;
  const { user, tenant } = recorder;
  useEffect(() => {
    if (shownAt !== null) void forgetSent({ user, tenant }, shownAt);
  }, [user, tenant, shownAt]);
  return query;
}

/** The answer when the account that recorded an action is not the one signed in (any more). */
const notSignedIn = () => new ApiError(401, null, 'Waiting for the person who recorded it to sign in.');

/**
 * Sends one recorded action as the account, school and profile that recorded it; throws the ApiError
 * of a call that the server did not take. Another account signed in on this browser (at the send, or
 * by the time its answer came: a 403 for that account's token) is no answer: the action waits.
 */
export async function sendAction(item: OutboxItem): Promise<void> {
  const isRecorderSignedIn = () => readAuthData()?.user.id === item.user;
  if (!isRecorderSignedIn()) throw notSignedIn();
  try {
    await api.postAs(TRIP_EVENTS_PATH, item.event, { tenant: item.tenant, profile: item.profile });
  } catch (error) {
    throw isRecorderSignedIn() ? error : notSignedIn();
  }
}
