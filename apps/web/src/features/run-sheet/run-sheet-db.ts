import { Dexie, type EntityTable } from 'dexie';
import type { TripEventInput } from '@app/shared/trip-events/trip-event.schemas';
import type { RunSheet } from '@app/shared/run-sheet/run-sheet.schemas';

/** A trip event as the run sheet sends it: always with its client_key and the moment it happened. */
export type RecordedEvent = TripEventInput & { client_key: string; event_time: string };

/**
 * One action of the crew, kept on the device until the server has it. Every action is a trip event,
 * Start and Complete too (Trip Started and Trip Completed carry the odometer reading and change the
 * trip's status), so each carries a client_key and a resend after a lost answer creates nothing.
 * `waiting` ones go in the order they were recorded (`seq`); `sent` ones stay until a fresh run sheet
 * shows them; `failed` ones were refused by the server for good and wait for the person to read why
 * and discard them.
 */
export type OutboxItem = {
  seq?: number;
  /** `tenant:profile`: an action is only ever sent with the profile that recorded it. */
  owner: string;
  /** What a person reads about it in the list of waiting actions. */
  label: string;
  /** The body of `POST /transport/trip-events/`. */
  event: RecordedEvent;
  state: 'waiting' | 'sent' | 'failed';
  /** Tries that ended without an answer (or with one to try again): the backoff grows with them. */
  attempts: number;
  error: string | null;
  /** Epoch milliseconds of the answer that took it. */
  sent_at: number | null;
};

/** The last run sheet the server gave this profile, so the screen opens without a connection. */
export type SavedRunSheet = { owner: string; sheet: RunSheet; saved_at: number };

/** The device's own store of the run sheet (IndexedDB): its outbox and the last answer. */
export const runSheetDb = new Dexie('transport-admin-run-sheet') as Dexie & {
  outbox: EntityTable<OutboxItem, 'seq'>;
  sheets: EntityTable<SavedRunSheet, 'owner'>;
};
runSheetDb.version(1).stores({ outbox: '++seq, owner', sheets: 'owner' });
