import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { expect, it } from 'vitest';
import { signInAs } from '../../test/signed-in';
import { runSheetDb } from './run-sheet-db';

// The device's store as version 1 left it (actions named `tenant:profile`), opened by this version:
// the signed-in account takes the actions of its own profiles; another account's are never its.

it('gives version-1 actions to the account whose profile recorded them, and no other', async () => {
  const old = new Dexie('transport-admin-run-sheet');
  old.version(1).stores({ outbox: '++seq, owner', sheets: 'owner' });
  const event = { trip: 'trip-1', event_type: 2, client_key: 'key-1', event_time: '2026-03-03T07:10:00Z' };
  await old.table('outbox').bulkAdd([
    { owner: 't1:p1', label: 'Arrived', event, state: 'waiting', attempts: 0, error: null, sent_at: null },
    {
      owner: 't1:p9',
      label: 'Someone else',
      event,
      state: 'waiting',
      attempts: 0,
      error: null,
      sent_at: null,
    },
  ]);
  old.close();
  // Signed in as u1 with profile p1 in school t1.
  signInAs(401);

  const items = await runSheetDb.outbox.orderBy('seq').toArray();

  expect(items.map(({ label, user, tenant, profile }) => ({ label, user, tenant, profile }))).toEqual([
    { label: 'Arrived', user: 'u1', tenant: 't1', profile: 'p1' },
    { label: 'Someone else', user: '', tenant: 't1', profile: 'p9' },
  ]);
  expect(items.every((item) => !('owner' in item))).toBe(true);
  expect(await runSheetDb.outbox.where('[user+tenant]').equals(['u1', 't1']).count()).toBe(1);
});
