import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTranslators } from '@app/shared/i18n/translator';
import { DELIVERY_STATUS, NOTICE_CHANNEL, NOTICE_KIND } from '@app/shared/notices/notice-codes';
import { PUSH_KEY_PATH, PUSH_SUBSCRIPTIONS_PATH } from '@app/shared/notices/push.schemas';
import { startTestApp } from '../../../test/build-test-app';
import { createGuardianRecord, signedInAs } from '../../../test/factories';
import { tenants } from '../../db/schema';
import { deliverNotice } from './deliver-notice';
import type { ClaimedDelivery } from './delivery-queue';
import { guardianNoticeSettings, pushSubscriptions } from './notices.table';
import { deliveryRows, PICKED_UP, queueNotice } from './notices.test-helpers';

const t = await startTestApp();
afterAll(() => t.close());
const school = await signedInAs(t);
const db = t.database.db;
await db.update(tenants).set({ default_language: 'sw' }).where(eq(tenants.id, school.tenantId));

const subscription = {
  endpoint: 'https://push.example.test/send/abc',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe("notices through the app's own senders", () => {
  it("send the SMS and e-mail in the school's language, keyed by the delivery, and mark them sent", async () => {
    const guardian = await createGuardianRecord(t, school, { email: 'mama.amina@example.test' });
    const { deliveryIds } = await queueNotice(db, {
      tenantId: school.tenantId,
      guardianId: guardian.id,
      channels: [
        { channel: NOTICE_CHANNEL.sms, recipient: guardian.mobile_number },
        { channel: NOTICE_CHANNEL.email, recipient: 'mama.amina@example.test' },
      ],
    });
    await expect.poll(() => t.messages.filter((m) => deliveryIds.includes(m.key ?? '')).length).toBe(2);
    const [sms, mail] = deliveryIds.map((id) => t.messages.find((m) => m.key === id)!);
    expect(sms).toMatchObject({
      channel: 'sms',
      to: guardian.mobile_number,
      text: 'Amina na Baraka wamepakiwa kwenye basi kituo cha Kasarani Gate saa 07:12.',
    });
    expect(mail).toMatchObject({
      channel: 'email',
      to: 'mama.amina@example.test',
      subject: 'Kupakiwa: Amina na Baraka',
    });
    await expect
      .poll(async () =>
        (await deliveryRows(db, deliveryIds)).map((row) => [row.status, row.sent, row.attempts]),
      )
      .toEqual([
        [DELIVERY_STATUS.sent, true, 1],
        [DELIVERY_STATUS.sent, true, 1],
      ]);
  });

  it("word a guardian's notices in the guardian's own language over the school's", async () => {
    const guardian = await createGuardianRecord(t, school);
    await db
      .insert(guardianNoticeSettings)
      .values({ tenant_id: school.tenantId, guardian_id: guardian.id, language: 'en' });
    const { deliveryIds } = await queueNotice(db, {
      tenantId: school.tenantId,
      guardianId: guardian.id,
      kind: NOTICE_KIND.approaching,
      payload: { ...PICKED_UP, minutes: 5 },
      channels: [{ channel: NOTICE_CHANNEL.sms, recipient: guardian.mobile_number }],
    });
    await expect
      .poll(() => t.messages.find((m) => m.key === deliveryIds[0])?.text)
      .toBe('Amina and Baraka: the bus will reach Kasarani Gate in about 5 minutes.');
  });
});

describe('web push', () => {
  it('give every signed-in account the one VAPID key, kept owner-only in DATA_DIR', async () => {
    const first = await t.request('GET', PUSH_KEY_PATH, { token: school.token });
    expect(first.status).toBe(200);
    expect(first.body.public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const other = await signedInAs(t);
    expect((await t.request('GET', PUSH_KEY_PATH, { token: other.token })).body).toEqual(first.body);
    expect(fs.statSync(path.join(t.dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect((await t.request('GET', PUSH_KEY_PATH)).status).toBe(401);
  });

  it("keep a browser's subscription for the account, refuse a bad one, forget it on request", async () => {
    const bad = await t.request('POST', PUSH_SUBSCRIPTIONS_PATH, {
      token: school.token,
      body: { endpoint: 'http://push.example.test/x', keys: { p256dh: 'not base64!', auth: '' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      endpoint: ["The push service's address must be an https:// URL."],
      'keys.p256dh': ["The browser's push keys are missing or not base64url."],
      'keys.auth': ["The browser's push keys are missing or not base64url."],
    });
    const stored = () =>
      db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(
      (await t.request('POST', PUSH_SUBSCRIPTIONS_PATH, { token: school.token, body: subscription })).status,
    ).toBe(204);
    expect((await stored()).map((row) => row.user_id)).toEqual([school.userId]);
    // Another account signs in on that browser: the subscription is theirs now, and only theirs.
    const other = await signedInAs(t);
    await t.request('POST', PUSH_SUBSCRIPTIONS_PATH, { token: other.token, body: subscription });
    expect((await stored()).map((row) => row.user_id)).toEqual([other.userId]);
    const notMine = { token: school.token, body: { endpoint: subscription.endpoint } };
    expect((await t.request('DELETE', PUSH_SUBSCRIPTIONS_PATH, notMine)).status).toBe(204);
    expect(await stored()).toHaveLength(1);
    await t.request('DELETE', PUSH_SUBSCRIPTIONS_PATH, {
      token: other.token,
      body: { endpoint: subscription.endpoint },
    });
    expect(await stored()).toHaveLength(0);
  });

  it('push to every browser of the guardian; a gone one is forgotten, and all gone fails at once', async () => {
    const forgotten: string[] = [];
    const pushed: unknown[] = [];
    const deliver = deliverNotice({
      messenger: { send: async () => undefined },
      translators: await loadTranslators(),
      forget: async (endpoints) => void forgotten.push(...endpoints),
      push: {
        publicKey: () => 'key',
        push: async (targets, message, key) => {
          pushed.push({ message, key });
          const gone = targets
            .filter((target) => target.endpoint.endsWith('gone'))
            .map((target) => target.endpoint);
          return { pushed: targets.length - gone.length, gone, errors: [] };
        },
      },
    });
    const delivery: ClaimedDelivery = {
      tenant_id: school.tenantId,
      id: 'd-1',
      channel: NOTICE_CHANNEL.push,
      recipient: '',
      attempts: 1,
      kind: NOTICE_KIND.droppedOff,
      payload: PICKED_UP,
      language: 'sw',
      school: 'Green Hills',
      decided_at: new Date().toISOString(),
      invitation_state: null,
      push_targets: [subscription, { ...subscription, endpoint: 'https://push.example.test/gone' }],
    };
    expect(await deliver(delivery)).toEqual({ sent: true, answer: 'pushed to 1 of 2; 1 unsubscribed' });
    expect(pushed[0]).toEqual({
      key: 'd-1',
      message: {
        title: 'Kushushwa: Amina na Baraka',
        body: 'Amina na Baraka wameshushwa kituo cha Kasarani Gate saa 07:12.',
        url: '/family',
      },
    });
    expect(forgotten).toEqual(['https://push.example.test/gone']);
    const allGone = { ...delivery, push_targets: [delivery.push_targets[1]!] };
    expect(await deliver(allGone)).toEqual({
      sent: false,
      answer: 'pushed to 0 of 1; 1 unsubscribed',
      final: true,
    });
    expect(await deliver({ ...delivery, push_targets: [] })).toMatchObject({ sent: false, final: true });
  });
});
