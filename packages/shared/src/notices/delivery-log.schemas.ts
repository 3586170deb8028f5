import { z } from 'zod';
import { listQuerySchema } from '../common/list';
import { guardiansResource } from '../guardians/guardian.schemas';
import { DELIVERY_STATUSES, NOTICE_CHANNELS, NOTICE_KINDS } from './notice-codes';

/** The office's delivery log of one guardian (issue 23 §3): the guardian's path, then `notices/`. */
export const guardianNoticesPath = (guardianId: string) =>
  `${guardiansResource.itemPath(guardianId)}notices/`;
/** The route's pattern, as the server registers it. */
export const GUARDIAN_NOTICES_ROUTE = `${guardiansResource.path}:id/notices/`;

/** Pages of the log; newest first, always. */
export const deliveryLogQuerySchema = listQuerySchema.omit({ search: true });
export type DeliveryLogQuery = z.infer<typeof deliveryLogQuerySchema>;

const oneOf = <T extends readonly number[]>(codes: T) => z.number().refine((value) => codes.includes(value));

/** A notice on one channel, as it went. */
export const noticeDeliverySchema = z.object({
  channel: oneOf(NOTICE_CHANNELS),
  status: oneOf(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The phone (all but its last 3 digits masked), the e-mail address, or '' for the guardian's browsers. */
  recipient: z.string(),
  /** When it was sent (ISO 8601), or null. */
  sent_at: z.string().nullable(),
  /** The provider's message id, or why it refused. */
  provider_answer: z.string(),
});
export type NoticeDelivery = z.infer<typeof noticeDeliverySchema>;

export const deliveryLogEntrySchema = z.object({
  id: z.string(),
  kind: oneOf(NOTICE_KINDS),
  /** The trip it is about (null for an invitation), its route's title and date. */
  trip_id: z.string().nullable(),
  route: z.string(),
  trip_date: z.string().nullable(),
  /** When it was decided (ISO 8601). */
  created_at: z.string(),
  deliveries: z.array(noticeDeliverySchema),
});
export type DeliveryLogEntry = z.infer<typeof deliveryLogEntrySchema>;
