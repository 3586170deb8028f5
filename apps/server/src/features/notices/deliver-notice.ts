import { isLocale, DEFAULT_LOCALE, type Locale } from '@app/shared/i18n/locales';
import type { Translator } from '@app/shared/i18n/translator';
import { NOTICE_CHANNEL, NOTICE_KIND } from '@app/shared/notices/notice-codes';
import type { Messenger } from '../messages/messenger';
import type { ClaimedDelivery, InvitationState, SendOutcome } from './delivery-queue';
import { invitationEmail, invitationSms } from './invitation-notice';
import { hasTexts, noticeEmail, noticeSms, noticeTexts } from './notice-texts';
import type { PushSender } from './web-push-sender';

/** Where a tap on a notice opens the family app. */
export const FAMILY_APP_PATH = '/family';

export type DeliverNotice = (delivery: ClaimedDelivery) => Promise<Omit<SendOutcome, 'delivery'>>;

/**
 * Words a claimed delivery in the guardian's language and hands it to its channel: SMS and e-mail
 * through the messenger (the outbox, Africa's Talking, an HTTP provider, SMTP), keyed by the
 * delivery's id; push to every browser of the guardian's accounts. `forget` is told of browsers whose
 * subscription has ended.
 */
export function deliverNotice(options: {
  messenger: Messenger;
  push: PushSender;
  translators: Record<Locale, Translator>;
  forget: (endpoints: string[]) => Promise<void>;
  /** Kind 8: the code of an invitation (derived from its id) and the family app's address. */
  invitations?: { code: (invitationId: string) => string; url: string; days: number };
}): DeliverNotice {
  return async (delivery) => {
    const { kind, payload, channel } = delivery;
    if (kind === NOTICE_KIND.invitation) return deliverInvitation(options, delivery);
    if (!hasTexts(kind)) return { sent: false, answer: `no text for notices of kind ${kind}`, final: true };
    const intl = options.translators[isLocale(delivery.language) ? delivery.language : DEFAULT_LOCALE];
    const key = delivery.id;
    if (channel === NOTICE_CHANNEL.sms) {
      const { title } = noticeTexts(intl, kind, payload);
      const text = noticeSms(intl, kind, payload);
      const answer = await options.messenger.send({
        channel: 'sms',
        to: delivery.recipient,
        subject: title,
        text,
        key,
      });
      return { sent: true, answer: answer || 'sent' };
    }
    if (channel === NOTICE_CHANNEL.email) {
      const mail = noticeEmail(intl, kind, payload, delivery.school);
      const answer = await options.messenger.send({ channel: 'email', to: delivery.recipient, ...mail, key });
      return { sent: true, answer: answer || 'sent' };
    }
    const targets = delivery.push_targets;
    if (targets.length === 0)
      return { sent: false, answer: 'no browser of the guardian is subscribed', final: true };
    const { title, text } = noticeTexts(intl, kind, payload);
    const result = await options.push.push(targets, { title, body: text, url: FAMILY_APP_PATH }, key);
    if (result.gone.length > 0) await options.forget(result.gone);
    const answer = [
      `pushed to ${result.pushed} of ${targets.length}`,
      ...(result.gone.length > 0 ? [`${result.gone.length} unsubscribed`] : []),
      ...result.errors,
    ].join('; ');
    if (result.pushed > 0) return { sent: true, answer };
    // Every browser gone: nothing left to try.
    return { sent: false, answer, final: result.errors.length === 0 };
  };
}

/** The delivery log's answer for an invitation that can no longer be accepted. */
const ENDED_INVITATION: Record<Exclude<InvitationState, 'pending'>, string> = {
  accepted: 'the invitation was accepted',
  expired: 'the invitation has expired',
  withdrawn: 'the invitation was withdrawn',
};

/**
 * An invitation sent in bulk (kind 8): by SMS and e-mail only, worded with its derived code; only
 * while it is pending, as its code works no longer after (and no later try can change that).
 */
async function deliverInvitation(
  options: Parameters<typeof deliverNotice>[0],
  delivery: ClaimedDelivery,
): Promise<Omit<SendOutcome, 'delivery'>> {
  const invitation = delivery.payload.invitation;
  if (!options.invitations) return { sent: false, answer: 'invitations are not sent here', final: true };
  if (!invitation) return { sent: false, answer: 'the notice names no invitation', final: true };
  // The claim reads it for every kind-8 delivery; one without it is not known to be pending.
  const state = delivery.invitation_state ?? 'withdrawn';
  if (state !== 'pending') return { sent: false, answer: ENDED_INVITATION[state], final: true };
  const intl = options.translators[isLocale(delivery.language) ? delivery.language : DEFAULT_LOCALE];
  const words = {
    school: delivery.school,
    code: options.invitations.code(invitation),
    url: options.invitations.url,
    days: options.invitations.days,
  };
  const key = delivery.id;
  const mail = invitationEmail(intl, words);
  const message =
    delivery.channel === NOTICE_CHANNEL.sms
      ? { channel: 'sms' as const, subject: mail.subject, text: invitationSms(intl, words) }
      : delivery.channel === NOTICE_CHANNEL.email
        ? { channel: 'email' as const, ...mail }
        : undefined;
  if (!message) return { sent: false, answer: 'invitations are not pushed', final: true };
  const answer = await options.messenger.send({ ...message, to: delivery.recipient, code: words.code, key });
  return { sent: true, answer: answer || 'sent' };
}
