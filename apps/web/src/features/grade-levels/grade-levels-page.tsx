import { Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  gradeLevelInputSchema,
  gradeLevelListQuerySchema,
  gradeLevelsResource,
  type GradeLevel,
  type GradeLevelInput,
} from '@app/shared/grade-levels/grade-level.schemas';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { recordTexts } from '../records/record-messages';

const screenOf = (intl: IntlShape): RecordScreen<GradeLevel, GradeLevelInput> => ({
  resource: gradeLevelsResource,
  area: 'setup',
  title: intl.formatMessage({ id: 'gradeLevels.title' }),
  listQuerySchema: gradeLevelListQuerySchema,
  searchDebounceMs: 500,
  columns: [
    {
      key: 'title',
      title: intl.formatMessage({ id: 'gradeLevels.name' }),
      sortKey: 'title',
      render: (grade) => grade.title,
    },
    {
      key: 'short_title',
      title: intl.formatMessage({ id: 'gradeLevels.shortTitle' }),
      sortKey: 'short_title',
      render: (grade) => grade.short_title,
    },
  ],
  name: (grade) => grade.title,
  texts: recordTexts('gradeLevels'),
  form: {
    schema: gradeLevelInputSchema,
    initialValues: (grade) => ({ title: grade?.title ?? '', short_title: grade?.short_title ?? '' }),
    fields: (form) => (
      <Stack gap="sm">
        <TextInput
          label={intl.formatMessage({ id: 'gradeLevels.gradeLevelName' })}
          required
          data-autofocus
          {...form.getInputProps('title')}
        />
        <TextInput
          label={intl.formatMessage({ id: 'gradeLevels.shortTitle' })}
          required
          {...form.getInputProps('short_title')}
        />
      </Stack>
    ),
  },
});

export function GradeLevelsPage() {
  const intl = useIntl();
  const screen = useMemo(() => screenOf(intl), [intl]);
  return <RecordListPage screen={screen} />;
}
