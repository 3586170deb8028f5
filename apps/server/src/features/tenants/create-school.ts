import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@app/shared/accounts/auth.schemas';
import { ROLE_IDS } from '@app/shared/accounts/roles';
import { fieldErrorsFromIssues } from '@app/shared/common/errors';
import { text } from '@app/shared/common/text';
import type { Db } from '../../db/client';
import { FieldErrors } from '../../http/errors';
import { users } from '../accounts/users.table';
import { preloadDocumentTypes } from '../documents/default-document-types';
import { preloadFieldTripSteps } from '../field-trips/default-field-trip-steps';
import { preloadChecklist } from '../inspections/default-checklist-items';
import { hashPassword } from '../accounts/passwords';
import { serverTimeZone } from './server-time-zone';
import { profiles, tenants } from './tenants.table';

const ADMINISTRATOR_PROFILE_TYPE = 100;

export const createSchoolInputSchema = z.object({
  name: text().min(1, 'School name is required').max(200, 'School name must be at most 200 characters'),
  admin_email: text().toLowerCase().pipe(z.email('Please enter a valid email address')),
  admin_password: text({ trim: false })
    .min(PASSWORD_MIN_LENGTH, 'Password should be at least 8 characters long')
    .max(200, 'Password is too long')
    .optional(),
  admin_first_name: text().min(1, 'First name is required').max(150, 'First name is too long').optional(),
  admin_last_name: text().min(1, 'Last name is required').max(150, 'Last name is too long').optional(),
});
export type CreateSchoolInput = z.input<typeof createSchoolInputSchema>;

export type CreateSchoolResult = {
  tenant_id: string;
  name: string;
  admin_email: string;
  user_id: string;
  profile_id: string;
  /** existing: the user already had an account; created: new, confirmed, with the given password;
   * invited: new, unconfirmed, no usable password until they reset it. */
  user: 'existing' | 'created' | 'invited';
};

/**
 * The operator's way to start a school (DESIGN §2 bootstrap): a tenant, and an Administrator
 * profile for the given user, who is created when missing.
 */
export async function createSchool(db: Db, rawInput: CreateSchoolInput): Promise<CreateSchoolResult> {
  const parsed = createSchoolInputSchema.safeParse(rawInput);
  if (!parsed.success) throw new FieldErrors(fieldErrorsFromIssues(parsed.error.issues));
  const input = parsed.data;
  // Hashing is slow; it happens before the transaction holds anything.
  const passwordHash = await hashPassword(
    input.admin_password ?? crypto.randomBytes(32).toString('base64url'),
  );
  const names = namesFor(input);

  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .insert(tenants)
      .values({ name: input.name, time_zone: serverTimeZone() })
      .returning({ id: tenants.id, language: tenants.default_language });
    await preloadDocumentTypes(tx, tenant!.id, tenant!.language);
    await preloadChecklist(tx, tenant!.id, tenant!.language);
    await preloadFieldTripSteps(tx, tenant!.id, tenant!.language);
    let [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.admin_email))
      .limit(1);
    const outcome: CreateSchoolResult['user'] = user
      ? 'existing'
      : input.admin_password
        ? 'created'
        : 'invited';
    if (!user) {
      [user] = await tx
        .insert(users)
        .values({
          email: input.admin_email,
          ...names,
          password_hash: passwordHash,
          // Without a password nobody knows it: the reset flow sets one and confirms the address.
          email_confirmed_at: outcome === 'created' ? new Date() : null,
        })
        .returning({ id: users.id });
    }
    const [profile] = await tx
      .insert(profiles)
      .values({
        tenant_id: tenant!.id,
        user_id: user!.id,
        profile_type: ADMINISTRATOR_PROFILE_TYPE,
        role_id: ROLE_IDS.schoolAdministrator,
      })
      .returning({ id: profiles.id });
    return {
      tenant_id: tenant!.id,
      name: input.name,
      admin_email: input.admin_email,
      user_id: user!.id,
      profile_id: profile!.id,
      user: outcome,
    };
  });
}

// "jane.doe@school.org" -> Jane Doe, unless names are given; the user can change them later.
function namesFor(input: z.output<typeof createSchoolInputSchema>): {
  first_name: string;
  last_name: string;
} {
  const words = input.admin_email
    .split('@')[0]!
    .split(/[._\-+]+/)
    .filter((word) => /^[a-z]+$/i.test(word))
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return {
    first_name: input.admin_first_name ?? words[0] ?? 'School',
    last_name: input.admin_last_name ?? (words.length > 1 ? words.slice(1).join(' ') : 'Administrator'),
  };
}
