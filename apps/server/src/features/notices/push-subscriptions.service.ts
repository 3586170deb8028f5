import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '@app/shared/notices/push.schemas';
import type { Db } from '../../db/client';
import { pushSubscriptions } from './notices.table';

/**
 * A browser's push subscription, kept for the signed-in account (a named platform place, ADR 016:
 * the account spans schools, and no school is chosen for it). A browser that subscribed for another
 * account before (signed out, then in as someone else) now belongs to this one: pushes follow whoever
 * is signed in on it.
 */
export async function subscribe(db: Db, userId: string, input: PushSubscriptionInput): Promise<void> {
  const values = { user_id: userId, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Forgets the account's own subscription of that browser; another account's is left alone. */
export async function unsubscribe(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.user_id, userId)));
}
