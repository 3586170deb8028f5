import { NumberInput, Stack, TextInput } from '@mantine/core';
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

const screen: RecordScreen<Stream, StreamInput> = {
  resource: streamsResource,
  area: 'setup',
  title: 'Streams',
  listQuerySchema: streamListQuerySchema,
  searchDebounceMs: 500,
  columns: [
    { key: 'title', title: 'Name', sortKey: 'title', render: (stream) => stream.title },
    {
      key: 'grade_level_title',
      title: 'Grade Level',
      sortKey: 'grade_level_title',
      render: (stream) => stream.grade_level_title,
    },
    {
      key: 'short_title',
      title: 'Short Title',
      sortKey: 'short_title',
      render: (stream) => stream.short_title,
    },
    {
      key: 'student_capacity',
      title: 'Student Capacity',
      sortKey: 'student_capacity',
      render: (stream) => stream.student_capacity,
    },
  ],
  name: (stream) => stream.title,
  texts: recordTexts('stream'),
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
        <TextInput label="Stream Name" required data-autofocus {...form.getInputProps('title')} />
        <RecordSelect<GradeLevel>
          label="Grade Level"
          required
          resource={gradeLevelsResource}
          ordering="title"
          option={(grade) => ({ value: grade.es_grade_level, label: grade.title })}
          loadError="Failed to load form options"
          nothingFoundMessage="No grade levels yet"
          value={form.values.grade_level}
          onChange={(value) => form.setFieldValue('grade_level', value)}
          error={form.errors.grade_level}
        />
        <TextInput label="Short Title" required {...form.getInputProps('short_title')} />
        <NumberInput
          label="Student Capacity"
          required
          allowNegative
          allowDecimal
          clampBehavior="none"
          {...form.getInputProps('student_capacity')}
        />
      </Stack>
    ),
  },
};

export function StreamsPage() {
  return <RecordListPage screen={screen} />;
}
