import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { GENDERS } from '@app/shared/common/people';
import { employeeInputSchema, type Employee } from '@app/shared/employees/employee.schemas';
import { DateField } from '../../components/date-field';
import { PersonPhotoField } from '../../components/photo-field';
import { toFormData } from '../../lib/form-data';
import { photoFileSchema } from '../../lib/photo-file';
import { genderOptions } from '../../lib/gender-labels';
import { JobRoleSelect } from './job-role-select';

/** The shared schema, with the chosen photo file checked before it is sent. */
export const employeeFormSchema = employeeInputSchema.extend({ photo: photoFileSchema });
export type EmployeeFormValues = z.input<typeof employeeFormSchema>;

export function employeeFormValues(employee: Employee | null): EmployeeFormValues {
  return {
    staff_number: employee?.staff_number ?? '',
    first_name: employee?.first_name ?? '',
    last_name: employee?.last_name ?? '',
    other_name: employee?.other_name ?? '',
    // Selects hold text; the schema reads "2" as the code 2.
    gender: employee ? String(employee.gender) : '',
    date_of_birth: employee?.date_of_birth ?? '',
    job_role: employee?.job_role ?? '',
    remove_photo: false,
    photo: null,
  };
}

/** Always multipart: the photo travels beside the fields (the server takes JSON too, but one way is enough). */
export function employeeBody(input: z.output<typeof employeeFormSchema>): FormData {
  return toFormData(input);
}

type Props = { form: UseFormReturnType<EmployeeFormValues>; employee: Employee | null };

/** The fields of an employee, for add and edit. */
export function EmployeeFields({ form, employee }: Props) {
  const intl = useIntl();
  const { values } = form;
  return (
    <Stack gap="sm">
      <PersonPhotoField form={form} stored={employee?.photo ?? null} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={intl.formatMessage({ id: 'employees.staffNumber' })}
          required
          data-autofocus
          {...form.getInputProps('staff_number')}
        />
        <Select
          label={intl.formatMessage({ id: 'employees.gender' })}
          required
          data={genderOptions(intl, GENDERS)}
          value={values.gender === '' ? null : String(values.gender)}
          onChange={(value) => form.setFieldValue('gender', value ?? '')}
          error={form.errors.gender}
          allowDeselect={false}
        />
        <TextInput
          label={intl.formatMessage({ id: 'employees.firstName' })}
          required
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label={intl.formatMessage({ id: 'employees.lastName' })}
          required
          {...form.getInputProps('last_name')}
        />
        <TextInput
          label={intl.formatMessage({ id: 'employees.otherName' })}
          {...form.getInputProps('other_name')}
        />
        <DateField
          label={intl.formatMessage({ id: 'employees.dateOfBirth' })}
          required
          // Birthdays are years back: start from the decade rather than this month.
          defaultLevel={values.date_of_birth ? 'month' : 'decade'}
          dates="birth"
          value={values.date_of_birth}
          onChange={(value) => form.setFieldValue('date_of_birth', value)}
          error={form.errors.date_of_birth}
        />
        <JobRoleSelect
          value={values.job_role ?? ''}
          onChange={(value) => form.setFieldValue('job_role', value)}
          error={form.errors.job_role}
        />
      </SimpleGrid>
    </Stack>
  );
}
