import { act, screen, waitFor } from '@testing-library/react';
import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionExpiredHandler } from '../../lib/api-client';
import { writeAuthData, writeSelection } from '../../lib/session';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { reloadAuthState } from '../auth';
import { SignInToSendNotice } from './kept-actions-notice';
import { enqueue, outboxOf } from './outbox';
import { OutboxFlusher } from './outbox-flusher';
import { runSheetDb, type RecordedEvent, type Recorder } from './run-sheet-db';

// The console-wide outbox flusher on any screen (here: nothing but the flusher), against a fake school
// server (msw) and an in-memory IndexedDB: it sends the signed-in account's actions in its school, each
// as the profile that recorded it, at once, on the `online` event and every 30 s; a session that cannot
// be renewed leaves them waiting for the same account, never sent under another.

type Received = { label: string; tenant: string | null; profile: string | null; auth: string | null };
let received: Received[];
/** What the server does with the next event: take it, not answer, or say the token is no good. */
let answer: 'take' | 'none' | 'unauthorized';
let online: boolean;

const server = setupServer(
  http.post(`${API}/transport/trip-events/`, async ({ request }) => {
    if (answer === 'none') return HttpResponse.error();
    if (answer === 'unauthorized') return HttpResponse.json({ detail: 'Token expired.' }, { status: 401 });
    const event = (await request.json()) as RecordedEvent;
    received.push({
      label: event.notes ?? '',
      tenant: request.headers.get('x-tenant-id'),
      profile: request.headers.get('x-profile-id'),
      auth: request.headers.get('authorization'),
    });
    return HttpResponse.json({ id: `event-${received.length}`, ...event }, { status: 201 });
  }),
  // The refresh token is no good either: the session ends.
  http.post('*/api/user/token/refresh/', () => HttpResponse.json({ detail: 'Expired.' }, { status: 401 })),
);

const U1: Recorder = { user: 'u1', tenant: 't1', profile: 'p1' };
let keys = 0;

/** An incident recorded on the device by `recorder`, its label also its notes (what the server sees). */
async function record(label: string, recorder: Recorder = U1) {
  keys += 1;
  const event = { trip: 'trip-1', event_type: 6, notes: label, client_key: `key-${keys}` };
  await enqueue({ ...recorder, label, event: { ...event, event_time: new Date().toISOString() } });
}

/** Signed in as another account (u2), with its own profile in the same school. */
function signInAsOtherAccount() {
  writeAuthData({
    user: {
      id: 'u2',
      email: 'other@school.test',
      first_name: 'Other',
      last_name: 'Person',
      language: null,
      tenants: [
        {
          tenant: 't1',
          name: 'Hillside',
          domain: API,
          time_zone: 'UTC',
          default_language: 'en' as const,
          profiles: [
            { profile_id: 'p2', profile_type: 400, role: 401, role_name: 'Driver', person_name: null },
          ],
        },
      ],
    },
    access: 'other-access-token',
    refresh: 'other-refresh-token',
  });
  writeSelection('t1', 'p2');
  act(reloadAuthState);
}

function setOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

/** Polls with real timeouts (waitFor polls with setInterval, which one test fakes). */
async function until(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('Timed out waiting');
}

const states = async (recorder: Recorder = U1) =>
  (await outboxOf(recorder)).map((item) => [item.label, item.state]);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterAll(() => server.close());
beforeEach(async () => {
  received = [];
  answer = 'take';
  online = true;
  await runSheetDb.outbox.clear();
  signInAs(401);
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});

describe('OutboxFlusher', () => {
  it('sends the account’s actions in its school from any screen, in order, each as the profile that recorded it', async () => {
    await record('Arrived');
    await record('Other account', { user: 'u2', tenant: 't1', profile: 'p2' });
    await record('Other school', { user: 'u1', tenant: 't2', profile: 'p3' });
    // The same account's attendant profile in this school, not the one chosen now.
    await record('As attendant', { ...U1, profile: 'p4' });
    await record('Departed');
    renderScreen(<OutboxFlusher />);

    await waitFor(() => expect(received).toHaveLength(3));
    expect(received).toEqual([
      { label: 'Arrived', tenant: 't1', profile: 'p1', auth: 'Bearer access-token' },
      { label: 'As attendant', tenant: 't1', profile: 'p4', auth: 'Bearer access-token' },
      { label: 'Departed', tenant: 't1', profile: 'p1', auth: 'Bearer access-token' },
    ]);
    expect(await states({ user: 'u2', tenant: 't1', profile: 'p2' })).toEqual([['Other account', 'waiting']]);
    expect(await states({ user: 'u1', tenant: 't2', profile: 'p3' })).toEqual([['Other school', 'waiting']]);
  });

  it('waits while the browser is offline and sends once the connection returns', async () => {
    online = false;
    await record('Picked up');
    renderScreen(<OutboxFlusher />);
    await waitFor(async () => expect(await states()).toEqual([['Picked up', 'waiting']]));
    expect(received).toEqual([]);

    setOnline(true);
    await waitFor(async () => expect(await states()).toEqual([['Picked up', 'sent']]));
    expect(received.map((event) => event.label)).toEqual(['Picked up']);
  });

  it('tries again every 30 s while actions wait, whatever the backoff', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    answer = 'none';
    await record('Absent');
    // Many tries already: the backoff alone would wait a minute.
    await runSheetDb.outbox.toCollection().modify({ attempts: 10 });
    renderScreen(<OutboxFlusher />);
    await until(async () => (await outboxOf(U1))[0]?.attempts === 11);

    answer = 'take';
    act(() => {
      vi.advanceTimersByTime(29_000);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    await until(async () => (await outboxOf(U1))[0]?.state === 'sent');
    expect(received.map((event) => event.label)).toEqual(['Absent']);
  });

  it('keeps the actions when the session cannot be renewed, and sends them when the same account signs in again', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(() => {
      expired();
      act(reloadAuthState);
    });
    answer = 'unauthorized';
    await record('Arrived');
    await record('Picked up');
    renderScreen(
      <>
        <OutboxFlusher />
        <SignInToSendNotice />
      </>,
    );

    await waitFor(() => expect(expired).toHaveBeenCalled());
    expect(await states()).toEqual([
      ['Arrived', 'waiting'],
      ['Picked up', 'waiting'],
    ]);
    // What the sign-in page says while signed out.
    expect(
      await screen.findByText(
        '2 actions recorded on this device are waiting to be sent. They are sent when the person who recorded them signs in again.',
      ),
    ).toBeTruthy();

    // Another person signs in on this phone: none of them goes under that account.
    answer = 'take';
    signInAsOtherAccount();
    setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);

    act(() => signInAs(401));
    await waitFor(async () =>
      expect(await states()).toEqual([
        ['Arrived', 'sent'],
        ['Picked up', 'sent'],
      ]),
    );
    expect(received.map(({ label, auth }) => [label, auth])).toEqual([
      ['Arrived', 'Bearer access-token'],
      ['Picked up', 'Bearer access-token'],
    ]);
  });
});
