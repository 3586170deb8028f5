import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createOutbox, OUTBOX_FILE, readOutbox } from './outbox';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ta-outbox-'));
  dirs.push(dir);
  return path.join(dir, 'data');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const silent = { info: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

describe('outbox', () => {
  it('appends one JSON line per message with channel, to, subject, text, code and sent_at', async () => {
    const dataDir = tempDir();
    const outbox = createOutbox(dataDir, silent, () => new Date('2025-03-04T05:06:07.000Z'));
    await outbox.send({
      channel: 'email',
      to: 'a@b.co',
      subject: 'Code',
      text: 'Your code is 123456.',
      code: '123456',
    });
    await outbox.send({
      channel: 'sms',
      to: '254712345678',
      subject: 'Invite',
      text: 'Use ABCD2345',
      code: 'ABCD2345',
    });
    const text = fs.readFileSync(path.join(dataDir, OUTBOX_FILE), 'utf8');
    const lines = text.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[0]).toBe(
      '{"channel":"email","to":"a@b.co","subject":"Code","text":"Your code is 123456.","code":"123456","sent_at":"2025-03-04T05:06:07.000Z"}',
    );
    expect(JSON.parse(lines[1]!)).toEqual({
      channel: 'sms',
      to: '254712345678',
      subject: 'Invite',
      text: 'Use ABCD2345',
      code: 'ABCD2345',
      sent_at: '2025-03-04T05:06:07.000Z',
    });
  });

  it('keeps the file readable by its owner only, since it holds live codes', async () => {
    const dataDir = tempDir();
    await createOutbox(dataDir, silent).send({ channel: 'email', to: 'a@b.co', subject: 's', text: 't' });
    expect(fs.statSync(path.join(dataDir, OUTBOX_FILE)).mode & 0o777).toBe(0o600);
  });

  it('reads back the latest messages, oldest first', async () => {
    const dataDir = tempDir();
    expect(await readOutbox(dataDir)).toEqual([]);
    const outbox = createOutbox(dataDir, silent);
    for (const to of ['1@x.co', '2@x.co', '3@x.co'])
      await outbox.send({ channel: 'email', to, subject: 's', text: 't' });
    expect((await readOutbox(dataDir, 2)).map((line) => line.to)).toEqual(['2@x.co', '3@x.co']);
    expect(await readOutbox(dataDir)).toHaveLength(3);
  });

  it('writes a keyed message once, whichever process repeats it', async () => {
    const dataDir = tempDir();
    const message = {
      channel: 'sms',
      to: '254712345678',
      subject: 's',
      text: 't',
      key: 'delivery-1',
    } as const;
    expect(await createOutbox(dataDir, silent).send(message)).toBe('outbox');
    // Another process (or this one after a crash) sending the same delivery again.
    const restarted = createOutbox(dataDir, silent);
    expect(await restarted.send(message)).toBe('outbox: delivery-1 written before');
    await Promise.all([restarted.send(message), restarted.send({ ...message, key: 'delivery-2' })]);
    expect((await readOutbox(dataDir)).map((line) => line.key)).toEqual(['delivery-1', 'delivery-2']);
  });
});
