import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTranslators } from '@app/shared/i18n/translator';
import { GUARDIAN_NOTICES_ROUTE } from '@app/shared/notices/delivery-log.schemas';
import { DELIVERY_STATUS, NOTICE_CHANNEL } from '@app/shared/notices/notice-codes';
import { startTestApp } from '../../../test/build-test-app';
import { signedInAs } from '../../../test/factories';
import { queryRows } from '../../db/query-rows';
import { invitations } from '../../db/schema';
import type { Messenger } from '../messages/messenger';
import { bulkFixtures } from '../tenants/bulk-invitations.test-helpers';
import { derivedInviteCode, INVITE_TTL_DAYS } from '../tenants/invitation-codes';
import { deliverNotice } from './deliver-notice';
import { startNoticeSenders } from './notice-senders';
import { deliveryRows, makeDue } from './notices.test-helpers';

// Issue 23 §1, ADR 022: a bulk invitation's SMS or e-mail waits in the queue (and may be retried an
// hour later); by then the invitation may have been accepted, withdrawn or have expired, and its
// code no longer works: it is not sent, and the delivery fails for good with why.
const t = await startTestApp({ NOTICE_SEND_CONCURRENCY: '0' });
afterAll(() => t.close());
const admin = await signedInAs(t);
const db = t.database.db;
const fixtures = bulkFixtures(t);
const groups = await fixtures.school(admin);
const route = { id: groups.route, stop: groups.stop };
const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;
const translators = await loadTranslators();

/** Phones whose SMS the provider refuses, for a try that is retried later. */
const refused = new Set<string>();
const messenger: Messenger = {
  send: async (message) => {
    if (refused.has(message.to)) throw new Error('provider unavailable');
    return t.app.messenger.send(message);
  },
};

/** The app's senders with its real wording and codes, run until the queue is empty. */
async function sendQueued() {
  const running = await startNoticeSenders({
    database: t.database,
    deliver: deliverNotice({
      messenger,
      push: { publicKey: () => '', push: async () => ({ pushed: 0, gone: [], errors: [] }) },
      translators,
      forget: async () => undefined,
      invitations: {
        code: (id) => derivedInviteCode(t.app.tokens, id),
        url: `${t.url}/family`,
        days: INVITE_TTL_DAYS,
      },
    }),
    log: silent,
    concurrency: 8,
    leaseMs: 60_000,
    pollMs: 60_000,
  });
  try {
    await expect.poll(async () => (await claimedLeft()).length, { timeout: 10_000 }).toBe(0);
  } finally {
    await running.close();
  }
}

/** Deliveries still queued and due now (a retry waits, and is not counted). */
const claimedLeft = () =>
  queryRows<{ id: string }>(
    db,
    sql`select id from notice_deliveries
         where tenant_id = ${admin.tenantId} and status = ${DELIVERY_STATUS.queued} and next_attempt_at <= now()`,
  );

/** The guardian's invitation and its notice's deliveries (SMS first). */
async function invitationOf(guardianId: string) {
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tenant_id, admin.tenantId), eq(invitations.person_id, guardianId)));
  const deliveries = await queryRows<{ id: string }>(
    db,
    sql`select d.id from notice_deliveries d join notices n on n.tenant_id = d.tenant_id and n.id = d.notice_id
         where n.tenant_id = ${admin.tenantId} and n.guardian_id = ${guardianId} order by d.channel`,
  );
  return { invitation: invitation!, deliveryIds: deliveries.map((row) => row.id) };
}

