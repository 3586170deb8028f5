import { describe, expect, it } from 'vitest';
import { NOTICE_KIND } from '@app/shared/notices/notice-codes';
import { loadTranslators } from '@app/shared/i18n/translator';
import { fitsOneSms, noticeEmail, noticeSms, noticeTexts, type StoredPayload } from './notice-texts';

const translators = await loadTranslators();
const kinds = [
  NOTICE_KIND.approaching,
  NOTICE_KIND.pickedUp,
  NOTICE_KIND.droppedOff,
  NOTICE_KIND.markedAbsent,
  NOTICE_KIND.runningLate,
  NOTICE_KIND.cancelled,
  NOTICE_KIND.incident,
] as const;

const short: StoredPayload = {
  students: ['Amina'],
  stop: 'Kasarani Gate',
  route: 'Thika Road',
  minutes: 5,
  time: '07:12',
};
// The longest names an office plausibly types: hyphenated names, long titles, several children,
// letters outside GSM-7.
const long: StoredPayload = {
  students: ['Nyambura-Wanjikũ', 'Oluwaseun-Chukwuemeka', 'Kiprotich-Kipkemboi', 'Achieng-Atieno'],
  stop: 'Kenyatta Avenue and Moi Drive junction, opposite the Naivas supermarket',
  route: 'Eastlands Morning Route 12 via Jogoo Road and Outer Ring Road',
  minutes: 15,
  time: '16:48',
};

describe('notice texts', () => {
  it('words each kind in English and Kiswahili with the names in full when they fit', () => {
    expect(noticeSms(translators.en, NOTICE_KIND.approaching, short)).toBe(
      'Amina: the bus will reach Kasarani Gate in about 5 minutes.',
    );
    expect(noticeSms(translators.sw, NOTICE_KIND.pickedUp, short)).toBe(
      'Amina amepakiwa kwenye basi kituo cha Kasarani Gate saa 07:12.',
    );
    expect(
      noticeSms(translators.en, NOTICE_KIND.droppedOff, { ...short, students: ['Amina', 'Baraka'] }),
    ).toBe('Amina and Baraka were dropped off at Kasarani Gate at 07:12.');
    expect(
      noticeSms(translators.sw, NOTICE_KIND.droppedOff, { ...short, students: ['Amina', 'Baraka'] }),
    ).toBe('Amina na Baraka wameshushwa kituo cha Kasarani Gate saa 07:12.');
  });

  it.each(['en', 'sw'] as const)(
    'fits every %s SMS in one GSM-7 message with the longest names',
    (locale) => {
      for (const kind of kinds) {
        for (const payload of [long, { ...long, students: [long.students![1]!] }]) {
          const sms = noticeSms(translators[locale], kind, payload);
          expect({ kind, sms, fits: fitsOneSms(sms) }).toEqual({ kind, sms, fits: true });
          // The sentence is whole: it still ends as the message does.
          expect(sms).toMatch(/[^.]\.$/);
        }
      }
    },
  );

  it('shortens the names part, never the sentence', () => {
    const sms = noticeSms(translators.en, NOTICE_KIND.pickedUp, long);
    expect(sms).toMatch(/^Nyambura-Wanjiku and 3 others were picked up at .+ at 16:48\.$/);
    const sw = noticeSms(translators.sw, NOTICE_KIND.pickedUp, long);
    expect(sw).toMatch(/^Nyambura-Wanjiku na wengine 3 wamepakiwa kwenye basi kituo cha .+ saa 16:48\.$/);
  });

  it('words the push title and e-mail with the names in full and why the guardian gets it', () => {
    expect(noticeTexts(translators.en, NOTICE_KIND.runningLate, long).title).toBe(
      'The Eastlands Morning Route 12 via Jogoo Road and Outer Ring Road bus is running late',
    );
    const mail = noticeEmail(translators.sw, NOTICE_KIND.cancelled, short, 'Green Hills Academy');
    expect(mail.subject).toBe('Safari ya njia Thika Road imeghairiwa');
    expect(mail.text).toBe(
      'Safari ya njia Thika Road ya Amina imeghairiwa: basi halitafika kituo cha Kasarani Gate.\n\n' +
        'Umepokea ujumbe huu kama mlezi katika Green Hills Academy. Unaweza kuchagua jinsi ya kuarifiwa ' +
        'kwenye programu ya familia.',
    );
  });
});
