import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUS, NOTICE_CHANNEL, NOTICE_KIND } from '@app/shared/notices/notice-codes';
import { guardianNoticesPath } from '@app/shared/notices/delivery-log.schemas';
import { appWithSchool, createGuardianRecord, signedInAs } from '../../../test/factories';
import { deliveryRows, queueNotice } from './notices.test-helpers';

// The app's own senders send to the test messenger: queued deliveries go out at once.
const { t, school } = await appWithSchool();
const db = t.database.db;

describe("a guardian's delivery log", () => {
  it('list the notices newest first, each channel with its status, tries, masked phone and answer', async () => {
    const guardian = await createGuardianRecord(t, school, { mobile_number: '254712345678' });
    const first = await queueNotice(db, {
      tenantId: school.tenantId,
      guardianId: guardian.id,
      kind: NOTICE_KIND.pickedUp,
      channels: [
        { channel: NOTICE_CHANNEL.sms, recipient: '254712345678' },
        { channel: NOTICE_CHANNEL.push, recipient: '' },
      ],
    });
    await expect
      .poll(async () =>
        (await deliveryRows(db, first.deliveryIds)).every((row) => row.status !== DELIVERY_STATUS.queued),
      )
      .toBe(true);
    // Decided later: first in the log.
    const second = await queueNotice(db, {
      tenantId: school.tenantId,
      guardianId: guardian.id,
      kind: NOTICE_KIND.droppedOff,
      channels: [{ channel: NOTICE_CHANNEL.email, recipient: 'mama@example.test' }],
    });
    await db.execute(
      sql`update notices set created_at = created_at + interval '1 minute' where id = ${second.noticeId}`,
    );

    const log = await t.request('GET', guardianNoticesPath(guardian.id), school.auth);
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject({ count: 2, next: null, previous: null });
    expect(log.body.results.map((entry: any) => [entry.id, entry.kind])).toEqual([
      [second.noticeId, NOTICE_KIND.droppedOff],
      [first.noticeId, NOTICE_KIND.pickedUp],
    ]);
    const [, picked] = log.body.results;
    expect(picked).toMatchObject({ trip_id: null, route: 'Thika Road', trip_date: null });
    expect(picked.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(picked.deliveries).toEqual([
      {
        channel: NOTICE_CHANNEL.push,
        status: DELIVERY_STATUS.failed,
        attempts: 1,
        recipient: '',
        sent_at: null,
        provider_answer: 'no browser of the guardian is subscribed',
      },
      {
        channel: NOTICE_CHANNEL.sms,
        status: DELIVERY_STATUS.sent,
        attempts: 1,
        recipient: '•••••••••678',
        sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        provider_answer: 'sent',
      },
    ]);

    const page = await t.request(
      'GET',
      `${guardianNoticesPath(guardian.id)}?page=2&page_size=1`,
      school.auth,
    );
    expect(page.body.results.map((entry: any) => entry.id)).toEqual([first.noticeId]);
    expect(page.body.previous).toContain('page=1');
  });

  it('answer 404 for no guardian, 400 for a bad page, 403 for a driver', async () => {
    const missing = await t.request(
      'GET',
      guardianNoticesPath('0f0e0d0c-0b0a-4909-8807-060504030201'),
      school.auth,
    );
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Guardian not found.' } });
    expect((await t.request('GET', guardianNoticesPath('nope'), school.auth)).status).toBe(404);
    const guardian = await createGuardianRecord(t, school);
    const bad = await t.request('GET', `${guardianNoticesPath(guardian.id)}?page=0`, school.auth);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['page']);
    const driver = await signedInAs(t, { role: 401, tenantId: school.tenantId });
    expect((await t.request('GET', guardianNoticesPath(guardian.id), driver.auth)).status).toBe(403);
  });
});
