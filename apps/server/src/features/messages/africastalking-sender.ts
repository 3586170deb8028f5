import africastalking from 'africastalking';
import type { Messenger } from './messenger';

/** What Africa's Talking answers for a sent message (its `SMSMessageData`). */
type SmsAnswer = {
  SMSMessageData?: {
    Message?: string;
    Recipients?: { status?: string; statusCode?: number; messageId?: string; number?: string }[];
  };
};

/** The part of the official client's SMS service used here (a test gives its own). */
export type AfricasTalkingSms = {
  send(options: { to: string[]; message: string; from?: string }): Promise<unknown>;
};

export type AfricasTalkingSettings = { username: string; apiKey: string; senderId: string };

/** Status codes of a recipient the provider took (Processed, Sent, Queued). */
const TAKEN = new Set([100, 101, 102]);

/**
 * SMS through Africa's Talking, with its official client. It takes numbers in international form:
 * ours are digits, in international form already or Kenyan with a leading 0 (the numbers the
 * offices type). A recipient the provider refuses (an invalid number, no credit) is a failed send
 * with its status as the answer; its message id is the answer of one it took.
 */
export function createAfricasTalkingSender(
  settings: AfricasTalkingSettings,
  client?: AfricasTalkingSms,
): Messenger {
  if (!settings.username || !settings.apiKey) {
    throw new Error('SMS_TRANSPORT=africastalking needs AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY.');
  }
  const sms = client ?? africastalking({ username: settings.username, apiKey: settings.apiKey }).SMS;
  return {
    async send(message) {
      const to = `+${message.to.replace(/^0/, '254')}`;
      const answer = (await sms.send({
        to: [to],
        message: message.text,
        ...(settings.senderId ? { from: settings.senderId } : {}),
      })) as SmsAnswer;
      const recipient = answer.SMSMessageData?.Recipients?.[0];
      if (!recipient || !TAKEN.has(recipient.statusCode ?? 0)) {
        const why = recipient?.status ?? answer.SMSMessageData?.Message ?? 'no recipient in the answer';
        throw new Error(`Africa's Talking refused: ${why}`);
      }
      return recipient.messageId ?? recipient.status ?? '';
    },
  };
}
