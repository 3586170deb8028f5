import { sql, type SQL } from 'drizzle-orm';
import type { TenantContext } from '../../http/tenant-context';
import { users } from '../accounts/users.table';
import { employees } from '../employees/employees.table';

/**
 * The caller's name as a field trip keeps it (who asked, who decided): the employee's when the
 * profile stands for one (a teacher is known by the school's record of them), else the account's.
 */
export function callerName(ctx: TenantContext): SQL<string> {
  return sql<string>`coalesce(
    (select ${employees.full_name} from ${employees}
      where ${employees.tenant_id} = ${ctx.tenantId} and ${employees.id} = ${ctx.personId}::uuid),
    (select ${users.first_name} || ' ' || ${users.last_name} from ${users} where ${users.id} = ${ctx.userId}::uuid),
    '')`;
}
