import { describe, expect, it } from 'vitest';
import { createAfricasTalkingSender, type AfricasTalkingSms } from './africastalking-sender';

const settings = { username: 'school', apiKey: 'key', senderId: 'SCHOOLBUS' };
const message = { channel: 'sms', to: '0712345678', subject: 's', text: 'Habari' } as const;

/** The official client's SMS service as a test double: what it was asked, and its answer. */
function fakeSms(recipient: Record<string, unknown>) {
  const asked: unknown[] = [];
  const sms: AfricasTalkingSms = {
    send: async (options) => {
      asked.push(options);
      return { SMSMessageData: { Message: 'Sent to 1/1', Recipients: [recipient] } };
    },
  };
  return { asked, sms };
}

describe("Africa's Talking", () => {
  it('sends to the number in international form from the sender id, answering its message id', async () => {
    const { asked, sms } = fakeSms({ statusCode: 101, status: 'Success', messageId: 'ATXid_1' });
    expect(await createAfricasTalkingSender(settings, sms).send(message)).toBe('ATXid_1');
    expect(asked).toEqual([{ to: ['+254712345678'], message: 'Habari', from: 'SCHOOLBUS' }]);
  });

  it('fails with the status of a recipient it refused', async () => {
    const { sms } = fakeSms({ statusCode: 403, status: 'InvalidPhoneNumber' });
    await expect(createAfricasTalkingSender(settings, sms).send(message)).rejects.toThrow(
      "Africa's Talking refused: InvalidPhoneNumber",
    );
  });

  it('refuses to start without its credentials', () => {
    expect(() => createAfricasTalkingSender({ ...settings, apiKey: '' })).toThrow(
      'SMS_TRANSPORT=africastalking needs AFRICASTALKING_USERNAME and AFRICASTALKING_API_KEY.',
    );
  });
});
