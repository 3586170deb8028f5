import { and, eq, sql } from 'drizzle-orm';
import { loadTranslators } from '@app/shared/i18n/translator';
import type { TestApp } from '../../../test/build-test-app';
import { signedInAs, type SignedIn } from '../../../test/factories';
import { users } from '../accounts/users.table';
import { employees } from '../employees/employees.table';
import type { Messenger, OutgoingMessage } from '../messages/messenger';
import { profiles, tenants } from '../tenants/tenants.table';
import { vehicles } from '../vehicles/vehicles.table';
import { documentDigests, documentReminders } from './document-digests.table';
import type { DigestSending } from './document-digest-sender';
import { documentTypes } from './document-types.table';
import { documents } from './documents.table';
import { runDocumentDigests } from './start-document-digests';

const DAY_MS = 86_400_000;
/** The day `days` after `day` (YYYY-MM-DD). */
export const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The instant `days` days and `hours` hours after `at`. */
export const later = (at: Date, days: number, hours = 0) =>
  new Date(at.getTime() + (days * 24 + hours) * 3_600_000);

let serial = 0;

/**
 * Schools with vehicles, employees and documents (all written straight into their tables), and the digest job run at an explicit instant with a messenger that records, or fails.
 */
export async function digestFixtures(t: TestApp) {
  const translators = await loadTranslators();
  const sent: OutgoingMessage[] = [];
  let failing: (() => string | undefined) | undefined;
  const messenger: Messenger = {
    async send(message) {
      const failure = failing?.();
      if (failure) throw new Error(failure);
      sent.push(message);
      return `id-${sent.length}`;
    },
  };
  const sending: DigestSending = {
    database: t.database,
    messenger,
    translators,
    documentsUrl: 'https://transport.example/fleet/documents',
    leaseMs: 60_000,
  };
  const fixtures = {
    sent,
    /** Every send fails with this answer while it returns one. */
    failWith(next: (() => string | undefined) | undefined) {
      failing = next;
    },
    /** A school in `zone` with an administrator who has an e-mail address. */
    async school(zone = 'Africa/Nairobi', language = 'en'): Promise<SignedIn> {
      const admin = await signedInAs(t);
      await t.database.db
        .update(tenants)
        .set({ time_zone: zone, default_language: language })
        .where(eq(tenants.id, admin.tenantId));
      return admin;
    },
    /** Another profile of the school, of `role`, whose account has an e-mail address or a phone only. */
    async member(school: SignedIn, role: number, contact: 'email' | 'phone'): Promise<string> {
      const n = ++serial;
      const email = `member-${n}-${school.tenantId.slice(0, 8)}@example.test`;
      const [user] = await t.database.db
        .insert(users)
        .values({
          ...(contact === 'email' ? { email } : { phone: `2547${String(10_000_000 + n)}` }),
          first_name: 'Member',
          last_name: 'Of Staff',
        })
        .returning({ id: users.id });
      await t.database.db.insert(profiles).values({
        tenant_id: school.tenantId,
        user_id: user!.id,
        profile_type: Math.floor(role / 100) * 100,
        role_id: role,
      });
      return email;
    },
    /** The school's only profile, its first administrator, made a transport manager. */
    async demote(school: SignedIn) {
      await t.database.db
        .update(profiles)
        .set({ role_id: 200, profile_type: 200 })
        .where(eq(profiles.tenant_id, school.tenantId));
    },
    async vehicle(school: SignedIn, registration_number: string) {
      const [row] = await t.database.db
        .insert(vehicles)
        .values({
          tenant_id: school.tenantId,
          registration_number,
          code: `BUS-${++serial}`,
          max_capacity: 40,
        })
        .returning({ id: vehicles.id });
      return row!.id;
    },
    async employee(school: SignedIn, first_name: string, last_name: string) {
      const [row] = await t.database.db
        .insert(employees)
        .values({
          tenant_id: school.tenantId,
          staff_number: `ST-${++serial}`,
          first_name,
          last_name,
          gender: 1,
          date_of_birth: '1985-04-12',
        })
        .returning({ id: employees.id });
      return row!.id;
    },
    async type(school: SignedIn, applies_to: 'vehicle' | 'employee', title = `Permit ${++serial}`) {
      const [type] = await t.database.db
        .insert(documentTypes)
        .values({ tenant_id: school.tenantId, applies_to, title })
        .returning({ id: documentTypes.id });
      return type!.id;
    },
    async document(
      school: SignedIn,
      owner: { vehicle: string } | { employee: string },
      type: string,
      expires_on: string,
      number = '',
    ) {
      const [row] = await t.database.db
        .insert(documents)
        .values({
          tenant_id: school.tenantId,
          document_type_id: type,
          owner_kind: 'vehicle' in owner ? 'vehicle' : 'employee',
          vehicle_id: 'vehicle' in owner ? owner.vehicle : null,
          employee_id: 'employee' in owner ? owner.employee : null,
          number,
          expires_on,
        })
        .returning({ id: documents.id });
      return row!.id;
    },
    /** A renewal as the office records it: the document's new expiry date. */
    async renew(school: SignedIn, id: string, expires_on: string) {
      await t.database.db
        .update(documents)
        .set({ expires_on })
        .where(and(eq(documents.tenant_id, school.tenantId), eq(documents.id, id)));
    },
    /**
     * The job as the server runs it, at `now`: how many digests it prepared and sent (of every school
     * of the file), and what it e-mailed to the addresses given (the schools' of the test).
     */
    async run(now: Date, ...to: string[]) {
      const before = sent.length;
      const counts = await runDocumentDigests(sending, now);
      const emails = sent.slice(before).filter((message) => to.includes(message.to));
      return { ...counts, emails };
    },
    /** The school's reminders: which document at which threshold, on which day. */
    reminders: (school: SignedIn) =>
      t.database.db
        .select({
          document: documentReminders.document_id,
          threshold: documentReminders.threshold_days,
          on: documentReminders.digest_on,
        })
        .from(documentReminders)
        .where(eq(documentReminders.tenant_id, school.tenantId))
        .orderBy(
          documentReminders.digest_on,
          documentReminders.threshold_days,
          documentReminders.document_id,
        ),
    /** The school's digests with their delivery. */
    digests: (school: SignedIn) =>
      t.database.db
        .select()
        .from(documentDigests)
        .where(eq(documentDigests.tenant_id, school.tenantId))
        .orderBy(documentDigests.digest_on, sql`${documentDigests.email}`),
  };
  return fixtures;
}
