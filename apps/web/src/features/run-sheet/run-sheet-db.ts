import { Dexie, type EntityTable } from 'dexie';
import type { RunSheet, TripEventInput, TripStatusChange } from './run-sheet.types';

/**
 * What the run sheet records, as the request that tells the server: a trip event (POST, made
 * idempotent by its client_key) or a change of the trip's status with the odometer reading (PATCH).
 */
export type OutboxAction =
  { kind: 'event'; body: TripEventInput } | { kind: 'status'; trip: string; body: TripStatusChange };

/**
 * One action waiting on the device until the server has it. `waiting` ones go in the order they were
 * recorded (`seq`); `sent` ones stay until a fresh run sheet shows them; `failed` ones were refused by
 * the server for good and wait for the person to read why and discard them.
 */
export type OutboxItem = {
  seq?: number;
  /** `tenant:profile`: an action is only ever sent with the profile that recorded it. */
  owner: string;
  trip: string;
  client_key: string;
  /** When it happened on the device (ISO 8601). */
  recorded_at: string;
  /** What a person reads about it in the list of waiting actions. */
  label: string;
  action: OutboxAction;
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
