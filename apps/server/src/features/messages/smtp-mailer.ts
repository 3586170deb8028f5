import nodemailer from 'nodemailer';
import type { Messenger } from './messenger';

/** E-mail through an SMTP server named by an smtp:// or smtps:// URL (user and password in the URL). */
export function createSmtpMailer(url: string, from: string): Messenger {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        // A notice sent again after a crash keeps its Message-ID: mail clients show it once.
        ...(message.key ? { messageId: `<${message.key}@transport-admin>` } : {}),
      });
      return String(info.response ?? info.messageId ?? '');
    },
  };
}
