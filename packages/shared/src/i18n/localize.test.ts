import { describe, expect, it } from 'vitest';
import { expiredDocumentMessage } from '../documents/document-checks.schemas';
import { DATE_MESSAGES } from '../common/dates';
import { localize } from './localize';
import { ref } from './message-ref';
import { loadTranslators } from './translator';

const translators = await loadTranslators();

describe('localize', () => {
  it("writes a ref's day in the reader's language, as its dates are written elsewhere", () => {
    const message = expiredDocumentMessage('KBX 123A', 'Insurance', '2026-11-01');
    expect(localize(translators.en, message)).toBe("KBX 123A's Insurance expired on November 1, 2026.");
    expect(localize(translators.sw, message)).toMatch(/1 Novemba 2026/);
    expect(localize(translators.sw, message)).not.toMatch(/November|2026-11-01/);
  });

  it('leaves a day that is not on the calendar, and values of other names, as they were written', () => {
    expect(localize(translators.en, DATE_MESSAGES.noSuchDay('2026-02-30', 28))).toContain('2026-02-30');
    const route = ref('fieldTrips.vehicleBookedTrip', {
      vehicle: '2026-11-01',
      route: 'Morning',
      date: '2026-12-03',
      from: '06:30',
      to: '07:30',
    });
    expect(localize(translators.en, route)).toBe(
      '2026-11-01 runs the route “Morning” on December 3, 2026 from 06:30 to 07:30.',
    );
  });

  it('gives any other text back as it is', () => {
    expect(localize(translators.en, 'Plain words, not a ref')).toBe('Plain words, not a ref');
  });
});
