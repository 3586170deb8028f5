import { Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  academicPeriodInputSchema,
  academicPeriodListQuerySchema,
  academicPeriodsResource,
  type AcademicPeriod,
  type AcademicPeriodInput,
} from '@app/shared/academic-periods/academic-period.schemas';
import type { Formats } from '@app/shared/i18n/formats';
import { DateField } from '../../components/date-field';
import { useFormats } from '../../i18n/use-formats';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { recordTexts } from '../records/record-messages';

const screenOf = (intl: IntlShape, formats: Formats): RecordScreen<AcademicPeriod, AcademicPeriodInput> => ({
  resource: academicPeriodsResource,
  area: 'setup',
  title: intl.formatMessage({ id: 'academicPeriods.title' }),
  listQuerySchema: academicPeriodListQuerySchema,
  searchDebounceMs: 500,
  columns: [
    {
      key: 'title',
      title: intl.formatMessage({ id: 'academicPeriods.columnTitle' }),
      sortKey: 'title',
      render: (period) => period.title,
    },
    {
      key: 'start_date',
      title: intl.formatMessage({ id: 'academicPeriods.startDate' }),
      sortKey: 'start_date',
      render: (period) => formats.date(period.start_date),
    },
    {
      key: 'end_date',
      title: intl.formatMessage({ id: 'academicPeriods.endDate' }),
      sortKey: 'end_date',
      render: (period) => formats.date(period.end_date),
    },
  ],
  name: (period) => period.title,
  texts: recordTexts('academicPeriods'),
  form: {
    schema: academicPeriodInputSchema,
    initialValues: (period) => ({
      title: period?.title ?? '',
      start_date: period?.start_date ?? '',
      end_date: period?.end_date ?? '',
    }),
    fields: (form) => (
      <Stack gap="sm">
        <TextInput
          label={intl.formatMessage({ id: 'academicPeriods.columnTitle' })}
          required
          data-autofocus
          {...form.getInputProps('title')}
        />
        {(['start_date', 'end_date'] as const).map((field) => (
          <DateField
            key={field}
            label={
              field === 'start_date'
                ? intl.formatMessage({ id: 'academicPeriods.startDate' })
                : intl.formatMessage({ id: 'academicPeriods.endDate' })
            }
            required
            value={form.values[field]}
            onChange={(value) => form.setFieldValue(field, value)}
            error={form.errors[field]}
          />
        ))}
      </Stack>
    ),
  },
});

export function AcademicPeriodsPage() {
  const intl = useIntl();
  const formats = useFormats();
  const screen = useMemo(() => screenOf(intl, formats), [intl, formats]);
  return <RecordListPage screen={screen} />;
}
