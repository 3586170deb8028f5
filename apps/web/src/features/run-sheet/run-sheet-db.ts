import { Dexie, type EntityTable, type Table } from 'dexie';
import type { TripEventInput } from '@app/shared/trip-events/trip-event.schemas';
import type { RunSheet } from '@app/shared/run-sheet/run-sheet.schemas';
import { readAuthData } from '../../lib/session';

/** A trip event as the run sheet sends it: always with its client_key and the moment it happened. */
export type RecordedEvent = TripEventInput & { client_key: string; event_time: string };

/** Whose actions: the signed-in account (user id) in one school (tenant id). */
export type OutboxOwner = { user: string; tenant: string };

/** Who recorded an action: the account, the school, and the profile chosen there. */
export type Recorder = OutboxOwner & { profile: string };

/**
 * One action of the crew, kept on the device until the server has it. Every action is a trip event,
 * Start and Complete too (Trip Started and Trip Completed carry the odometer reading and change the
 * trip's status), so each carries a client_key and a resend after a lost answer creates nothing.
 * `waiting` ones go in the order they were recorded (`seq`), only while their account is signed in
 * to their school, and always as the profile that recorded them; `sent` ones stay until a fresh run
 * sheet shows them; `failed` ones were refused by the server for good and wait for the person to read
 * why and discard them.
 */
export type OutboxItem = Recorder & {
  seq?: number;
  /**
   * What a person reads about it in the list of waiting actions: a ref (message-ref.ts), worded when
   * shown, so it reads in the language of whoever looks at the phone then. One kept by an older
   * console is English text, which shows as it is.
   */
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
export type SavedRunSheet = Recorder & { sheet: RunSheet; saved_at: number };

/** The device's own store of the run sheet (IndexedDB): its outbox and the last answer per profile. */
export const runSheetDb = new Dexie('transport-admin-run-sheet') as Dexie & {
  outbox: EntityTable<OutboxItem, 'seq'>;
  savedSheets: Table<SavedRunSheet, [user: string, tenant: string, profile: string]>;
};
runSheetDb.version(1).stores({ outbox: '++seq, owner', sheets: 'owner' });
// Version 2 keys the outbox by account and school: an action recorded by one person is never sent
// while another is signed in on the same phone.
runSheetDb
  .version(2)
  .stores({ outbox: '++seq, [user+tenant]', sheets: null, savedSheets: '[user+tenant+profile]' })
  .upgrade((tx) =>
    tx
      .table('outbox')
      .toCollection()
      .modify((item: OutboxItem & { owner?: string }) => {
        Object.assign(item, legacyRecorder(item.owner));
        delete item.owner;
      }),
  );

/**
 * A version-1 action named only `tenant:profile`. A profile is one account's, so the account signed in
 * on this browser at the upgrade takes the actions of its own profiles; any other keeps an empty
 * account, which no sign-in matches: never sent, as no account can be shown to be its recorder
 * (version 1 lived only on development builds).
 */
function legacyRecorder(owner = ''): Recorder {
  const [tenant = '', profile = ''] = owner.split(':');
  const user = readAuthData()?.user;
  const isOwn = !!user?.tenants.some(
    (entry) => entry.tenant === tenant && entry.profiles.some((item) => item.profile_id === profile),
  );
  return { user: isOwn ? user!.id : '', tenant, profile };
}
