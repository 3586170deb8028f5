import nodemailer from 'nodemailer';
import type { Messenger } from './messenger';

/** E-mail through an SMTP server named by an smtp:// or smtps:// URL (user and password in the URL). */
export function createSmtpMailer(url: string, from: string): Messenger {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
