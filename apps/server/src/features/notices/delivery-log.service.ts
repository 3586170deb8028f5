import { sql } from 'drizzle-orm';
import { ref } from '@app/shared/i18n/message-ref';
import { NOTICE_CHANNEL } from '@app/shared/notices/notice-codes';
import type { DeliveryLogEntry, DeliveryLogQuery } from '@app/shared/notices/delivery-log.schemas';
import { queryRow, queryRows } from '../../db/query-rows';
import { AppError } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { TenantContext } from '../../http/tenant-context';

const notFound = ref('guardians.notFound');

/** A phone as the log shows it: every digit but the last 3 masked (the office knows the number). */
const maskPhone = (phone: string) => phone.replace(/\d(?=\d{3})/g, '•');

/**
 * The notices of one of the school's guardians, newest first, each with how it went on each channel
 * (issue 23 §3). Another school's guardian, or none, is a 404.
 */
export async function listDeliveryLog(
  ctx: TenantContext,
  guardianId: string,
  query: DeliveryLogQuery,
): Promise<{ count: number; results: DeliveryLogEntry[] }> {
  const id = recordId(guardianId, notFound);
  const { count, known } = await queryRow<{ count: number; known: boolean }>(
    ctx.db,
    sql`select (select count(*)::int from notices where tenant_id = ${ctx.tenantId} and guardian_id = ${id}) as count,
               exists (select 1 from guardians where tenant_id = ${ctx.tenantId} and id = ${id}) as known`,
  );
  if (!known) throw new AppError(404, notFound);
  const rows = await queryRows<DeliveryLogEntry>(
    ctx.db,
    sql`select n.id, n.kind, n.trip_id, coalesce(n.payload->>'route', '') as route,
               t.journey_date::text as trip_date,
               to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
               coalesce((
                 select json_agg(json_build_object(
                          'channel', d.channel, 'status', d.status, 'attempts', d.attempts,
                          'recipient', d.recipient, 'provider_answer', d.provider_answer,
                          'sent_at', to_char(d.sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                          order by d.channel)
                   from notice_deliveries d
                  where d.tenant_id = n.tenant_id and d.notice_id = n.id
               ), '[]'::json) as deliveries
          from notices n
          left join trips t on t.tenant_id = n.tenant_id and t.id = n.trip_id
         where n.tenant_id = ${ctx.tenantId} and n.guardian_id = ${id}
         order by n.created_at desc, n.id
         limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  const results = rows.map((row) => ({
    ...row,
    deliveries: row.deliveries.map((delivery) =>
      delivery.channel === NOTICE_CHANNEL.sms
        ? { ...delivery, recipient: maskPhone(delivery.recipient) }
        : delivery,
    ),
  }));
  return { count, results };
}
