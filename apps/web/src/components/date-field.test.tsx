import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { BIRTH_DATES, SCHOOL_DATES } from '@app/shared/common/dates';
import { renderScreen } from '../test/render-screen';
import { DateField } from './date-field';

/** A date field opened on the month of `opensAt`; what it sends is kept in `picked`. */
async function openField(props: {
  dates?: 'school' | 'birth';
  opensAt: string;
  minDate?: string;
  maxDate?: string;
}) {
  const picked: string[] = [];
  const user = userEvent.setup({ delay: null });
  renderScreen(<DateField label="Day" value="" onChange={(value) => picked.push(value)} {...props} />);
  await user.click(screen.getByRole('button', { name: 'Day' }));
  const name = (date: string) => dayjs(date).format('D MMMM YYYY');
  const day = (date: string) => screen.getByRole('button', { name: name(date) });
  /** A day of another month, shown only when the month's first or last week reaches into it. */
  const shownDay = (date: string) => screen.queryAllByRole('button', { name: name(date) })[0];
  return {
    user,
    picked,
    day,
    shownDay,
    control: (label: string) => screen.getByRole('button', { name: label }),
  };
}

const today = dayjs().format('YYYY-MM-DD');

/** [which bound, the field's dates, the bound, the calendar button past it, a day's step past it, always shown]. */
const BOUNDS: [string, 'school' | 'birth', string, string, 1 | -1, boolean][] = [
  // January 2000 begins on a Saturday: its calendar shows the last days of 1999 beside it.
  ["a school's first day", 'school', SCHOOL_DATES.first(), 'Previous month', -1, true],
  ["a school's last day", 'school', SCHOOL_DATES.last(), 'Next month', 1, false],
  ['the first day of birth', 'birth', BIRTH_DATES.first(), 'Previous month', -1, false],
  ['today, for a date of birth', 'birth', today, 'Next month', 1, false],
];

describe('DateField', () => {
  it.each(BOUNDS)(
    'offers %s and no day past it, as the server takes its dates',
    async (_which, dates, bound, pastControl, step, alwaysShown) => {
      const { user, picked, day, shownDay, control } = await openField({ dates, opensAt: bound });
      expect(control(pastControl)).toHaveProperty('disabled', true);
      // A day past the bound, where the month's first or last week shows it: there, but not to be picked.
      const past = shownDay(dayjs(bound).add(step, 'day').format('YYYY-MM-DD'));
      if (alwaysShown) expect(past).toBeDefined();
      if (past) {
        expect(past).toHaveProperty('disabled', true);
        await user.click(past);
      }
      expect(picked).toEqual([]);
      await user.click(day(bound));
      expect(picked).toEqual([bound]);
    },
  );

  it("narrows the dates to the form's own bounds, never widens them", async () => {
    const { day } = await openField({ opensAt: '2026-03-15', minDate: '2026-03-10', maxDate: '2026-03-20' });
    expect(day('2026-03-09')).toHaveProperty('disabled', true);
    expect(day('2026-03-10')).toHaveProperty('disabled', false);
    expect(day('2026-03-20')).toHaveProperty('disabled', false);
    expect(day('2026-03-21')).toHaveProperty('disabled', true);
  });
});
