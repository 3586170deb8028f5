import { Checkbox, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { DAY_NAMES, DAYS_OF_WEEK, SCHOOL_DAYS, type ScheduleDay } from '@app/shared/common/weekdays';

/** Weekdays as the checkboxes hold them: '1' Monday ... '7' Sunday. */
export const SCHOOL_WEEKDAYS = SCHOOL_DAYS.map(String);

const shortName = (day: number) => DAY_NAMES[day - 1]!.slice(0, 3);

/** The seven days of a schedule, those checked active. */
export function scheduleFromDays(days: readonly string[]): ScheduleDay[] {
  return DAYS_OF_WEEK.map((day) => ({ day_of_week: day, is_active: days.includes(String(day)) }));
}

/** The checked days of a schedule. */
export function daysOf(schedule: readonly ScheduleDay[]): string[] {
  return schedule.filter((day) => day.is_active).map((day) => String(day.day_of_week));
}

/** "Mon, Wed, Fri". */
export function weekdayText(schedule: readonly ScheduleDay[]): string {
  return schedule
    .filter((day) => day.is_active)
    .map((day) => shortName(day.day_of_week))
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
  return (
    <Checkbox.Group label={label} description={description} value={value} onChange={onChange}>
      <Group gap="sm" mt={6}>
        {DAYS_OF_WEEK.map((day) => (
          <Checkbox key={day} value={String(day)} label={shortName(day)} aria-label={DAY_NAMES[day - 1]} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
