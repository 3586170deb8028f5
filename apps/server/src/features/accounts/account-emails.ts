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

/** To the owner of an address that someone tried to register again; it carries no code. */
export function registrationAttemptEmail(
  user: Recipient & { email_confirmed_at: Date | null },
): OutgoingMessage {
  return {
    channel: 'email',
    to: user.email,
    subject: 'Someone tried to register your Transport Admin address',
    text: [
      `Hello ${user.first_name},`,
      '',
      'Someone, perhaps you, tried to create a Transport Admin account with this e-mail address, which already has one.',
      'Nothing was changed: your account and your password stay as they are.',
      '',
      user.email_confirmed_at
        ? 'If it was you, sign in with your password, or choose "Forgot your password?" on the sign-in page to set a new one.'
        : 'If it was you, confirm your address with the code we sent earlier, or ask for a new code on the confirmation page.',
      'If it was not you, you can ignore this message.',
    ].join('\n'),
  };
}
