import { describe, expect, it } from 'vitest';
import { loadTranslators } from '@app/shared/i18n/translator';
import {
  confirmationEmail,
  invitationMessages,
  passwordResetEmail,
  registrationAttemptEmail,
} from './account-emails';

const { en, sw } = await loadTranslators();
const amina = { email: 'amina@example.test', first_name: 'Amina' };

describe('account e-mails in English', () => {
  // The spec's words, line for line, as the server sent them before the catalogues.
  it('confirmation', () => {
    expect(confirmationEmail(en, amina, '123456')).toEqual({
      channel: 'email',
      to: 'amina@example.test',
      subject: 'Your Transport Admin confirmation code',
      text: [
        'Hello Amina,',
        '',
        'Your confirmation code is 123456. Enter it on the confirmation page to finish creating your account.',
        'The code is valid for 15 minutes.',
        '',
        'If you did not create a Transport Admin account, you can ignore this message.',
      ].join('\n'),
      code: '123456',
    });
  });

  it('password reset', () => {
    expect(passwordResetEmail(en, amina, '654321')).toEqual({
      channel: 'email',
      to: 'amina@example.test',
      subject: 'Your Transport Admin password reset code',
      text: [
        'Hello Amina,',
        '',
        'Your password reset code is 654321. Enter it with your new password to reset it.',
        'The code is valid for 15 minutes.',
        '',
        'If you did not ask to reset your password, you can ignore this message; your password stays as it is.',
      ].join('\n'),
      code: '654321',
    });
  });

  it('registration attempt, for a confirmed and an unconfirmed address', () => {
    const confirmed = registrationAttemptEmail(en, { ...amina, email_confirmed_at: new Date() });
    expect(confirmed).toEqual({
      channel: 'email',
      to: 'amina@example.test',
      subject: 'Someone tried to register your Transport Admin address',
      text: [
        'Hello Amina,',
        '',
        'Someone, perhaps you, tried to create a Transport Admin account with this e-mail address, which already has one.',
        'Nothing was changed: your account and your password stay as they are.',
        '',
        'If it was you, sign in with your password, or choose "Forgot your password?" on the sign-in page to set a new one.',
        'If it was not you, you can ignore this message.',
      ].join('\n'),
    });
    const pending = registrationAttemptEmail(en, { ...amina, email_confirmed_at: null });
    expect(pending.text.split('\n')[5]).toBe(
      'If it was you, confirm your address with the code we sent earlier, or ask for a new code on the confirmation page.',
    );
  });

  it('invitation, by SMS and e-mail alike', () => {
    const invitation = { phone: '254712345678', email: 'new@example.test', role_id: 401 };
    const { sms, email } = invitationMessages(en, invitation, 'Hill School', 'ABCD2345', 7);
    const text =
      'You are invited to join Hill School on Transport Admin as Driver. Choose Sign in with phone and enter the phone number 254712345678 and the code ABCD2345, or, signed in by e-mail, choose Accept an Invitation. The code is valid for 7 days and works once.';
    expect(sms).toEqual({
      channel: 'sms',
      to: '254712345678',
      subject: 'Your invitation to Hill School',
      text,
      code: 'ABCD2345',
    });
    expect(email).toEqual({ ...sms, channel: 'email', to: 'new@example.test' });
    const unnamed = invitationMessages(en, { ...invitation, email: null, role_id: 999 }, null, 'X', 7);
    expect(unnamed.email).toBeNull();
    expect(unnamed.sms.subject).toBe('Your invitation to your school');
    expect(unnamed.sms.text).toContain('join your school on Transport Admin as Unknown role.');
  });
});

describe('account e-mails in Kiswahili', () => {
  it('words every line in Kiswahili, with the code and the name as they are', () => {
    const message = passwordResetEmail(sw, amina, '654321');
    expect(message.subject).toBe('Msimbo wako wa kuweka upya nenosiri la Transport Admin');
    expect(message.text.split('\n')).toEqual([
      'Habari Amina,',
      '',
      'Msimbo wako wa kuweka upya nenosiri ni 654321. Uweke pamoja na nenosiri lako jipya ili kuliweka upya.',
      'Msimbo unatumika kwa dakika 15.',
      '',
      'Ikiwa hukuomba kuweka upya nenosiri lako, unaweza kupuuza ujumbe huu; nenosiri lako litabaki kama lilivyo.',
    ]);
    expect(confirmationEmail(sw, amina, '1').subject).toBe('Msimbo wako wa uthibitisho wa Transport Admin');
    expect(registrationAttemptEmail(sw, { ...amina, email_confirmed_at: null }).text).toContain(
      'omba msimbo mpya kwenye ukurasa wa uthibitisho',
    );
  });

  it('names the role in Kiswahili in an invitation', () => {
    const { sms } = invitationMessages(
      sw,
      { phone: '254712345678', email: null, role_id: 402 },
      'Hill School',
      'ABCD2345',
      7,
    );
    expect(sms.subject).toBe('Mwaliko wako wa kujiunga na Hill School');
    expect(sms.text).toBe(
      'Umealikwa kujiunga na Hill School kwenye Transport Admin kama Mhudumu wa Basi. Chagua Ingia kwa simu kisha uweke nambari ya simu 254712345678 na msimbo ABCD2345, au, ukiwa umeingia kwa barua pepe, chagua Kubali Mwaliko. Msimbo ni halali kwa siku 7 na unaweza kutumika mara moja tu.',
    );
  });
});
