/**
 * What a notice to a family says (issue 23 §3, ADR 022). A notice is decided once per guardian,
 * trip, the child's stop on that trip and kind; it is then delivered on each of the guardian's
 * channels.
 */
export const NOTICE_KIND = {
  /** The bus is the guardian's chosen minutes away from the child's stop (by its ETA). */
  approaching: 1,
  pickedUp: 2,
  droppedOff: 3,
  markedAbsent: 4,
  /** The trip runs later than the school's late-notice minutes. */
  runningLate: 5,
  cancelled: 6,
  incident: 7,
  /** An invitation sent through the queue (the office's bulk invitations). */
  invitation: 8,
} as const;
export type NoticeKind = (typeof NOTICE_KIND)[keyof typeof NOTICE_KIND];
export const NOTICE_KINDS = Object.values(NOTICE_KIND);

/** How a notice reaches a guardian. */
export const NOTICE_CHANNEL = { push: 1, sms: 2, email: 3 } as const;
export type NoticeChannel = (typeof NOTICE_CHANNEL)[keyof typeof NOTICE_CHANNEL];
export const NOTICE_CHANNELS = Object.values(NOTICE_CHANNEL);

/** A delivery's state in the queue and in the office's delivery log. */
export const DELIVERY_STATUS = { queued: 1, sent: 2, failed: 3 } as const;
export type DeliveryStatus = (typeof DELIVERY_STATUS)[keyof typeof DELIVERY_STATUS];
export const DELIVERY_STATUSES = Object.values(DELIVERY_STATUS);
