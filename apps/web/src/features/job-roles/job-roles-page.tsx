import { Select, Stack, TextInput } from '@mantine/core';
import {
  JOB_ROLE_CATEGORIES,
  jobRoleInputSchema,
  jobRoleListQuerySchema,
  jobRolesResource,
  type JobRole,
} from '@app/shared/job-roles/job-role.schemas';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { recordTexts } from '../records/record-messages';

type Values = { title: string; category: number | '' };
const categories = JOB_ROLE_CATEGORIES.map((category) => ({
  value: String(category.id),
  label: category.label,
}));

const screen: RecordScreen<JobRole, Values> = {
  resource: jobRolesResource,
  area: 'people',
  title: 'Job Roles',
  listQuerySchema: jobRoleListQuerySchema,
  searchDebounceMs: 500,
  columns: [
    { key: 'title', title: 'Title', sortKey: 'title', render: (role) => role.title },
    { key: 'category', title: 'Category', sortKey: 'category', render: (role) => role.category_label },
  ],
  name: (role) => role.title,
  // Spec part 2 §8: the list's failure is 'Failed to fetch job roles' when the server gives no message.
  texts: { ...recordTexts('job role'), loadError: 'Failed to fetch job roles' },
  form: {
    schema: jobRoleInputSchema as never,
    initialValues: (role) => ({ title: role?.title ?? '', category: role?.category ?? '' }),
    fields: (form) => (
      <Stack gap="sm">
        <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
        <Select
          label="Category"
          required
          data={categories}
          value={form.values.category === '' ? null : String(form.values.category)}
          onChange={(value) => form.setFieldValue('category', value ? Number(value) : '')}
          error={form.errors.category}
          allowDeselect={false}
        />
      </Stack>
    ),
  },
};

export function JobRolesPage() {
  return <RecordListPage screen={screen} />;
}
