import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@app/shared/accounts/roles';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { digestFixtures, later, plusDays } from './document-digest.test-helpers';

// The administrators' daily documents digest (issue 25 §3): which documents each day's digest lists
// (30, 14 and 7 days before expiry, once each), who gets it, each school its own, and when a school's
// day starts. The job is driven at explicit instants; the app's own timer is off.
let t: TestApp;
let f: Awaited<ReturnType<typeof digestFixtures>>;
beforeAll(async () => {
  t = await startTestApp({ DOCUMENT_DIGEST_POLL_SECONDS: '0' });
  f = await digestFixtures(t);
});
afterAll(() => t.close());

// 07:00 in Nairobi (UTC+3) on June 1, 2026.
const MORNING = new Date('2026-06-01T04:00:00Z');
const TODAY = '2026-06-01';

describe('document digest: thresholds', () => {
  it('reminds each document once at 30, 14 and 7 days, the smallest reached; never an expired one', async () => {
    const school = await f.school();
    const bus = await f.vehicle(school, 'KDA 501A');
    const driver = await f.employee(school, 'Grace', 'Atieno');
    const inspection = await f.type(school, 'vehicle', 'Inspection Certificate');
    const licence = await f.type(school, 'employee', 'Driving Licence');
    const days = (n: number) => plusDays(TODAY, n);
    const docs = {
      far: await f.document(school, { vehicle: bus }, inspection, days(40)),
      at30: await f.document(school, { vehicle: bus }, inspection, days(30), 'NTSA-30'),
      at20: await f.document(school, { employee: driver }, licence, days(20)),
      at10: await f.document(school, { employee: driver }, licence, days(10), 'DL-10'),
      at7: await f.document(school, { vehicle: bus }, inspection, days(7)),
      today: await f.document(school, { vehicle: bus }, inspection, days(0)),
      expired: await f.document(school, { vehicle: bus }, inspection, days(-1)),
    };

    const run = (now: Date) => f.run(now, school.email);
    const first = await run(MORNING);
    expect(first.emails).toHaveLength(1);
    const email = first.emails[0]!;
    expect(email).toMatchObject({ channel: 'email', to: school.email });
    expect(email.subject).toMatch(/^5 documents of School \w+ to renew$/);
    const lines = email.text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toEqual([
      '- Vehicle KDA 501A: Inspection Certificate, expires June 1, 2026 (today)',
      '- Vehicle KDA 501A: Inspection Certificate, expires June 8, 2026 (in 7 days)',
      '- Employee Grace Atieno: Driving Licence no. DL-10, expires June 11, 2026 (in 10 days)',
      '- Employee Grace Atieno: Driving Licence, expires June 21, 2026 (in 20 days)',
      '- Vehicle KDA 501A: Inspection Certificate no. NTSA-30, expires July 1, 2026 (in 30 days)',
    ]);
    expect(email.text).toContain('https://transport.example/fleet/documents');
    const byDocument = (rows: { document: string; threshold: number; on: string }[]) =>
      Object.fromEntries(rows.map((row) => [row.document, [row.threshold, row.on]]));
    expect(byDocument(await f.reminders(school))).toEqual({
      [docs.today]: [7, TODAY],
      [docs.at7]: [7, TODAY],
      [docs.at10]: [14, TODAY],
      [docs.at20]: [30, TODAY],
      [docs.at30]: [30, TODAY],
    });
    expect(await f.reminders(school)).toHaveLength(5);

    // Later the same day, and again: nothing new, no second e-mail.
    expect((await run(later(MORNING, 0, 5))).emails).toEqual([]);
    expect((await run(later(MORNING, 0, 9))).emails).toEqual([]);
    // The next day: every document is still at the threshold it was reminded at.
    expect((await run(later(MORNING, 1))).emails).toEqual([]);
    expect(await f.digests(school)).toHaveLength(1);

    // Day 6: the 20-day licence reaches 14 days and the 10-day one 7 (at 4 days left); only they.
    const sixth = await run(later(MORNING, 6));
    expect(sixth.emails).toHaveLength(1);
    expect(sixth.emails[0]!.text.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      '- Employee Grace Atieno: Driving Licence no. DL-10, expires June 11, 2026 (in 4 days)',
      '- Employee Grace Atieno: Driving Licence, expires June 21, 2026 (in 14 days)',
    ]);
    expect(sixth.emails[0]!.subject).toMatch(/^2 documents of /);
    // Day 10: the far one reaches 30 days (the 30-day one is at 20: nothing for it).
    const tenth = await run(later(MORNING, 10));
    expect(tenth.emails[0]!.text.split('\n').filter((line) => line.startsWith('- '))).toEqual([
      '- Vehicle KDA 501A: Inspection Certificate, expires July 11, 2026 (in 30 days)',
    ]);
    const remindedOf = (id: string) =>
      f
        .reminders(school)
        .then((rows) => rows.filter((row) => row.document === id).map((row) => row.threshold));
    expect(await remindedOf(docs.expired)).toEqual([]);
    expect(await remindedOf(docs.at20)).toEqual([30, 14]);
    expect(await remindedOf(docs.at10)).toEqual([14, 7]);
  });

  it('reminds a renewed document again, for its new expiry date', async () => {
    const school = await f.school();
    const bus = await f.vehicle(school, 'KDB 777B');
    const insurance = await f.type(school, 'vehicle', 'Insurance');
    const policy = await f.document(school, { vehicle: bus }, insurance, plusDays(TODAY, 5));
    expect((await f.run(MORNING, school.email)).emails[0]!.text).toContain(
      'expires June 6, 2026 (in 5 days)',
    );

    // Renewed the next day, but only to a date 25 days away: its 30-day reminder of the new date.
    await f.renew(school, policy, plusDays(TODAY, 26));
    const next = await f.run(later(MORNING, 1), school.email);
    expect(next.emails).toHaveLength(1);
    expect(next.emails[0]!.text).toContain('expires June 27, 2026 (in 25 days)');
    expect((await f.reminders(school)).map((row) => [row.threshold, row.on])).toEqual([
      [7, TODAY],
      [30, plusDays(TODAY, 1)],
    ]);
  });
});

