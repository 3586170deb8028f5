import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signInAs } from '../../test/signed-in';
import { KeptActionsNotice } from './kept-actions-notice';
import { enqueue } from './outbox';
import { runSheetDb, type Recorder } from './run-sheet-db';

// What the run sheet says of actions on this phone that the signed-in person cannot send now.

let keys = 0;
async function record(recorder: Recorder) {
  keys += 1;
  const event = {
    trip: 'trip-1',
    event_type: 6,
    client_key: `key-${keys}`,
    event_time: '2026-03-03T07:00:00Z',
  };
  await enqueue({ ...recorder, label: 'Incident', event });
}

beforeEach(async () => {
  await runSheetDb.outbox.clear();
  signInAs(401);
});

it('counts another account’s actions and this account’s in other schools, never its own here', async () => {
  await record({ user: 'u1', tenant: 't1', profile: 'p1' });
  await record({ user: 'u2', tenant: 't1', profile: 'p2' });
  await record({ user: 'u3', tenant: 't9', profile: 'p9' });
  await record({ user: 'u1', tenant: 't1-old', profile: 'p5' });
  renderScreen(<KeptActionsNotice user="u1" tenant="t1" />);

  expect(
    await screen.findByText(
      '2 actions recorded by another account are waiting for that person to sign in again.',
    ),
  ).toBeTruthy();
  expect(
    screen.getByText('1 action recorded in another school is waiting until you open that school.'),
  ).toBeTruthy();
});
