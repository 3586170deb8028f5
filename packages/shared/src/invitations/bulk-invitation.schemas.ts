import { z } from 'zod';
import { text } from '../common/text';
import { GRADE_LEVEL_MESSAGES } from '../grade-levels/grade-level.schemas';
import { ref } from '../i18n/message-ref';
import { JOURNEY_MESSAGES } from '../journeys/journey.schemas';
import { STREAM_MESSAGES } from '../streams/stream.schemas';

/** Where the console asks for a bulk invitation. */
export const BULK_INVITE_PATH = '/tenants/users/send-invite-sms/bulk/';

export const BULK_INVITE_MESSAGES = {
  /** None of the three given. */
  scopeRequired: ref('invitations.bulkScopeRequired'),
  /** More than one given: the guardians of one group at a time. */
  oneScope: ref('invitations.bulkOneScope'),
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const emptyToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const reference = (invalid: string) =>
  z.preprocess(
    emptyToUndefined,
    text({ error: invalid })
      .regex(uuidPattern, invalid)
      .transform((id) => id.toLowerCase())
      .optional(),
  );

/**
 * Invites every guardian of one group (issue 23 §1): the students riding a route, or currently
 * enrolled in a stream or a grade level. Exactly one of the three.
 */
export const bulkInviteInputSchema = z
  .object({
    route_id: reference(JOURNEY_MESSAGES.invalid),
    stream_id: reference(STREAM_MESSAGES.invalid),
    grade_level_id: reference(GRADE_LEVEL_MESSAGES.invalid),
    /** Only count: the console's confirmation shows how many would be invited, and nothing is written. */
    dry_run: z.boolean().optional(),
  })
  .superRefine((input, context) => {
    const given = (['route_id', 'stream_id', 'grade_level_id'] as const).filter((key) => input[key]);
    if (given.length === 0)
      context.addIssue({ code: 'custom', message: BULK_INVITE_MESSAGES.scopeRequired, path: ['route_id'] });
    for (const key of given.slice(1))
      context.addIssue({ code: 'custom', message: BULK_INVITE_MESSAGES.oneScope, path: [key] });
  });
export type BulkInviteInput = z.infer<typeof bulkInviteInputSchema>;

/** How the group's guardians were counted: invited now (would be, in a dry run), or skipped and why. */
export const bulkInviteResultSchema = z.object({
  invited: z.number().int(),
  /** Already have a guardian profile in this school. */
  has_profile: z.number().int(),
  /** A pending invitation of theirs has not expired. */
  already_invited: z.number().int(),
  /** The record has no mobile number to text. */
  no_phone: z.number().int(),
});
export type BulkInviteResult = z.infer<typeof bulkInviteResultSchema>;
