import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { lastCodeTo, newEmail, registration } from './accounts.test-helpers';

// Logs never hold passwords, password hashes, codes or tokens: the trial found a failing register
// that logged the e-mail and the argon2 hash. Every line the server writes is kept here.
const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { logger: { level: 'trace', stream: logStream } });
});
afterAll(() => t.close());

/** `secret` written anywhere in the log, as a whole (a code is not part of a longer number). */
function logged(secret: string): boolean {
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w.])${escaped}(?![\\w.])`).test(lines.join('\n'));
}

it('writes no password, hash, code or token, also when a register or a reset fails', async () => {
  const user = await createUser(t);
  const secrets: string[] = [TEST_PASSWORD, user.password_hash!];

  const signedIn = await t.request('POST', '/user/login/', {
    body: { email: user.email, password: TEST_PASSWORD },
  });
  expect(signedIn.status).toBe(200);
  secrets.push(signedIn.body.access, signedIn.body.refresh);
  const renewed = await t.request('POST', '/user/token/refresh/', {
    body: { refresh: signedIn.body.refresh },
  });
  expect(renewed.status).toBe(200);
  secrets.push(renewed.body.access, renewed.body.refresh);
  expect(
    (await t.request('POST', '/user/login/', { body: { email: user.email, password: 'Wrong-pass-1' } }))
      .status,
  ).toBe(400);
  secrets.push('Wrong-pass-1');

  expect((await t.request('POST', '/user/password/reset/', { body: { email: user.email } })).status).toBe(
    200,
  );
  const resetCode = lastCodeTo(t, user.email);
  secrets.push(resetCode);

  // From here on the users table refuses every change, so register and reset fail inside the database.
  await t.database.db.execute(sql`
    create function refuse_user_changes() returns trigger language plpgsql as $$
    begin raise exception 'users are read-only in this test'; end $$`);
  await t.database.db.execute(sql`
    create trigger users_read_only before insert or update on users
    for each row execute function refuse_user_changes()`);

  const registerPassword = 'Register-pass-77';
  const failedRegister = await t.request('POST', '/user/register/', {
    body: registration(newEmail(), { password: registerPassword, password2: registerPassword }),
  });
  expect(failedRegister.status).toBe(500);
  secrets.push(registerPassword);

  const resetPassword = 'Reset-pass-88';
  const failedReset = await t.request('POST', '/user/password/reset/confirm/', {
    body: { email: user.email, code: resetCode, new_password1: resetPassword, new_password2: resetPassword },
  });
  expect(failedReset.status).toBe(500);
  secrets.push(resetPassword);

  const log = lines.join('\n');
  expect(log).toContain('users are read-only in this test');
  expect(log).not.toContain('$argon2');
  expect(secrets.filter(logged)).toEqual([]);
});
