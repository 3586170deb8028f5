import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './build-test-app';

let t: TestApp;
let log = '';
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  t = await startTestApp({}, { logger: { level: 'info', stream } });
});
afterAll(() => t.close());

describe('logs', () => {
  it('never hold credential headers or secret body fields, wherever a request is logged', () => {
    log = '';
    const secrets = {
      password: 'secret-1',
      password2: 'secret-2',
      new_password1: 'secret-3',
      new_password2: 'secret-4',
      admin_password: 'secret-5',
      token: 'secret-6',
      access: 'secret-7',
      refresh: 'secret-8',
      code: 'secret-9',
    };
    t.app.log.info({
      req: {
        headers: { authorization: 'Bearer secret-a', cookie: 'sid=secret-b', 'x-operator-key': 'secret-c' },
        body: secrets,
      },
      body: secrets,
      input: secrets,
    });
    expect(log).toContain('[redacted]');
    expect(log).not.toMatch(/secret-/);
  });

  it('keep an outbox code out of the log (it stays in the outbox file)', () => {
    log = '';
    t.app.log.info({
      outbox: { to: 'a@b.example', subject: 'Your code', text: 'Code 123456', code: '123456' },
    });
    expect(log).toContain('a@b.example');
    expect(log).not.toContain('123456');
  });

  it('name a failed query by its PostgreSQL code and message, never its parameters', async () => {
    // The users table gone: sign-in's query fails with the e-mail among its parameters.
    await t.database.db.execute(sql`alter table users rename to users_gone`);
    log = '';
    const email = 'private.person@example.test';
    const response = await t.request('POST', '/user/login/', { body: { email, password: 'a-password-123' } });
    expect(response.status).toBe(500);
    const lines = log
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.find((line) => line.msg === 'database query failed')?.db).toMatchObject({ code: '42P01' });
    expect(log).not.toContain(email);
    expect(log).not.toContain('a-password-123');
    expect(log).not.toMatch(/params:/);
  });
});
