import { Select, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
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
type CategoryId = (typeof JOB_ROLE_CATEGORIES)[number]['id'];

/** The categories' names (spec part 2 §3), by code. */
export const JOB_ROLE_CATEGORY_KEYS = {
  1: 'jobRoles.categoryTeacher',
  2: 'jobRoles.categoryPrincipal',
  3: 'jobRoles.categoryDirector',
  4: 'jobRoles.categoryDriver',
  100: 'jobRoles.categoryOther',
} as const satisfies Record<CategoryId, string>;

/** A category's name in the reader's language; the server's label for a code it no longer lists. */
export function categoryName(intl: IntlShape, category: number, fallback: string): string {
  const key = JOB_ROLE_CATEGORY_KEYS[category as CategoryId];
  return key ? intl.formatMessage({ id: key }) : fallback;
}

const screenOf = (intl: IntlShape): RecordScreen<JobRole, Values> => ({
  resource: jobRolesResource,
  area: 'people',
  title: intl.formatMessage({ id: 'jobRoles.title' }),
  listQuerySchema: jobRoleListQuerySchema,
  searchDebounceMs: 500,
  columns: [
    {
      key: 'title',
      title: intl.formatMessage({ id: 'jobRoles.roleTitle' }),
      sortKey: 'title',
      render: (role) => role.title,
    },
    {
      key: 'category',
      title: intl.formatMessage({ id: 'jobRoles.category' }),
      sortKey: 'category',
      render: (role) => categoryName(intl, role.category, role.category_label),
    },
  ],
  name: (role) => role.title,
  // Spec part 2 §8: the list's failure is 'Failed to fetch job roles' when the server gives no message.
  texts: recordTexts('jobRoles'),
  form: {
    schema: jobRoleInputSchema as never,
    initialValues: (role) => ({ title: role?.title ?? '', category: role?.category ?? '' }),
    fields: (form) => (
      <Stack gap="sm">
        <TextInput
          label={intl.formatMessage({ id: 'jobRoles.roleTitle' })}
          required
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Select
          label={intl.formatMessage({ id: 'jobRoles.category' })}
          required
          data={JOB_ROLE_CATEGORIES.map((category) => ({
            value: String(category.id),
            label: intl.formatMessage({ id: JOB_ROLE_CATEGORY_KEYS[category.id] }),
          }))}
          value={form.values.category === '' ? null : String(form.values.category)}
          onChange={(value) => form.setFieldValue('category', value ? Number(value) : '')}
          error={form.errors.category}
          allowDeselect={false}
        />
      </Stack>
    ),
  },
});

export function JobRolesPage() {
  const intl = useIntl();
  const screen = useMemo(() => screenOf(intl), [intl]);
  return <RecordListPage screen={screen} />;
}
