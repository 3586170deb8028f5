import { isLocale, DEFAULT_LOCALE, type Locale } from '@app/shared/i18n/locales';
import type { Translator } from '@app/shared/i18n/translator';
import { NOTICE_CHANNEL } from '@app/shared/notices/notice-codes';
import type { Messenger } from '../messages/messenger';
import type { ClaimedDelivery, SendOutcome } from './delivery-queue';
import { hasTexts, noticeEmail, noticeSms, noticeTexts } from './notice-texts';
import type { PushSender } from './web-push-sender';

/** Where a tap on a notice opens the family app. */
const FAMILY_APP_PATH = '/family';

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
}): DeliverNotice {
  return async (delivery) => {
    const { kind, payload, channel } = delivery;
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
