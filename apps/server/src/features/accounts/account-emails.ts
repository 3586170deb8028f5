import { ROLE_IDS, type RoleId } from '@app/shared/accounts/roles';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import type { MessageValues } from '@app/shared/i18n/message-ref';
import type { Translator } from '@app/shared/i18n/translator';
import type { OutgoingMessage } from '../messages/messenger';
import { CODE_TTL_MINUTES } from './verification-codes';

type Recipient = { email: string; first_name: string };

/**
 * Each e-mail is worded by `intl`, the recipient's language (messages/recipient-language.ts); a
 * body is its paragraphs, each a whole message of the `emails` catalogue, one per line.
 */
const lines = (intl: Translator, ...paragraphs: ([MessageKey, MessageValues?] | '')[]) =>
  paragraphs.map((line) => (line === '' ? '' : intl.formatMessage({ id: line[0] }, line[1]))).join('\n');

export function confirmationEmail(intl: Translator, user: Recipient, code: string): OutgoingMessage {
  return {
    channel: 'email',
    to: user.email,
    subject: intl.formatMessage({ id: 'emails.confirmationSubject' }),
    text: lines(
      intl,
      ['emails.hello', { name: user.first_name }],
      '',
      ['emails.confirmationCode', { code }],
      ['emails.codeValidMinutes', { minutes: CODE_TTL_MINUTES }],
      '',
      ['emails.confirmationIgnore'],
    ),
    code,
  };
}

export function passwordResetEmail(intl: Translator, user: Recipient, code: string): OutgoingMessage {
  return {
    channel: 'email',
    to: user.email,
    subject: intl.formatMessage({ id: 'emails.resetSubject' }),
    text: lines(
      intl,
      ['emails.hello', { name: user.first_name }],
      '',
      ['emails.resetCode', { code }],
      ['emails.codeValidMinutes', { minutes: CODE_TTL_MINUTES }],
      '',
      ['emails.resetIgnore'],
    ),
    code,
  };
}

/** The SMS of a phone sign-in code: one GSM-7 message of 160 characters in either language (issue 23). */
export function phoneSignInSms(intl: Translator, phone: string, code: string): OutgoingMessage {
  return {
    channel: 'sms',
    to: phone,
    subject: intl.formatMessage({ id: 'emails.phoneSignInSubject' }),
    text: intl.formatMessage({ id: 'emails.phoneSignInText' }, { code, minutes: CODE_TTL_MINUTES }),
    code,
  };
}

/** To the owner of an address that someone tried to register again; it carries no code. */
export function registrationAttemptEmail(
  intl: Translator,
  user: Recipient & { email_confirmed_at: Date | null },
): OutgoingMessage {
  return {
    channel: 'email',
    to: user.email,
    subject: intl.formatMessage({ id: 'emails.registrationAttemptSubject' }),
    text: lines(
      intl,
      ['emails.hello', { name: user.first_name }],
      '',
      ['emails.registrationAttemptNotice'],
      ['emails.registrationAttemptNothingChanged'],
      '',
      [user.email_confirmed_at ? 'emails.registrationAttemptSignIn' : 'emails.registrationAttemptConfirm'],
      ['emails.registrationAttemptNotYou'],
    ),
  };
}

/** Each role as the invitation names it; the roles' own names (roles.ts) are English. */
const ROLE_NAMES: Record<RoleId, MessageKey> = {
  [ROLE_IDS.schoolAdministrator]: 'emails.roleSchoolAdministrator',
  [ROLE_IDS.transportManager]: 'emails.roleTransportManager',
  [ROLE_IDS.guardian]: 'emails.roleGuardian',
  [ROLE_IDS.staffMember]: 'emails.roleStaffMember',
  [ROLE_IDS.driver]: 'emails.roleDriver',
  [ROLE_IDS.busAttendant]: 'emails.roleBusAttendant',
  [ROLE_IDS.transportOfficer]: 'emails.roleTransportOfficer',
  [ROLE_IDS.teacher]: 'emails.roleTeacher',
};

/**
 * An invitation's SMS, and its e-mail when the invitation has an address: the same words, which
 * name the phone to enter with the code. `school` is null when the school has no name to give.
 */
export function invitationMessages(
  intl: Translator,
  invitation: { phone: string; email: string | null; role_id: number },
  school: string | null,
  code: string,
  validDays: number,
): { sms: OutgoingMessage; email: OutgoingMessage | null } {
  const schoolName = school ?? intl.formatMessage({ id: 'emails.yourSchool' });
  const roleKey = ROLE_NAMES[invitation.role_id as RoleId] ?? 'emails.roleUnknown';
  const text = intl.formatMessage(
    { id: 'emails.invitationText' },
    {
      school: schoolName,
      role: intl.formatMessage({ id: roleKey }),
      phone: invitation.phone,
      code,
      days: validDays,
    },
  );
  const subject = intl.formatMessage({ id: 'emails.invitationSubject' }, { school: schoolName });
  const sms: OutgoingMessage = { channel: 'sms', to: invitation.phone, subject, text, code };
  const email: OutgoingMessage | null = invitation.email
    ? { channel: 'email', to: invitation.email, subject, text, code }
    : null;
  return { sms, email };
}
