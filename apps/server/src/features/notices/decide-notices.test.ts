import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTICE_CHANNEL, NOTICE_KIND } from '@app/shared/notices/notice-codes';
import { appWithSchool } from '../../../test/factories';
import { familyFixtures } from '../family/family.test-helpers';
import { zoneClock } from '../trip-events/trips.test-helpers';
import { decideNotices, NOTICE_DELIVERIES_CHANNEL, type NoticeDecision } from './decide-notices';
import { guardianNoticeSettings, noticeDeliveries, notices, pushSubscriptions } from './notices.table';

// Deciding a notice (ADR 022): once per guardian, trip, stop and kind; a delivery per channel the
// guardian gets, none in their quiet hours; the senders told at commit.
const { t, school } = await appWithSchool();
const f = familyFixtures(t);
const db = t.database.forSchool(school.tenantId);
const decide = (decisions: NoticeDecision[]) =>
  db.transaction((tx) => decideNotices({ db: tx, tenantId: school.tenantId }, decisions));

async function scene(body: Record<string, unknown> = {}) {
  const guardian = await f.guardian(school, {
    email: `g-${crypto.randomUUID().slice(0, 6)}@example.test`,
    ...body,
  });
  const trip = await f.trips.trip(school);
  const decision: NoticeDecision = {
    guardian_id: guardian.guardian,
    kind: NOTICE_KIND.pickedUp,
    trip_id: trip.id,
    trip_stop_id: trip.stops[0]!.id,
    payload: { students: ['Amani'], stop: trip.stops[0]!.title, route: 'Route', time: '07:12' },
  };
  return { guardian, trip, decision };
}
const deliveriesOf = async (guardian: string) => {
  const made = await t.database.db.select().from(notices).where(eq(notices.guardian_id, guardian));
  if (made.length === 0) return { made, deliveries: [] };
  const deliveries = await t.database.db
    .select()
    .from(noticeDeliveries)
    .where(
      inArray(
        noticeDeliveries.notice_id,
        made.map((notice) => notice.id),
      ),
    );
  return { made, deliveries };
};
const settings = (guardian: string, values: Partial<typeof guardianNoticeSettings.$inferInsert>) =>
  t.database.db
    .insert(guardianNoticeSettings)
    .values({ tenant_id: school.tenantId, guardian_id: guardian, ...values });

describe('decideNotices', () => {
  it('queues SMS to the record’s number by default: no push without a subscription, no e-mail unless asked', async () => {
    const { guardian, decision } = await scene();
    expect(await decide([decision])).toEqual({ notices: 1, deliveries: 1 });
    const { made, deliveries } = await deliveriesOf(guardian.guardian);
    expect(made).toEqual([
      expect.objectContaining({ kind: NOTICE_KIND.pickedUp, payload: decision.payload }),
    ]);
    const record = (await t.request<any>('GET', `/guardians/${guardian.guardian}/`, school.auth)).body;
    expect(deliveries).toEqual([
      expect.objectContaining({ channel: NOTICE_CHANNEL.sms, recipient: record.mobile_number }),
    ]);
  });

  it('queues push when one of the guardian’s accounts subscribed, and e-mail when they asked for it', async () => {
    const { guardian, decision } = await scene();
    await t.database.db.insert(pushSubscriptions).values({
      user_id: guardian.userId,
      endpoint: `https://push.example/${crypto.randomUUID()}`,
      p256dh: 'k',
      auth: 'a',
    });
    await settings(guardian.guardian, { email: true, sms: false });
    expect(await decide([decision])).toEqual({ notices: 1, deliveries: 2 });
    const { deliveries } = await deliveriesOf(guardian.guardian);
    expect(deliveries.map((row) => row.channel).sort()).toEqual([NOTICE_CHANNEL.push, NOTICE_CHANNEL.email]);
    expect(deliveries.find((row) => row.channel === NOTICE_CHANNEL.email)!.recipient).toMatch(
      /@example\.test$/,
    );
  });

  it('decides each notice once: the same decision again, or twice in one call, makes nothing more', async () => {
    const { guardian, decision } = await scene();
    expect(await decide([decision, decision])).toEqual({ notices: 1, deliveries: 1 });
    expect(await decide([decision])).toEqual({ notices: 0, deliveries: 0 });
    // Another kind for the same stop is another notice.
    expect(await decide([{ ...decision, kind: NOTICE_KIND.droppedOff }])).toEqual({
      notices: 1,
      deliveries: 1,
    });
    const { made, deliveries } = await deliveriesOf(guardian.guardian);
    expect(made).toHaveLength(2);
    expect(deliveries).toHaveLength(2);
  });

  it('decides but delivers nothing inside quiet hours, also across midnight; outside them it delivers', async () => {
    const clock = zoneClock('UTC');
    const minutes = Number(clock.slice(11, 13)) * 60 + Number(clock.slice(14, 16));
    const at = (offset: number) => {
      const m = (((minutes + offset) % 1440) + 1440) % 1440;
      return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    };
    const quiet = await scene();
    // From 10 minutes ago to 10 minutes ahead, written as a window that passes midnight when it does.
    await settings(quiet.guardian.guardian, { quiet_from: at(-10), quiet_until: at(10) });
    expect(await decide([quiet.decision])).toEqual({ notices: 1, deliveries: 0 });
    const overnight = await scene();
    // From 10 minutes ahead round the clock to 5 minutes ago: now is inside, the window passes midnight.
    await settings(overnight.guardian.guardian, { quiet_from: at(10), quiet_until: at(-5) });
    expect(await decide([overnight.decision])).toEqual({ notices: 1, deliveries: 1 });
    const awake = await scene();
    await settings(awake.guardian.guardian, { quiet_from: at(-5), quiet_until: at(10) });
    expect(await decide([awake.decision])).toEqual({ notices: 1, deliveries: 0 });
    const later = await scene();
    await settings(later.guardian.guardian, { quiet_from: at(20), quiet_until: at(40) });
    expect(await decide([later.decision])).toEqual({ notices: 1, deliveries: 1 });
  });

  it('tells the senders on notice_deliveries once the transaction commits, never for one rolled back', async () => {
    const heard: string[] = [];
    const subscription = await t.database.listen(NOTICE_DELIVERIES_CHANNEL, {
      message: (payload) => heard.push(payload),
      gap: () => undefined,
    });
    const rolledBack = await scene();
    await expect(
      db.transaction(async (tx) => {
        await decideNotices({ db: tx, tenantId: school.tenantId }, [rolledBack.decision]);
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect((await deliveriesOf(rolledBack.guardian.guardian)).made).toEqual([]);
    const { decision } = await scene();
    await decide([decision]);
    await subscription.heardAll();
    await expect.poll(() => heard).toEqual([school.tenantId]);
    await subscription.close();
  });
});
