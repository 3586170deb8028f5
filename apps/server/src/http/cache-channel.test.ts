import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openCacheChannel } from './cache-channel';

type Listener = { message(payload: string): void; gap(): void };

/** A channel on a database that only hears: `send` is a NOTIFY, `gap` a dropped LISTEN connection. */
async function channel() {
  let listener: Listener | undefined;
  let live = true;
  const database = {
    listen: async (_channel: string, heard: Listener) => {
      listener = heard;
      return {
        get live() {
          return live;
        },
        heardAll: async () => {},
        close: async () => {},
      };
    },
  } as unknown as Database;
  const opened = await openCacheChannel(database);
  let reads = 0;
  const read =
    (value: string, until = Date.now() + 60_000) =>
    async () => {
      reads++;
      return { value, until };
    };
  return {
    opened,
    read,
    reads: () => reads,
    send: (payload: string) => listener!.message(payload),
    gap: () => listener!.gap(),
    setLive: (value: boolean) => void (live = value),
  };
}

describe('a cache of the cache channel', () => {
  it('answers from memory until its key is named, and only that key', async () => {
    const c = await channel();
    const days = c.opened.cache<string>('school-day', 10);
    expect(await days('a', c.read('a1'))).toBe('a1');
    expect(await days('a', c.read('a2'))).toBe('a1');
    expect(await days('b', c.read('b1'))).toBe('b1');
    c.send('school-day:a');
    expect(await days('a', c.read('a3'))).toBe('a3');
    expect(await days('b', c.read('b2'))).toBe('b1');
    expect(c.reads()).toBe(3);
  });

  it('forgets every key on `*` and on a gap, and other kinds not at all', async () => {
    const c = await channel();
    const days = c.opened.cache<string>('school-day', 10);
    const sessions = c.opened.cache<string>('session', 10);
    await days('a', c.read('a1'));
    await sessions('s', c.read('s1'));
    c.send('school-day:*');
    expect(await days('a', c.read('a2'))).toBe('a2');
    expect(await sessions('s', c.read('s2'))).toBe('s1');
    c.gap();
    expect(await sessions('s', c.read('s3'))).toBe('s3');
  });

  it('keeps an entry until its time, and nothing while it cannot hear', async () => {
    const c = await channel();
    const days = c.opened.cache<string>('school-day', 10);
    await days('a', c.read('a1', Date.now() - 1));
    expect(await days('a', c.read('a2'))).toBe('a2');
    c.setLive(false);
    expect(await days('a', c.read('a3'))).toBe('a3');
    expect(await days('a', c.read('a4'))).toBe('a4');
  });

  it('shares one read among calls that miss together, and keeps no answer read before a change', async () => {
    const c = await channel();
    const days = c.opened.cache<string>('school-day', 10);
    let finish: (value: { value: string; until: number }) => void = () => {};
    const slow = () => new Promise<{ value: string; until: number }>((resolve) => (finish = resolve));
    const first = days('a', slow);
    const second = days('a', c.read('never'));
    finish({ value: 'a1', until: Date.now() + 60_000 });
    expect(await Promise.all([first, second])).toEqual(['a1', 'a1']);
    expect(c.reads()).toBe(0);

    c.send('school-day:a');
    const before = days('a', slow);
    c.send('school-day:a');
    // A call after the change does not wait for the read that began before it.
    expect(await days('a', c.read('a2'))).toBe('a2');
    finish({ value: 'stale', until: Date.now() + 60_000 });
    expect(await before).toBe('stale');
    expect(await days('a', c.read('a3'))).toBe('a2');
  });
});
