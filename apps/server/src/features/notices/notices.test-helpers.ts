import { sql } from 'drizzle-orm';
import { NOTICE_KIND, type NoticeChannel } from '@app/shared/notices/notice-codes';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { noticeDeliveries, notices } from './notices.table';
import type { StoredPayload } from './notice-texts';

export const PICKED_UP: StoredPayload = {
  students: ['Amina', 'Baraka'],
  stop: 'Kasarani Gate',
  route: 'Thika Road',
  time: '07:12',
};

/**
 * A notice with its deliveries queued, as decideNotices leaves them (without a trip: the queue does
 * not read it), then the NOTIFY that wakes the senders.
 */
export async function queueNotice(
  db: Db,
  options: {
    tenantId: string;
    guardianId: string;
    channels: { channel: NoticeChannel; recipient: string }[];
    kind?: number;
    payload?: StoredPayload;
  },
): Promise<{ noticeId: string; deliveryIds: string[] }> {
  const [notice] = await db
    .insert(notices)
    .values({
      tenant_id: options.tenantId,
      guardian_id: options.guardianId,
      kind: options.kind ?? NOTICE_KIND.pickedUp,
      payload: options.payload ?? PICKED_UP,
    })
    .returning({ id: notices.id });
  const deliveries = await db
    .insert(noticeDeliveries)
    .values(options.channels.map((c) => ({ tenant_id: options.tenantId, notice_id: notice!.id, ...c })))
    .returning({ id: noticeDeliveries.id });
  await db.execute(sql`select pg_notify('notice_deliveries', '')`);
  return { noticeId: notice!.id, deliveryIds: deliveries.map((row) => row.id) };
}

export type DeliveryRow = {
  id: string;
  status: number;
  attempts: number;
  provider_answer: string;
  sent: boolean;
  /** Seconds from now to next_attempt_at. */
  wait: number;
};

export async function deliveryRows(db: Db, ids: string[]): Promise<DeliveryRow[]> {
  return queryRows<DeliveryRow>(
    db,
    sql`select id, status, attempts, provider_answer, sent_at is not null as sent,
               round(extract(epoch from next_attempt_at - now()))::int as wait
          from notice_deliveries where id in (select json_array_elements_text(${JSON.stringify(ids)}::json)::uuid)
         order by created_at, id`,
  );
}

/** Makes the deliveries due now (the test does not wait for their backoff). */
export async function makeDue(db: Db, ids: string[]): Promise<void> {
  await db.execute(
    sql`update notice_deliveries set next_attempt_at = now()
         where id in (select json_array_elements_text(${JSON.stringify(ids)}::json)::uuid)`,
  );
}
