import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { DIGEST_MAX_ATTEMPTS, digestRetryWaitSeconds } from './document-digest-queue';
import { digestFixtures, plusDays } from './document-digest.test-helpers';

// Sending the documents digest (issue 25 §3): a failed send is tried again after growing waits, not
// before; a digest is given up after its last try and says why; a retry that succeeds is sent once.
let t: TestApp;
let f: Awaited<ReturnType<typeof digestFixtures>>;
beforeAll(async () => {
  t = await startTestApp({ DOCUMENT_DIGEST_POLL_SECONDS: '0' });
  f = await digestFixtures(t);
});
afterAll(() => t.close());

const MORNING = new Date('2026-06-01T04:00:00Z');
const after = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/** A school whose digest of MORNING is due, and what runs of the job at given instants did. */
async function schoolWithDigest() {
  const school = await f.school();
  const type = await f.type(school, 'vehicle');
  await f.document(school, { vehicle: await f.vehicle(school, 'KDE 404D') }, type, plusDays('2026-06-01', 7));
  return { school, run: (at: Date) => f.run(at, school.email) };
}

describe('document digest: sending', () => {
  it('waits 5, 10, 20 and 40 minutes after the first four failures', () => {
    expect([1, 2, 3, 4].map((attempt) => digestRetryWaitSeconds(attempt) / 60)).toEqual([5, 10, 20, 40]);
  });

  it('waits longer after each failure, then gives up after the last try and says why', async () => {
    const { school, run } = await schoolWithDigest();
    let tries = 0;
    f.failWith(() => `SMTP 451 try ${++tries}`);
    try {
      let at = MORNING;
      for (let attempt = 1; attempt <= DIGEST_MAX_ATTEMPTS; attempt++) {
        expect((await run(at)).emails).toEqual([]);
        const [digest] = await f.digests(school);
        expect(digest).toMatchObject({
          attempts: attempt,
          sent_at: null,
          provider_answer: `SMTP 451 try ${tries}`,
        });
        if (attempt === DIGEST_MAX_ATTEMPTS) {
          expect(digest!.gave_up_at).toEqual(at);
          break;
        }
        expect(digest!.gave_up_at).toBeNull();
        const wait = digestRetryWaitSeconds(attempt);
        expect(digest!.next_attempt_at).toEqual(after(at, wait));
        // A second before the wait is over: not tried.
        const triesBefore = tries;
        await run(after(at, wait - 1));
        expect(tries).toBe(triesBefore);
        at = after(at, wait);
      }
      // Given up: no more tries, whenever the job runs.
      const triesAtEnd = tries;
      await run(after(at, 86_400));
      expect(tries).toBe(triesAtEnd);
    } finally {
      f.failWith(undefined);
    }
  });

  it('sends a digest whose first try failed on its retry, once', async () => {
    const { school, run } = await schoolWithDigest();
    f.failWith(() => 'connection reset');
    expect((await run(MORNING)).emails).toEqual([]);
    f.failWith(undefined);
    const retried = await run(after(MORNING, digestRetryWaitSeconds(1)));
    expect(retried.emails).toHaveLength(1);
    expect(retried.emails[0]).toMatchObject({
      to: school.email,
      key: expect.stringMatching(/^document-digest:/),
    });
    const [digest] = await f.digests(school);
    expect(digest).toMatchObject({ attempts: 2, gave_up_at: null });
    expect(digest!.sent_at).toEqual(after(MORNING, digestRetryWaitSeconds(1)));
    expect(digest!.provider_answer).toMatch(/^id-\d+$/);
    expect((await run(after(MORNING, 86_400))).emails).toEqual([]);
  });
});

describe('document digest: in the server process', () => {
  it('runs by itself every DOCUMENT_DIGEST_POLL_SECONDS and stops with the app', async () => {
    const app = await startTestApp({ DOCUMENT_DIGEST_POLL_SECONDS: '0.2' });
    try {
      const own = await digestFixtures(app);
      // A zone where it is about noon now (Etc/GMT-3 is UTC+3), so that its day has begun.
      const offset = 12 - new Date().getUTCHours();
      const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
      const localToday = new Date(Date.now() + offset * 3_600_000).toISOString().slice(0, 10);
      const school = await own.school(zone);
      const type = await own.type(school, 'employee', 'Medical Certificate');
      const nurse = await own.employee(school, 'Akinyi', 'Wafula');
      await own.document(school, { employee: nurse }, type, plusDays(localToday, 10));
      await expect
        .poll(() => app.messages.filter((message) => message.to === school.email).length, { timeout: 15_000 })
        .toBe(1);
      expect(app.messages.find((message) => message.to === school.email)!.text).toContain(
        'Employee Akinyi Wafula: Medical Certificate, expires',
      );
    } finally {
      await app.close();
    }
  });
});