describe('a queued invitation that has ended meanwhile', () => {
  it('is not sent when accepted, expired or withdrawn, and fails for good with why', async () => {
    const [accepted, expired, withdrawn, pending] = [
      await fixtures.people.guardian(admin, { email: 'accepted@example.test' }),
      await fixtures.people.guardian(admin),
      await fixtures.people.guardian(admin),
      await fixtures.people.guardian(admin, { email: 'pending@example.test' }),
    ];
    await fixtures.family(admin, { route }, [accepted.id, expired.id]);
    await fixtures.family(admin, { route }, [withdrawn.id, pending.id]);
    expect((await fixtures.invite(admin, { route_id: groups.route })).body).toMatchObject({ invited: 4 });

    // The first guardian signs in with the code (told another way: read out at the office).
    const first = await invitationOf(accepted.id);
    const signedIn = await t.request('POST', '/user/login/phone/verify/', {
      body: { phone: accepted.mobile_number, code: derivedInviteCode(t.app.tokens, first.invitation.id) },
      headers: { 'x-forwarded-for': '203.0.113.81' },
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    await db
      .update(invitations)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(and(eq(invitations.tenant_id, admin.tenantId), eq(invitations.person_id, expired.id)));
    await db
      .delete(invitations)
      .where(and(eq(invitations.tenant_id, admin.tenantId), eq(invitations.person_id, withdrawn.id)));

    await sendQueued();

    const ended = [accepted, expired, withdrawn].map((g) => [g.mobile_number, g.email]).flat();
    expect(t.messages.filter((m) => ended.includes(m.to))).toEqual([]);
    const sentTo = t.messages.filter((m) => m.to === pending.mobile_number || m.to === pending.email);
    expect(sentTo.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const code = derivedInviteCode(t.app.tokens, (await invitationOf(pending.id)).invitation.id);
    expect(sentTo.find((m) => m.channel === 'sms')?.text.endsWith(code)).toBe(true);

    const outcome = async (guardianId: string) =>
      (await deliveryRows(db, (await invitationOf(guardianId)).deliveryIds)).map((row) => ({
        status: row.status,
        attempts: row.attempts,
        answer: row.provider_answer,
      }));
    const failed = (answer: string) => ({ status: DELIVERY_STATUS.failed, attempts: 1, answer });
    expect(await outcome(accepted.id)).toEqual([
      failed('the invitation was accepted'),
      failed('the invitation was accepted'),
    ]);
    expect(await outcome(expired.id)).toEqual([failed('the invitation has expired')]);
    expect(await outcome(withdrawn.id)).toEqual([failed('the invitation was withdrawn')]);
    expect((await outcome(pending.id)).map((row) => row.status)).toEqual([
      DELIVERY_STATUS.sent,
      DELIVERY_STATUS.sent,
    ]);

    // The office's delivery log says why.
    const log = await t.request('GET', GUARDIAN_NOTICES_ROUTE.replace(':id', expired.id), admin.auth);
    expect(log.status).toBe(200);
    expect(log.body.results[0].deliveries).toEqual([
      expect.objectContaining({
        channel: NOTICE_CHANNEL.sms,
        status: DELIVERY_STATUS.failed,
        provider_answer: 'the invitation has expired',
      }),
    ]);
  });

  it('is not sent on a retry after the invitation was accepted', async () => {
    const guardian = await fixtures.people.guardian(admin);
    await fixtures.family(admin, { period: groups.period, stream: groups.east }, [guardian.id]);
    expect((await fixtures.invite(admin, { stream_id: groups.east })).body).toMatchObject({ invited: 1 });
    const { invitation, deliveryIds } = await invitationOf(guardian.id);

    // The provider refuses the first try: it waits for its retry.
    refused.add(guardian.mobile_number);
    await sendQueued();
    expect(await deliveryRows(db, deliveryIds)).toEqual([
      expect.objectContaining({ status: DELIVERY_STATUS.queued, attempts: 1 }),
    ]);
    refused.delete(guardian.mobile_number);

    const signedIn = await t.request('POST', '/user/login/phone/verify/', {
      body: { phone: guardian.mobile_number, code: derivedInviteCode(t.app.tokens, invitation.id) },
      headers: { 'x-forwarded-for': '203.0.113.82' },
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    await makeDue(db, deliveryIds);
    await sendQueued();

    expect(t.messages.filter((m) => m.to === guardian.mobile_number)).toEqual([]);
    expect(await deliveryRows(db, deliveryIds)).toEqual([
      expect.objectContaining({
        status: DELIVERY_STATUS.failed,
        attempts: 2,
        provider_answer: 'the invitation was accepted',
      }),
    ]);
  });
});
