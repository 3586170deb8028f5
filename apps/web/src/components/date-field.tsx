import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
// The calendar's month and weekday names in Kiswahili (Mantine's calendar names them through dayjs).
import 'dayjs/locale/sw';
import { useMemo, type ReactNode } from 'react';
import { BIRTH_DATES, SCHOOL_DATES } from '@app/shared/common/dates';
import { useIntl, type IntlShape } from 'react-intl';
import { useFormats } from '../i18n/use-formats';

// The calendar's arrow buttons have no text of their own.
const calendarLabels = (intl: IntlShape) => ({
  previousDecade: intl.formatMessage({ id: 'common.previousDecade' }),
  nextDecade: intl.formatMessage({ id: 'common.nextDecade' }),
  previousYear: intl.formatMessage({ id: 'common.previousYear' }),
  nextYear: intl.formatMessage({ id: 'common.nextYear' }),
  previousMonth: intl.formatMessage({ id: 'common.previousMonth' }),
  nextMonth: intl.formatMessage({ id: 'common.nextMonth' }),
});
// Mantine drops the focus when its calendar closes; back on the field, Tab goes on to the next one.
const keepFocus = { returnFocus: true };

type Props = Pick<DatePickerInputProps, 'label' | 'required' | 'defaultLevel' | 'clearable'> & {
  /**
   * The days the server takes for this field (`packages/shared/src/common/dates.ts`): a school's own
   * dates (the default) or a date of birth; the calendar offers no other.
   */
  dates?: 'school' | 'birth';
  /** A narrower first or last day than the field's dates (YYYY-MM-DD): another field's date. */
  minDate?: string | undefined;
  maxDate?: string | undefined;
  /** The date as the API carries it (YYYY-MM-DD), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** The month the calendar opens on when the field is empty (YYYY-MM-DD). */
  opensAt?: string | undefined;
};

/**
 * The first and last day a field's calendar offers (YYYY-MM-DD): the server's days for the field,
 * narrowed by the form's own bounds.
 */
function calendarBounds(dates: 'school' | 'birth', minDate?: string, maxDate?: string) {
  const window = dates === 'birth' ? BIRTH_DATES : SCHOOL_DATES;
  // A birth ends today on this device: the server's last day, UTC's tomorrow, is for a school ahead of UTC.
  const last = dates === 'birth' ? dayjs().format('YYYY-MM-DD') : window.last();
  return {
    minDate: minDate && minDate > window.first() ? minDate : window.first(),
    maxDate: maxDate && maxDate < last ? maxDate : last,
  };
}

/**
 * A date field of every form: shown as "November 20, 2026" ("20 Novemba 2026"), as every date of the
 * console (i18n/formats.ts), held and sent as YYYY-MM-DD.
 */
export function DateField({ value, onChange, opensAt, dates = 'school', minDate, maxDate, ...rest }: Props) {
  const intl = useIntl();
  const formats = useFormats();
  const labels = useMemo(() => calendarLabels(intl), [intl]);
  // The clear button of an optional date is an icon only.
  const clearLabel = useMemo(
    () => ({ 'aria-label': intl.formatMessage({ id: 'common.clearDate' }) }),
    [intl],
  );
  return (
    <DatePickerInput
      {...rest}
      {...calendarBounds(dates, minDate, maxDate)}
      locale={formats.locale}
      // One date (this picker's type): a range or a list never reaches it.
      valueFormatter={({ date }) =>
        date && (typeof date === 'string' || date instanceof Date)
          ? formats.date(dayjs(date).format('YYYY-MM-DD'))
          : ''
      }
      ariaLabels={labels}
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
  const intl = useIntl();
  return (
    <>
      <DateField
        label={intl.formatMessage({ id: 'common.startDate' })}
        required
        value={values.start_date}
        onChange={(value) => onChange('start_date', value)}
        error={errors.start_date}
      />
      <DateField
        label={intl.formatMessage({ id: 'common.endDate' })}
        required
        opensAt={values.start_date}
        value={values.end_date}
        onChange={(value) => onChange('end_date', value)}
        error={errors.end_date}
      />
    </>
  );
}
