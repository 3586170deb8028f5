import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import { createAfricasTalkingSender } from './africastalking-sender';
import { createHttpSmsSender } from './http-sms-sender';
import type { Messenger } from './messenger';
import { createOutbox } from './outbox';
import { createSmtpMailer } from './smtp-mailer';

/**
 * E-mail goes to MAIL_TRANSPORT (`outbox` or an smtp:// URL), SMS to SMS_TRANSPORT (`outbox`,
 * `africastalking` or an http(s):// provider URL). A wrong setting stops the start with a clear
 * message.
 */
export function createMessenger(config: Config, log: FastifyBaseLogger): Messenger {
  const outbox = createOutbox(config.dataDir, log);
  const mail = pickTransport('MAIL_TRANSPORT', config.mail.transport, outbox, {
    protocols: ['smtp:', 'smtps:'],
    expected: 'an smtp:// or smtps:// URL',
    create: (url) => createSmtpMailer(url, config.mail.from),
  });
  const sms =
    config.sms.transport === 'africastalking'
      ? createAfricasTalkingSender(config.sms.africasTalking)
      : pickTransport('SMS_TRANSPORT', config.sms.transport, outbox, {
          protocols: ['http:', 'https:'],
          expected: '"africastalking" or an http:// or https:// URL',
          create: createHttpSmsSender,
        });
  return {
    async send(message) {
      const transport = message.channel === 'email' ? mail : sms;
      const answer = await transport.send(message);
      // The outbox logs its own lines; real transports log without the code.
      if (transport !== outbox)
        log.info({ channel: message.channel, to: message.to }, `sent: ${message.subject}`);
      return answer;
    },
  };
}

function pickTransport(
  name: string,
  setting: string,
  outbox: Messenger,
  options: { protocols: string[]; expected: string; create: (url: string) => Messenger },
): Messenger {
  if (setting === '' || setting === 'outbox') return outbox;
  let protocol: string;
  try {
    protocol = new URL(setting).protocol;
  } catch {
    protocol = '';
  }
  if (!options.protocols.includes(protocol)) {
    throw new Error(`${name} must be "outbox" or ${options.expected}.`);
  }
  return options.create(setting);
}
