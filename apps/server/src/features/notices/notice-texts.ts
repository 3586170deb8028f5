import { SegmentedMessage } from 'sms-segments-calculator';
import { NOTICE_KIND } from '@app/shared/notices/notice-codes';
import type { Translator } from '@app/shared/i18n/translator';
import type { NoticePayload } from './decide-notices';

/**
 * A notice's payload as stored (ADR 022): what `decideNotices` decided, read back from jsonb, so a
 * field a kind does not carry is absent.
 */
export type StoredPayload = Partial<NoticePayload> & {
  /** Kind 8 (an invitation sent in bulk): the invitation's id, from which its code is derived. */
  invitation?: string;
};

/** The message keys of a kind: its sentence (SMS, push body, e-mail body) and its title (subject). */
const KIND_TEXTS = {
  [NOTICE_KIND.approaching]: { text: 'notices.approaching', title: 'notices.approachingTitle' },
  [NOTICE_KIND.pickedUp]: { text: 'notices.pickedUp', title: 'notices.pickedUpTitle' },
  [NOTICE_KIND.droppedOff]: { text: 'notices.droppedOff', title: 'notices.droppedOffTitle' },
  [NOTICE_KIND.markedAbsent]: { text: 'notices.markedAbsent', title: 'notices.markedAbsentTitle' },
  [NOTICE_KIND.runningLate]: { text: 'notices.runningLate', title: 'notices.runningLateTitle' },
  [NOTICE_KIND.cancelled]: { text: 'notices.cancelled', title: 'notices.cancelledTitle' },
  [NOTICE_KIND.incident]: { text: 'notices.incident', title: 'notices.incidentTitle' },
} as const;

type KindWithTexts = keyof typeof KIND_TEXTS;

export const hasTexts = (kind: number): kind is KindWithTexts => kind in KIND_TEXTS;

/** One GSM-7 SMS (the cheap phones' one message); longer or other characters cost two or more. */
const SMS_LIMIT = 160;

/** The values a kind's messages take, with the children's names worded as given. */
function values(payload: StoredPayload, students: string) {
  return {
    students,
    count: Math.max(1, payload.students?.length ?? 0),
    stop: payload.stop ?? '',
    route: payload.route ?? '',
    minutes: payload.minutes ?? 0,
    time: payload.time ?? '',
  };
}

/** The title (push title, e-mail subject) and the sentence of a notice, names in full. */
export function noticeTexts(intl: Translator, kind: KindWithTexts, payload: StoredPayload) {
  const students = intl.formatList(payload.students ?? [], { type: 'conjunction' });
  const v = values(payload, students);
  return {
    title: intl.formatMessage({ id: KIND_TEXTS[kind].title }, v),
    text: intl.formatMessage({ id: KIND_TEXTS[kind].text }, v),
  };
}

/** The e-mail of a notice: its sentence, and why the guardian gets it. */
export function noticeEmail(intl: Translator, kind: KindWithTexts, payload: StoredPayload, school: string) {
  const { title, text } = noticeTexts(intl, kind, payload);
  return {
    subject: title,
    text: `${text}\n\n${intl.formatMessage({ id: 'notices.emailFooter' }, { school })}`,
  };
}

/** Characters of GSM-7's basic set that take one place each: most texts are made of these only. */
const PLAIN_GSM = /^[A-Za-z0-9 .,:;!?'"()&%+=*#@_<>/-]*$/;

/** Whether a text goes as one GSM-7 message. */
export function fitsOneSms(text: string): boolean {
  // Asked at every send: the library is left the texts that need it.
  if (PLAIN_GSM.test(text)) return text.length <= SMS_LIMIT;
  const message = new SegmentedMessage(text, 'auto');
  return message.encodingName === 'GSM-7' && message.segmentsCount === 1 && text.length <= SMS_LIMIT;
}

/**
 * A name or title in GSM-7: accents dropped (Wanjikú → Wanjiku), other characters outside the
 * alphabet left out, since one of them would make the whole SMS UCS-2, 70 characters long.
 */
function gsmOnly(value: string): string {
  if (PLAIN_GSM.test(value)) return value;
  const plain = value.normalize('NFD').replace(/\p{M}/gu, '');
  const foreign = new Set(new SegmentedMessage(plain, 'auto').getNonGsmCharacters());
  return foreign.size === 0 ? plain : [...plain].filter((character) => !foreign.has(character)).join('');
}

/**
 * A value cut to at most `length` characters, after a whole word when one fits ("Kenyatta Avenue and
 * Moi Drive junction" → "Kenyatta Avenue and"), its punctuation at the cut dropped.
 */
function shortened(value: string, length: number): string {
  if (value.length <= length) return value;
  const cut = value.slice(0, length + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, length)).replace(/[\s,.;:/-]+$/, '');
}

/**
 * The SMS of a notice, in one GSM-7 message whatever the names: the sentence stays whole, the names
 * part gives way. First the names as they are; then the first child and how many others; then the
 * longest of the stop's, the route's and the child's names is shortened, as often as it takes.
 */
export function noticeSms(intl: Translator, kind: KindWithTexts, payload: StoredPayload): string {
  const names = (payload.students ?? []).map(gsmOnly);
  const parts = {
    stop: gsmOnly(payload.stop ?? ''),
    route: gsmOnly(payload.route ?? ''),
    first: names[0] ?? '',
  };
  const word = (students: string) =>
    intl.formatMessage(
      { id: KIND_TEXTS[kind].text },
      { ...values(payload, students), stop: parts.stop, route: parts.route },
    );
  const all = word(intl.formatList(names, { type: 'conjunction' }));
  if (fitsOneSms(all)) return all;
  const grouped = () =>
    names.length > 1
      ? intl.formatMessage({ id: 'notices.namesAndOthers' }, { first: parts.first, others: names.length - 1 })
      : parts.first;
  let text = word(grouped());
  for (let tries = 0; !fitsOneSms(text) && tries < 6; tries += 1) {
    const overflow = new SegmentedMessage(text, 'GSM-7').numberOfCharacters - SMS_LIMIT;
    const longest = (['stop', 'route', 'first'] as const).reduce((a, b) =>
      parts[b].length > parts[a].length ? b : a,
    );
    parts[longest] = shortened(parts[longest], Math.max(6, parts[longest].length - Math.max(overflow, 1)));
    text = word(grouped());
  }
  return text;
}
