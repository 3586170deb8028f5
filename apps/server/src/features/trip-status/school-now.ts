import { sql, type SQL } from 'drizzle-orm';
import type { TenantContext } from '../../http/tenant-context';
import { tenants } from '../tenants/tenants.table';

/**
 * The school's wall-clock time now (a timestamp without zone, in its time zone setting), read by the
 * statement itself: "today" and "how late" are the school's, not the server's.
 */
export function schoolNow(ctx: TenantContext): SQL<string> {
  return sql<string>`(select now() at time zone ${tenants.time_zone} from ${tenants} where ${tenants.id} = ${ctx.tenantId})`;
}
