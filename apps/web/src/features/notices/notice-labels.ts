import { DELIVERY_STATUS, NOTICE_CHANNEL, NOTICE_KIND } from '@app/shared/notices/notice-codes';
import type { MessageKey } from '@app/shared/i18n/catalogue';

/** The words of each code of the delivery log. */
export const KIND_LABELS: Record<number, MessageKey> = {
  [NOTICE_KIND.approaching]: 'notices.kindApproaching',
  [NOTICE_KIND.pickedUp]: 'notices.kindPickedUp',
  [NOTICE_KIND.droppedOff]: 'notices.kindDroppedOff',
  [NOTICE_KIND.markedAbsent]: 'notices.kindMarkedAbsent',
  [NOTICE_KIND.runningLate]: 'notices.kindRunningLate',
  [NOTICE_KIND.cancelled]: 'notices.kindCancelled',
  [NOTICE_KIND.incident]: 'notices.kindIncident',
  [NOTICE_KIND.invitation]: 'notices.kindInvitation',
};

export const CHANNEL_LABELS: Record<number, MessageKey> = {
  [NOTICE_CHANNEL.push]: 'notices.channelPush',
  [NOTICE_CHANNEL.sms]: 'notices.channelSms',
  [NOTICE_CHANNEL.email]: 'notices.channelEmail',
};

export const STATUSES: Record<number, { label: MessageKey; color: string }> = {
  [DELIVERY_STATUS.queued]: { label: 'notices.statusQueued', color: 'gray' },
  [DELIVERY_STATUS.sent]: { label: 'notices.statusSent', color: 'green' },
  [DELIVERY_STATUS.failed]: { label: 'notices.statusFailed', color: 'red' },
};
