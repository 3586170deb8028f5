import { NumberInput, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { gradeLevelsResource, type GradeLevel } from '@app/shared/grade-levels/grade-level.schemas';
import {
  streamInputSchema,
  streamListQuerySchema,
  streamsResource,
  type Stream,
  type StreamInput,
} from '@app/shared/streams/stream.schemas';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { recordTexts } from '../records/record-messages';
import { RecordSelect } from '../records/record-select';

const screenOf = (intl: IntlShape): RecordScreen<Stream, StreamInput> => ({
  resource: streamsResource,
  area: 'setup',
  title: intl.formatMessage({ id: 'streams.title' }),
  listQuerySchema: streamListQuerySchema,
  searchDebounceMs: 500,
  columns: [
    {
      key: 'title',
      title: intl.formatMessage({ id: 'streams.name' }),
      sortKey: 'title',
      render: (stream) => stream.title,
    },
    {
      key: 'grade_level_title',
      title: intl.formatMessage({ id: 'streams.gradeLevel' }),
      sortKey: 'grade_level_title',
      render: (stream) => stream.grade_level_title,
    },
    {
      key: 'short_title',
      title: intl.formatMessage({ id: 'streams.shortTitle' }),
      sortKey: 'short_title',
      render: (stream) => stream.short_title,
    },
    {
      key: 'student_capacity',
      title: intl.formatMessage({ id: 'streams.studentCapacity' }),
      sortKey: 'student_capacity',
      render: (stream) => stream.student_capacity,
    },
  ],
  name: (stream) => stream.title,
  texts: recordTexts('streams'),
  form: {
    schema: streamInputSchema,
    initialValues: (stream) => ({
      title: stream?.title ?? '',
      grade_level: stream?.grade_level ?? '',
      short_title: stream?.short_title ?? '',
      student_capacity: stream?.student_capacity ?? 0,
    }),
    fields: (form) => (
      <Stack gap="sm">
        <TextInput
          label={intl.formatMessage({ id: 'streams.streamName' })}
          required
          data-autofocus
          {...form.getInputProps('title')}
        />
        <RecordSelect<GradeLevel>
          label={intl.formatMessage({ id: 'streams.gradeLevel' })}
          required
          resource={gradeLevelsResource}
          ordering="title"
          option={(grade) => ({ value: grade.es_grade_level, label: grade.title })}
          loadError={intl.formatMessage({ id: 'streams.formOptionsLoadError' })}
          nothingFoundMessage={intl.formatMessage({ id: 'streams.noGradeLevels' })}
          value={form.values.grade_level}
          onChange={(value) => form.setFieldValue('grade_level', value)}
          error={form.errors.grade_level}
        />
        <TextInput
          label={intl.formatMessage({ id: 'streams.shortTitle' })}
          required
          {...form.getInputProps('short_title')}
        />
        <NumberInput
          label={intl.formatMessage({ id: 'streams.studentCapacity' })}
          required
          allowNegative
          allowDecimal
          clampBehavior="none"
          {...form.getInputProps('student_capacity')}
        />
      </Stack>
    ),
  },
});

export function StreamsPage() {
  const intl = useIntl();
  const screen = useMemo(() => screenOf(intl), [intl]);
  return <RecordListPage screen={screen} />;
}
