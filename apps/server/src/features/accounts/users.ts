import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** An account found by its address has one. */
export type EmailUserRow = UserRow & { email: string };

/** E-mail addresses are unique regardless of case. */
export async function findUserByEmail(db: Db, email: string): Promise<EmailUserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user as EmailUserRow | undefined;
}

/** An account found by its phone has one. */
export type PhoneUserRow = UserRow & { phone: string };

/** Phones are kept as digits only (the shared phone schema), so equality is enough. */
export async function findUserByPhone(db: Db, phone: string): Promise<PhoneUserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return user as PhoneUserRow | undefined;
}
