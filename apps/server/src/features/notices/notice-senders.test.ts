import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DELIVERY_STATUS, NOTICE_CHANNEL } from '@app/shared/notices/notice-codes';
import { startTestApp } from '../../../test/build-test-app';
import { createGuardianRecord, signedInAs } from '../../../test/factories';
import type { DeliverNotice } from './deliver-notice';
import { claimDeliveries, MAX_ATTEMPTS, retryWaitSeconds } from './delivery-queue';
import { startNoticeSenders } from './notice-senders';
import { deliveryRows, makeDue, queueNotice } from './notices.test-helpers';

const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;

// The app sends nothing itself: each test runs the senders it needs, with the deliver it needs.
const t = await startTestApp({ NOTICE_SEND_CONCURRENCY: '0' });
afterAll(() => t.close());
const school = await signedInAs(t);
const guardian = await createGuardianRecord(t, school);
const db = t.database.db;
/** A notice with one SMS queued to the guardian. */
const queueSms = () =>
  queueNotice(db, {
    tenantId: school.tenantId,
    guardianId: guardian.id,
    channels: [{ channel: NOTICE_CHANNEL.sms, recipient: guardian.mobile_number }],
  });
/** The row of the one delivery queued. */
const rowOf = async (ids: string[]) => (await deliveryRows(db, ids))[0];

async function senders(deliver: DeliverNotice, options: { concurrency?: number; leaseMs?: number } = {}) {
  const started = await startNoticeSenders({
    database: t.database,
    deliver,
    log: silent,
    concurrency: options.concurrency ?? 8,
    leaseMs: options.leaseMs ?? 60_000,
    pollMs: 60_000,
  });
  return started;
}

describe('notice senders', () => {
  it('retry with growing waits, capped at an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryWaitSeconds)).toEqual([30, 60, 120, 240, 1920, 3600, 3600]);
  });

  it('send a delivery woken by NOTIFY once and mark it sent with the answer', async () => {
    const delivered: string[] = [];
    const running = await senders(async (delivery) => {
      delivered.push(delivery.id);
      return { sent: true, answer: `id-${delivery.attempts}` };
    });
    try {
      const { deliveryIds } = await queueSms();
      await expect.poll(async () => (await rowOf(deliveryIds))?.status).toBe(DELIVERY_STATUS.sent);
      const [row] = await deliveryRows(db, deliveryIds);
      expect(row).toMatchObject({ attempts: 1, provider_answer: 'id-1', sent: true });
      running.wake();
      await sleep(200);
      expect(delivered).toEqual(deliveryIds);
    } finally {
      await running.close();
    }
  });

  it('retry a refused send after 30 s, then 60 s, and fail after the last try with the answer', async () => {
    const running = await senders(async (delivery) => ({
      sent: false,
      answer: `refused try ${delivery.attempts}`,
    }));
    try {
      const { deliveryIds } = await queueSms();
      await expect.poll(async () => (await rowOf(deliveryIds))?.attempts).toBe(1);
      await expect.poll(async () => (await rowOf(deliveryIds))?.provider_answer).toBe('refused try 1');
      let [row] = await deliveryRows(db, deliveryIds);
      expect(row).toMatchObject({ status: DELIVERY_STATUS.queued, sent: false });
      expect(row!.wait).toBeGreaterThanOrEqual(28);
      expect(row!.wait).toBeLessThanOrEqual(30);

      // Not tried again before its wait has passed.
      running.wake();
      await sleep(200);
      expect((await rowOf(deliveryIds))!.attempts).toBe(1);

      await makeDue(db, deliveryIds);
      running.wake();
      await expect.poll(async () => (await rowOf(deliveryIds))?.provider_answer).toBe('refused try 2');
      [row] = await deliveryRows(db, deliveryIds);
      expect(row!.wait).toBeGreaterThanOrEqual(58);

      for (let attempt = 3; attempt <= MAX_ATTEMPTS; attempt += 1) {
        await makeDue(db, deliveryIds);
        running.wake();
        await expect
          .poll(async () => (await rowOf(deliveryIds))?.provider_answer)
          .toBe(`refused try ${attempt}`);
      }
      [row] = await deliveryRows(db, deliveryIds);
      expect(row).toMatchObject({ status: DELIVERY_STATUS.failed, attempts: MAX_ATTEMPTS, sent: false });
    } finally {
      await running.close();
    }
  });

  it('fail at once what trying again cannot help', async () => {
    const running = await senders(async () => ({ sent: false, answer: 'no browser', final: true }));
    try {
      const { deliveryIds } = await queueSms();
      await expect.poll(async () => (await rowOf(deliveryIds))?.status).toBe(DELIVERY_STATUS.failed);
      expect(await rowOf(deliveryIds)).toMatchObject({
        attempts: 1,
        provider_answer: 'no browser',
      });
    } finally {
      await running.close();
    }
  });

  it('claim a delivery again only once the lease of the claim that died has passed', async () => {
    const { deliveryIds } = await queueSms();
    const first = await claimDeliveries(t.database, 100, 1500);
    expect(first.filter((d) => deliveryIds.includes(d.id)).map((d) => d.attempts)).toEqual([1]);
    // The process that claimed it "died": nobody may claim it within the lease.
    expect((await claimDeliveries(t.database, 100, 1500)).map((d) => d.id)).not.toContain(deliveryIds[0]);
    await sleep(1600);
    const again = await claimDeliveries(t.database, 100, 60_000);
    expect(again.filter((d) => deliveryIds.includes(d.id)).map((d) => d.attempts)).toEqual([2]);
    expect(again[0]).toMatchObject({
      language: 'en',
      payload: { route: 'Thika Road' },
      push_targets: [],
      invitation_state: null,
    });
  });

  it('never give one delivery to two senders', async () => {
    const sent: string[] = [];
    const deliver: DeliverNotice = async (delivery) => {
      sent.push(delivery.id);
      // Sends of 0 to 4 ms in turn, so the two senders' claims and outcomes interleave.
      await sleep(sent.length % 5);
      return { sent: true, answer: 'ok' };
    };
    // Two processes' senders, on their own connections where the database has several.
    const a = await senders(deliver, { concurrency: 16 });
    const b = await senders(deliver, { concurrency: 16 });
    try {
      const queued = await Promise.all(Array.from({ length: 20 }, () => queueSms()));
      const ids = queued.flatMap((q) => q.deliveryIds);
      await expect
        .poll(async () => (await deliveryRows(db, ids)).filter((row) => row.sent).length, { timeout: 20_000 })
        .toBe(ids.length);
      expect(sent.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
