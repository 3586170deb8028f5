import type { LoginResponse } from '@app/shared/accounts/auth.schemas';
import { isLocale } from '@app/shared/i18n/locales';
import { listUserTenants } from '../tenants/user-tenants';
import type { AccountContext } from './account-context';
import { issueTokenPair } from './refresh-tokens';
import type { UserRow } from './users';

/** The answer of every sign-in (password or phone code): a new session, the user, their schools and profiles. */
export async function signedInAnswer(ctx: AccountContext, user: UserRow): Promise<LoginResponse> {
  const pair = await issueTokenPair(ctx, user.id);
  return {
    user: {
      id: user.id,
      email: user.email,
      phone: user.phone,
      first_name: user.first_name,
      last_name: user.last_name,
      language: isLocale(user.language) ? user.language : null,
      tenants: await listUserTenants(ctx.db, ctx.config, user.id),
    },
    ...pair,
  };
}
