import { sql } from 'drizzle-orm';
import { DEFAULT_NOTICE_SETTINGS as DEFAULTS, type NoticeSettings } from '@app/shared/family/family.schemas';
import { queryRows } from '../../db/query-rows';
import type { TenantContext } from '../../http/tenant-context';
import { callerGuardian } from './family-access';

const columns = sql`minutes_before::int as minutes_before, push, sms, email,
  to_char(quiet_from, 'HH24:MI') as quiet_from, to_char(quiet_until, 'HH24:MI') as quiet_until, language`;

/** `GET /family/settings/`: the caller's, or the defaults when never saved. */
export async function readNoticeSettings(ctx: TenantContext): Promise<NoticeSettings> {
  const guardian = callerGuardian(ctx);
  if (!guardian) return DEFAULTS;
  const [row] = await queryRows<NoticeSettings>(
    ctx.db,
    sql`select ${columns} from guardian_notice_settings where tenant_id = ${ctx.tenantId} and guardian_id = ${guardian}`,
  );
  return row ?? DEFAULTS;
}

/**
 * `PUT /family/settings/`: replaces the caller's settings, made on first save (one row per guardian).
 * A profile that stands for no guardian has nothing to keep them on: it is answered the defaults.
 */
export async function saveNoticeSettings(ctx: TenantContext, input: NoticeSettings): Promise<NoticeSettings> {
  const guardian = callerGuardian(ctx);
  if (!guardian) return DEFAULTS;
  const [row] = await queryRows<NoticeSettings>(
    ctx.db,
    sql`insert into guardian_notice_settings
          (tenant_id, guardian_id, minutes_before, push, sms, email, quiet_from, quiet_until, language)
        values (${ctx.tenantId}, ${guardian}, ${input.minutes_before}, ${input.push}, ${input.sms}, ${input.email},
                ${input.quiet_from}::time, ${input.quiet_until}::time, ${input.language})
        on conflict (tenant_id, guardian_id) do update set
          minutes_before = excluded.minutes_before, push = excluded.push, sms = excluded.sms,
          email = excluded.email, quiet_from = excluded.quiet_from, quiet_until = excluded.quiet_until,
          language = excluded.language, updated_at = now()
        returning ${columns}`,
  );
  return row!;
}
