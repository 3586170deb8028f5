import type { Translator } from '@app/shared/i18n/translator';
import { fitsOneSms } from './notice-texts';

/** What an invitation notice (kind 8) says: the school, the code, where to sign in, for how long. */
export type InvitationWords = { school: string; code: string; url: string; days: number };

/** The shortest a school's name is cut to for the SMS: the code and the address matter more. */
const SHORTEST_SCHOOL = 12;

/**
 * The invitation's SMS in one GSM-7 message: when a long school name makes it longer, the name is
 * cut (after a whole word when one fits) until it fits; the code and the address stay whole.
 */
export function invitationSms(intl: Translator, words: InvitationWords): string {
  const word = (school: string) => intl.formatMessage({ id: 'invitations.noticeSms' }, { ...words, school });
  let school = words.school;
  let text = word(school);
  while (!fitsOneSms(text) && school.length > SHORTEST_SCHOOL) {
    const length = Math.max(
      SHORTEST_SCHOOL,
      Math.min(school.length - 1, school.length - (text.length - 160)),
    );
    const cut = school.slice(0, length);
    const space = cut.lastIndexOf(' ');
    school = (space >= SHORTEST_SCHOOL ? cut.slice(0, space) : cut).replace(/[\s,.;:/-]+$/, '');
    text = word(school);
  }
  return text;
}

/** The invitation's e-mail: the school's full name, the code, the way in and how long it lasts. */
export function invitationEmail(intl: Translator, words: InvitationWords) {
  return {
    subject: intl.formatMessage({ id: 'invitations.noticeSubject' }, words),
    text: intl.formatMessage({ id: 'invitations.noticeEmail' }, words),
  };
}
