import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  allWaiting,
  discard,
  enqueue,
  flush,
  forgetSent,
  outboxOf,
  retryDelay,
  type NewOutboxItem,
} from './outbox';
import { runSheetDb, type OutboxItem, type Recorder } from './run-sheet-db';

// The outbox on an in-memory IndexedDB (fake-indexeddb): actions go in the order recorded, each once,
// only the signed-in account's in its school, a refusal is kept with its message until discarded, and
// no answer (or one too late) waits longer each time.

const OWNER = { user: 'u1', tenant: 't1' };
const RECORDER: Recorder = { ...OWNER, profile: 'p1' };
let keys = 0;

function action(label: string, recorder: Recorder = RECORDER): NewOutboxItem {
  keys += 1;
  const client_key = `key-${keys}`;
  const event_time = new Date(Date.UTC(2026, 2, 2, 7, keys)).toISOString();
  return {
    ...recorder,
    label,
    event: { trip: 'trip-1', event_type: 6, notes: label, client_key, event_time },
  };
}

/** A server that takes every action, remembering which it got. */
function recorder() {
  const got: string[] = [];
  const send = async (item: OutboxItem) => {
    got.push(item.label);
  };
  return { got, send };
}

const noAnswer = new ApiError(0, null, 'The server could not be reached.');
const states = async () => (await outboxOf(OWNER)).map((item) => [item.label, item.state]);

beforeEach(async () => {
  await runSheetDb.outbox.clear();
});