describe('document digest: recipients', () => {
  it('e-mails every administrator with an address, each school only its own documents', async () => {
    const schoolA = await f.school();
    const secondAdmin = await f.member(schoolA, ROLE_IDS.schoolAdministrator, 'email');
    await f.member(schoolA, ROLE_IDS.schoolAdministrator, 'phone');
    const manager = await f.member(schoolA, ROLE_IDS.transportManager, 'email');
    const schoolB = await f.school();
    const typeA = await f.type(schoolA, 'vehicle');
    const typeB = await f.type(schoolB, 'vehicle');
    await f.document(schoolA, { vehicle: await f.vehicle(schoolA, 'KAA 111A') }, typeA, plusDays(TODAY, 3));
    await f.document(schoolB, { vehicle: await f.vehicle(schoolB, 'KBB 222B') }, typeB, plusDays(TODAY, 12));

    const run = await f.run(MORNING, schoolA.email, secondAdmin, manager, schoolB.email);
    const to = (email: string) => run.emails.filter((message) => message.to === email);
    expect(run.emails.map((message) => message.to).sort()).toEqual(
      [schoolA.email, secondAdmin, schoolB.email].sort(),
    );
    for (const message of [...to(schoolA.email), ...to(secondAdmin)]) {
      expect(message.text).toContain('KAA 111A');
      expect(message.text).not.toContain('KBB 222B');
    }
    expect(to(schoolB.email)[0]!.text).toContain('KBB 222B');
    expect(to(schoolB.email)[0]!.text).not.toContain('KAA 111A');
    expect(await f.digests(schoolA)).toHaveLength(2);
  });

  it('records the reminders of a school without an administrator to e-mail, and sends nothing', async () => {
    const school = await f.school();
    const type = await f.type(school, 'employee');
    await f.document(
      school,
      { employee: await f.employee(school, 'Juma', 'Omondi') },
      type,
      plusDays(TODAY, 2),
    );
    await f.demote(school);
    const run = await f.run(MORNING, school.email);
    expect(run.emails).toEqual([]);
    expect(await f.reminders(school)).toHaveLength(1);
    expect(await f.digests(school)).toEqual([]);
  });

  it("words the digest in the administrator's language, else the school's", async () => {
    const school = await f.school('Africa/Nairobi', 'sw');
    const type = await f.type(school, 'vehicle', 'Bima');
    await f.document(
      school,
      { vehicle: await f.vehicle(school, 'KCC 333C') },
      type,
      plusDays(TODAY, 14),
      'B-1',
    );
    const [email] = (await f.run(MORNING, school.email)).emails;
    expect(email!.subject).toMatch(/^Hati 1 za School \w+ za kusasishwa$/);
    expect(email!.text).toContain(
      '- Gari KCC 333C: Bima nambari B-1, inaisha 15 Juni 2026 (baada ya siku 14)',
    );
  });
});

describe("document digest: the school's clock", () => {
  it("prepares a school's digest once its own clock has passed 06:00, on its own date", async () => {
    const schoolIn = async (zone: string) => {
      const school = await f.school(zone);
      const type = await f.type(school, 'vehicle');
      const vehicle = await f.vehicle(school, `ZN ${school.tenantId.slice(0, 6)}`);
      await f.document(school, { vehicle }, type, '2026-06-08');
      return school;
    };
    const recipients = async (at: string, ...schools: { email: string }[]) =>
      (await f.run(new Date(at), ...schools.map((school) => school.email))).emails.map(
        (message) => message.to,
      );
    const nairobi = await schoolIn('Africa/Nairobi');
    // 05:59 in Nairobi: not yet; 06:00: its digest, 7 days before June 8.
    expect(await recipients('2026-06-01T02:59:00Z', nairobi)).toEqual([]);
    expect(await recipients('2026-06-01T03:00:00Z', nairobi)).toEqual([nairobi.email]);
    const newYork = await schoolIn('America/New_York');
    expect(await recipients('2026-06-01T09:59:00Z', nairobi, newYork)).toEqual([]);
    expect(await recipients('2026-06-01T10:00:00Z', nairobi, newYork)).toEqual([newYork.email]);
    // 21:00 on June 1 in UTC is 06:00 on June 2 in Tokyo: its date, 6 days before (the 7-day reminder).
    const tokyo = await schoolIn('Asia/Tokyo');
    expect(await recipients('2026-06-01T20:59:00Z', nairobi, newYork, tokyo)).toEqual([]);
    const [email] = (await f.run(new Date('2026-06-01T21:00:00Z'), tokyo.email)).emails;
    expect(email!.text).toContain('expires June 8, 2026 (in 6 days)');
    expect((await f.reminders(newYork)).map((row) => [row.threshold, row.on])).toEqual([[7, '2026-06-01']]);
    expect((await f.reminders(tokyo)).map((row) => [row.threshold, row.on])).toEqual([[7, '2026-06-02']]);
  });
});
