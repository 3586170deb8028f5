import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows, writtenRows } from '../../db/query-rows';
import type { DigestPayload } from './document-digest-plan';

/** A digest claimed by this process, with what wording and sending it needs. */
export type ClaimedDigest = {
  tenant_id: string;
  id: string;
  email: string;
  /** This claim's try, counting from 1. */
  attempts: number;
  payload: DigestPayload;
  first_name: string;
  /** The administrator's own language, else the school's (ADR 019); checked when worded. */
  language: string;
};

/** How a send ended: sent with the provider's answer, or not, with why. */
export type DigestOutcome = { digest: ClaimedDigest; sent: boolean; answer: string };

/** A digest is given up after this many tries: a day's digest a day late is little use. */
export const DIGEST_MAX_ATTEMPTS = 5;
const FIRST_WAIT_SECONDS = 5 * 60;
const LONGEST_WAIT_SECONDS = 2 * 60 * 60;

/** The wait before the next try after `attempts` failed ones: 5 min, 10 min, 20 min, ... at most 2 h. */
export const digestRetryWaitSeconds = (attempts: number) =>
  Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** Math.max(0, attempts - 1));

/**
 * Claims up to `limit` digests due at `now`, of every school, in one statement (a named platform
 * place, ADR 016, as the notices' queue: each row keeps its own `tenant_id`). `for update skip
 * locked` lets processes claiming at once take different rows; the claim is the lease: the row's
 * next try moves past it, so a digest whose process died is claimed again then, its try counted.
 */
export async function claimDigests(
  database: Database,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDigest[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return queryRows<ClaimedDigest>(
    database.db,
    sql`with due as (
          select tenant_id, id from document_digests
           where sent_at is null and gave_up_at is null and next_attempt_at <= ${at}
           order by next_attempt_at
           limit ${limit}
             for update skip locked
        ), claimed as (
          update document_digests d
             set attempts = d.attempts + 1,
                 next_attempt_at = ${at} + make_interval(secs => ${leaseMs / 1000}),
                 updated_at = ${at}
            from due
           where d.tenant_id = due.tenant_id and d.id = due.id
        returning d.tenant_id, d.id, d.email, d.attempts, d.payload, d.user_id
        )
        select c.tenant_id, c.id, c.email, c.attempts, c.payload, u.first_name,
               coalesce(u.language, t.default_language) as language
          from claimed c
          join users u on u.id = c.user_id
          join tenants t on t.id = c.tenant_id`,
  );
}

/**
 * Writes how sends ended, all in one statement: sent (with the provider's answer), or tried again
 * after a growing wait, or given up after the last try. Only a row still unsent changes, and a retry
 * only on the try that was claimed: a process whose lease passed does not move a newer claim.
 */
export async function recordDigestOutcomes(
  database: Database,
  outcomes: DigestOutcome[],
  now: Date,
): Promise<void> {
  if (outcomes.length === 0) return;
  const rows = outcomes.map(({ digest, sent, answer }) => ({
    tenant_id: digest.tenant_id,
    id: digest.id,
    attempts: digest.attempts,
    sent,
    give_up: !sent && digest.attempts >= DIGEST_MAX_ATTEMPTS,
    wait: digestRetryWaitSeconds(digest.attempts),
    answer,
  }));
  const at = sql`${now.toISOString()}::timestamptz`;
  await writtenRows(
    database.db,
    sql`update document_digests d
           set sent_at = case when o.sent then ${at} end,
               gave_up_at = case when o.give_up then ${at} end,
               next_attempt_at = case when o.sent or o.give_up then d.next_attempt_at
                                      else ${at} + make_interval(secs => o.wait) end,
               provider_answer = o.answer,
               updated_at = ${at}
          from json_to_recordset(${JSON.stringify(rows)}::json)
               as o(tenant_id uuid, id uuid, attempts int, sent boolean, give_up boolean, wait int, answer text)
         where d.tenant_id = o.tenant_id and d.id = o.id and d.sent_at is null and d.gave_up_at is null
           and (o.sent or d.attempts = o.attempts)`,
  );
}
