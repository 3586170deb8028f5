import type { OutgoingMessage } from '../messages/messenger';
import { CODE_TTL_MINUTES } from './verification-codes';

type Recipient = { email: string; first_name: string };

export function confirmationEmail(user: Recipient, code: string): OutgoingMessage {
  return {
    channel: 'email',
    to: user.email,
    subject: 'Your Transport Admin confirmation code',
    text: [
      `Hello ${user.first_name},`,
      '',
      `Your confirmation code is ${code}. Enter it on the confirmation page to finish creating your account.`,
      `The code is valid for ${CODE_TTL_MINUTES} minutes.`,
      '',
      'If you did not create a Transport Admin account, you can ignore this message.',
    ].join('\n'),
    code,
  };
}

export function passwordResetEmail(user: Recipient, code: string): OutgoingMessage {
  return {
    channel: 'email',
    to: user.email,
    subject: 'Your Transport Admin password reset code',
    text: [
      `Hello ${user.first_name},`,
      '',
      `Your password reset code is ${code}. Enter it with your new password to reset it.`,
      `The code is valid for ${CODE_TTL_MINUTES} minutes.`,
      '',
      'If you did not ask to reset your password, you can ignore this message; your password stays as it is.',
    ].join('\n'),
    code,
  };
}