describe('the run sheet outbox', () => {
  it('sends waiting actions in the order they were recorded, only the account’s in its school', async () => {
    const otherAccount = { user: 'u2', tenant: 't1', profile: 'p2' };
    const otherSchool = { user: 'u1', tenant: 't2', profile: 'p3' };
    await enqueue(action('Arrived'));
    await enqueue(action('Other account', otherAccount));
    await enqueue(action('Other school', otherSchool));
    await enqueue(action('Picked up'));
    // The same account's other profile in this school: its actions go too (sent as that profile).
    await enqueue(action('Attendant profile', { ...OWNER, profile: 'p4' }));
    await enqueue(action('Departed'));
    const server = recorder();

    expect(await flush(OWNER, server.send)).toEqual({ sent: 4, retryIn: null });
    expect(server.got).toEqual(['Arrived', 'Picked up', 'Attendant profile', 'Departed']);
    expect(await states()).toEqual([
      ['Arrived', 'sent'],
      ['Picked up', 'sent'],
      ['Attendant profile', 'sent'],
      ['Departed', 'sent'],
    ]);
    expect((await outboxOf(otherAccount)).map((item) => item.state)).toEqual(['waiting']);
    expect((await outboxOf(otherSchool)).map((item) => item.state)).toEqual(['waiting']);
    expect((await allWaiting()).map((item) => item.label)).toEqual(['Other account', 'Other school']);
  });

  it('never sends an action twice, also when two flushes start at once or it is flushed again', async () => {
    await enqueue(action('Arrived'));
    await enqueue(action('Absent'));
    const server = recorder();

    const [first, second] = await Promise.all([flush(OWNER, server.send), flush(OWNER, server.send)]);
    await flush(OWNER, server.send);

    expect(server.got).toEqual(['Arrived', 'Absent']);
    expect(first.sent + second.sent).toBe(2);
  });

  it('stops at an action without an answer, keeps the order, and tries it first next time', async () => {
    await enqueue(action('Arrived'));
    await enqueue(action('Picked up'));
    const got: string[] = [];
    let online = false;
    const send = async (item: OutboxItem) => {
      if (!online) throw noAnswer;
      got.push(item.label);
    };

    expect(await flush(OWNER, send)).toEqual({ sent: 0, retryIn: 2_000 });
    expect(await states()).toEqual([
      ['Arrived', 'waiting'],
      ['Picked up', 'waiting'],
    ]);
    online = true;
    expect(await flush(OWNER, send)).toEqual({ sent: 2, retryIn: null });
    expect(got).toEqual(['Arrived', 'Picked up']);
  });

  it('waits longer after each try without an answer, up to a minute', async () => {
    await enqueue(action('Arrived'));
    const send = async () => {
      throw new ApiError(503, { detail: 'Service unavailable' }, 'Service unavailable');
    };
    const waits: (number | null)[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) waits.push((await flush(OWNER, send)).retryIn);

    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
    expect((await outboxOf(OWNER))[0]).toMatchObject({ state: 'waiting', attempts: 7 });
    expect(retryDelay(30)).toBe(60_000);
  });

  it.each([408, 429, 401])('tries again later after a %i', async (status) => {
    await enqueue(action('Arrived'));
    const send = async () => {
      throw new ApiError(status, null, 'Try later');
    };
    expect(await flush(OWNER, send)).toEqual({ sent: 0, retryIn: 2_000 });
    expect(await states()).toEqual([['Arrived', 'waiting']]);
  });

  it('marks a refused action failed with the server’s message, goes on, and never sends it again', async () => {
    await enqueue(action('Complete'));
    await enqueue(action('Incident'));
    const got: string[] = [];
    const send = async (item: OutboxItem) => {
      got.push(item.label);
      if (item.label === 'Complete') {
        throw new ApiError(400, { odometer: ['Too low.'] }, 'The end reading is below the start reading.');
      }
    };

    expect(await flush(OWNER, send)).toEqual({ sent: 1, retryIn: null });
    expect(await flush(OWNER, send)).toEqual({ sent: 0, retryIn: null });
    expect(got).toEqual(['Complete', 'Incident']);
    const [failed] = await outboxOf(OWNER);
    expect(failed).toMatchObject({
      state: 'failed',
      error: 'The end reading is below the start reading.',
    });

    await discard(failed!.seq!);
    expect(await states()).toEqual([['Incident', 'sent']]);
  });

  it('discards only failed actions', async () => {
    await enqueue(action('Arrived'));
    const [waiting] = await outboxOf(OWNER);
    await discard(waiting!.seq!);
    expect(await states()).toEqual([['Arrived', 'waiting']]);
  });

  it('forgets sent actions once a run sheet fetched after them shows them', async () => {
    await enqueue(action('Arrived'));
    await enqueue(action('Departed'));
    let clock = 1_000;
    const send = async () => {
      clock += 1_000;
    };
    await flush(OWNER, send, { now: () => clock });
    await enqueue(action('Incident'));

    await forgetSent(OWNER, 2_000);
    expect(await states()).toEqual([
      ['Departed', 'sent'],
      ['Incident', 'waiting'],
    ]);
    await forgetSent(OWNER, 3_000);
    expect(await states()).toEqual([['Incident', 'waiting']]);
  });

  it.each([400, 403, 404])(
    'takes a %i as final and goes on with the actions after it, of the same trip too',
    async (status) => {
      await enqueue(action('Trip started'));
      await enqueue(action('Arrived'));
      await enqueue(action('Picked up'));
      const server = recorder();
      const send = async (item: OutboxItem) => {
        if (item.label === 'Trip started') throw new ApiError(status, { detail: 'Refused.' }, 'Refused.');
        await server.send(item);
      };

      expect(await flush(OWNER, send)).toEqual({ sent: 2, retryIn: null });
      expect(server.got).toEqual(['Arrived', 'Picked up']);
      expect(await states()).toEqual([
        ['Trip started', 'failed'],
        ['Arrived', 'sent'],
        ['Picked up', 'sent'],
      ]);
    },
  );

  it('counts a send without an answer in time as no answer, and keeps the action for the next try', async () => {
    await enqueue(action('Arrived'));
    await enqueue(action('Departed'));
    const hanging = () => new Promise<void>(() => {});

    expect(await flush(OWNER, hanging, { answerWithinMs: 20 })).toEqual({ sent: 0, retryIn: 2_000 });
    expect(await states()).toEqual([
      ['Arrived', 'waiting'],
      ['Departed', 'waiting'],
    ]);
    const server = recorder();
    expect(await flush(OWNER, server.send)).toEqual({ sent: 2, retryIn: null });
    expect(server.got).toEqual(['Arrived', 'Departed']);
  });

  it('flushes under the browser’s lock when there is one, so two tabs never send at once', async () => {
    const held: string[] = [];
    const locks = {
      request: async (name: string, task: () => Promise<unknown>) => {
        held.push(name);
        return task();
      },
    };
    Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
    try {
      await enqueue(action('Arrived'));
      const server = recorder();
      expect(await flush(OWNER, server.send)).toEqual({ sent: 1, retryIn: null });
      expect(held).toEqual(['transport-admin-run-sheet-outbox']);
      expect(server.got).toEqual(['Arrived']);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
