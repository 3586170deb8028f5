import { Checkbox, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DAYS_OF_WEEK, SCHOOL_DAYS, type DayOfWeek, type ScheduleDay } from '@app/shared/common/weekdays';
import { formatWeekday, localeOfIntl } from '@app/shared/i18n/formats';

/** Weekdays as the checkboxes hold them: '1' Monday ... '7' Sunday. */
export const SCHOOL_WEEKDAYS = SCHOOL_DAYS.map(String);

/**
 * An ISO weekday's name in `locale` (react-intl's; i18n/formats.ts): 'Mon' or 'Monday' in English, the
 * whole name in Kiswahili, which has no short one.
 */
const dayName = (locale: string, day: number, weekday: 'short' | 'long') =>
  formatWeekday(localeOfIntl(locale), day as DayOfWeek, weekday);

/** The seven days of a schedule, those checked active. */
export function scheduleFromDays(days: readonly string[]): ScheduleDay[] {
  return DAYS_OF_WEEK.map((day) => ({ day_of_week: day, is_active: days.includes(String(day)) }));
}

/** The checked days of a schedule. */
export function daysOf(schedule: readonly ScheduleDay[]): string[] {
  return schedule.filter((day) => day.is_active).map((day) => String(day.day_of_week));
}

/** "Mon, Wed, Fri", in the reader's language (`locale`: react-intl's). */
export function weekdayText(locale: string, schedule: readonly ScheduleDay[]): string {
  return schedule
    .filter((day) => day.is_active)
    .map((day) => dayName(locale, day.day_of_week, 'short'))
    .join(', ');
}

type Props = {
  label: string;
  value: string[];
  onChange: (days: string[]) => void;
  description?: ReactNode;
};

/** Seven checkboxes, Monday first, short names on screen and whole ones to assistive technology. */
export function WeekdayCheckboxes({ label, value, onChange, description }: Props) {
  const { locale } = useIntl();
  return (
    <Checkbox.Group label={label} description={description} value={value} onChange={onChange}>
      <Group gap="sm" mt={6}>
        {DAYS_OF_WEEK.map((day) => (
          <Checkbox
            key={day}
            value={String(day)}
            label={dayName(locale, day, 'short')}
            aria-label={dayName(locale, day, 'long')}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
