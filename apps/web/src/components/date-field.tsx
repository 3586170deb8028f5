import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { DATE_DISPLAY_FORMAT } from '@app/shared/common/dates';

// The calendar's arrow buttons have no text of their own.
const calendarLabels = {
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};
// Mantine drops the focus when its calendar closes; back on the field, Tab goes on to the next one.
const keepFocus = { returnFocus: true };
// The clear button of an optional date is an icon only.
const clearLabel = { 'aria-label': 'Clear date' };

type Props = Pick<
  DatePickerInputProps,
  'label' | 'required' | 'defaultLevel' | 'maxDate' | 'minDate' | 'clearable'
> & {
  /** The date as the API carries it (YYYY-MM-DD), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** The month the calendar opens on when the field is empty (YYYY-MM-DD). */
  opensAt?: string | undefined;
};

/** A date field of every form: shown as "November 20, 2026", held and sent as YYYY-MM-DD. */
export function DateField({ value, onChange, opensAt, ...rest }: Props) {
  return (
    <DatePickerInput
      {...rest}
      valueFormat={DATE_DISPLAY_FORMAT}
      ariaLabels={calendarLabels}
      popoverProps={keepFocus}
      clearButtonProps={clearLabel}
      defaultDate={opensAt || undefined}
      value={value || null}
      onChange={(next) => onChange(next ? dayjs(next).format('YYYY-MM-DD') : '')}
    />
  );
}

type RangeField = 'start_date' | 'end_date';

/**
 * The Start Date and End Date of a record that runs over days, both required. The end's calendar
 * opens at the start; an earlier day stays possible so that the form's message can say why not.
 */
export function DateRangeFields({
  values,
  errors,
  onChange,
}: {
  values: Record<RangeField, string>;
  errors: Partial<Record<string, ReactNode>>;
  onChange: (field: RangeField, value: string) => void;
}) {
  return (
    <>
      <DateField
        label="Start Date"
        required
        value={values.start_date}
        onChange={(value) => onChange('start_date', value)}
        error={errors.start_date}
      />
      <DateField
        label="End Date"
        required
        opensAt={values.start_date}
        value={values.end_date}
        onChange={(value) => onChange('end_date', value)}
        error={errors.end_date}
      />
    </>
  );
}
