import { Stack, TextInput } from '@mantine/core';
import {
  gradeLevelInputSchema,
  gradeLevelListQuerySchema,
  gradeLevelsResource,
  type GradeLevel,
  type GradeLevelInput,
} from '@app/shared/grade-levels/grade-level.schemas';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { recordTexts } from '../records/record-messages';

const screen: RecordScreen<GradeLevel, GradeLevelInput> = {
  resource: gradeLevelsResource,
  area: 'setup',
  title: 'Grade Levels',
  listQuerySchema: gradeLevelListQuerySchema,
  searchDebounceMs: 500,
  columns: [
    { key: 'title', title: 'Name', sortKey: 'title', render: (grade) => grade.title },
    {
      key: 'short_title',
      title: 'Short Title',
      sortKey: 'short_title',
      render: (grade) => grade.short_title,
    },
  ],
  name: (grade) => grade.title,
  texts: recordTexts('grade level'),
  form: {
    schema: gradeLevelInputSchema,
    initialValues: (grade) => ({ title: grade?.title ?? '', short_title: grade?.short_title ?? '' }),
    fields: (form) => (
      <Stack gap="sm">
        <TextInput label="Grade Level Name" required data-autofocus {...form.getInputProps('title')} />
        <TextInput label="Short Title" required {...form.getInputProps('short_title')} />
      </Stack>
    ),
  },
};

export function GradeLevelsPage() {
  return <RecordListPage screen={screen} />;
}
