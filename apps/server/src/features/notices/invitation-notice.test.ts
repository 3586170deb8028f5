import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadTranslators } from '@app/shared/i18n/translator';
import { derivedInviteCode, hashInviteCode } from '../tenants/invitation-codes';
import { invitationEmail, invitationSms } from './invitation-notice';
import { fitsOneSms } from './notice-texts';

// Issue 23 §3: the invitation sent in bulk (notice kind 8) says who invites, the code and the way in,
// in one GSM-7 SMS in English and Kiswahili whatever the school's name.
const translators = await loadTranslators();
const words = {
  school: 'Green Hills Academy',
  code: 'K7MP4QRT',
  url: 'https://transport.greenhills.ac.ke/family',
  days: 7,
};
const LONG_SCHOOL =
  'St. Mary Immaculate Catholic Girls and Boys Mixed Day and Boarding Academy of Kiambu County';

describe('the invitation notice', () => {
  it('words the SMS and the e-mail in English and Kiswahili', () => {
    expect(invitationSms(translators.en, words)).toBe(
      'Green Hills Academy invites you to its family app: open https://transport.greenhills.ac.ke/family, choose Sign in with phone, code K7MP4QRT',
    );
    expect(invitationSms(translators.sw, words)).toBe(
      'Green Hills Academy inakualika kwenye programu ya familia: fungua https://transport.greenhills.ac.ke/family, chagua Ingia kwa simu, msimbo K7MP4QRT',
    );
    const mail = invitationEmail(translators.sw, words);
    expect(mail.subject).toBe('Green Hills Academy inakualika kwenye programu yake ya familia');
    expect(mail.text).toContain('msimbo K7MP4QRT. Msimbo ni halali kwa siku 7');
  });

  it('keeps one GSM-7 message with a long school name, the code and the address whole', () => {
    for (const locale of ['en', 'sw'] as const) {
      const text = invitationSms(translators[locale], { ...words, school: LONG_SCHOOL });
      expect(fitsOneSms(text), text).toBe(true);
      expect(text).toMatch(/^St\. Mary Immaculate/);
      expect(text).toContain(words.url);
      expect(text.endsWith(words.code)).toBe(true);
    }
  });

  it('derives the same code from the same invitation, another from another, in the code alphabet', () => {
    const real = {
      hashSecret: (value: string) => crypto.createHmac('sha256', 'key').update(value).digest('hex'),
    };
    const id = '0b6f4a3e-5a31-4b8e-9e52-3d4c1f2a7b10';
    const code = derivedInviteCode(real, id);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(derivedInviteCode(real, id.toUpperCase())).toBe(code);
    expect(derivedInviteCode(real, '7c2d9e84-1f3a-4c56-8b7e-2a9d0c4e6f31')).not.toBe(code);
    expect(hashInviteCode(real, code.toLowerCase())).toBe(hashInviteCode(real, code));
  });
});
