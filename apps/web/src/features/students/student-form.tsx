import { Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { GENDERS } from '@app/shared/common/people';
import { studentInputSchema, type Student, type StudentListItem } from '@app/shared/students/student.schemas';
import { DateField } from '../../components/date-field';
import { PersonPhotoField } from '../../components/photo-field';
import { toFormData } from '../../lib/form-data';
import { photoFileSchema } from '../../lib/photo-file';
import { useAcademicPeriodOptions, useStreamOptions } from '../records/enrolment-options';
import type { RecordFormDeclaration } from '../records/record-form-modal';
import { recordTexts } from '../records/record-messages';
import { genderOptions } from '../../lib/gender-labels';
import { HomeLocationFields } from './home-location-fields';

/** The shared schema (enrolment both or neither), with the chosen photo file checked before it is sent. */
const studentFormSchema = studentInputSchema.extend({ photo: photoFileSchema });
export type StudentFormValues = z.input<typeof studentFormSchema>;
export type StudentFormOutput = z.output<typeof studentFormSchema>;

/**
 * The home location as the form starts with it: the student's own read has it (a number, or '' for
 * none); a list's row does not, so it is not known yet (undefined: the fields read the student).
 */
function homeValues(student: StudentListItem | Student | null) {
  if (!student) return { home_latitude: '', home_longitude: '' };
  if (!('home_latitude' in student)) return { home_latitude: undefined, home_longitude: undefined };
  return { home_latitude: student.home_latitude ?? '', home_longitude: student.home_longitude ?? '' };
}

function studentFormValues(student: StudentListItem | Student | null): StudentFormValues {
  return {
    admission_number: student?.admission_number ?? '',
    transport_number: student?.transport_number ?? '',
    first_name: student?.first_name ?? '',
    last_name: student?.last_name ?? '',
    other_name: student?.other_name ?? '',
    // Selects hold text; the schema reads "2" as the code 2.
    gender: student ? String(student.gender) : '',
    date_of_birth: student?.date_of_birth ?? '',
    // The current enrolment, so that saving unchanged keeps it (it is written again as it was).
    academic_period: student?.enrolment?.academic_period ?? '',
    stream: student?.enrolment?.stream ?? '',
    ...homeValues(student),
    remove_photo: false,
    photo: null,
  };
}

type Props = { form: UseFormReturnType<StudentFormValues>; student: StudentListItem | null };

/** The fields of a student, for add and edit: the person, the photo, and the enrolment. */
function StudentFields({ form, student }: Props) {
  const intl = useIntl();
  const { values, errors } = form;
  const optionsFailed = intl.formatMessage({ id: 'students.formOptionsLoadError' });
  const periods = useAcademicPeriodOptions();
  const streams = useStreamOptions();
  return (
    <Stack gap="sm">
      <PersonPhotoField form={form} stored={student?.photo ?? null} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={intl.formatMessage({ id: 'students.admissionNumber' })}
          required
          data-autofocus
          {...form.getInputProps('admission_number')}
        />
        <TextInput
          label={intl.formatMessage({ id: 'students.transportNumber' })}
          {...form.getInputProps('transport_number')}
        />
        <TextInput
          label={intl.formatMessage({ id: 'students.firstName' })}
          required
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label={intl.formatMessage({ id: 'students.lastName' })}
          required
          {...form.getInputProps('last_name')}
        />
        <TextInput
          label={intl.formatMessage({ id: 'students.otherName' })}
          {...form.getInputProps('other_name')}
        />
        <Select
          label={intl.formatMessage({ id: 'students.gender' })}
          required
          data={genderOptions(intl, GENDERS)}
          value={values.gender === '' ? null : String(values.gender)}
          onChange={(value) => form.setFieldValue('gender', value ?? '')}
          error={errors.gender}
          allowDeselect={false}
        />
        <DateField
          label={intl.formatMessage({ id: 'students.dateOfBirth' })}
          required
          // Birthdays are years back: start from the decade rather than this month.
          defaultLevel={values.date_of_birth ? 'month' : 'decade'}
          dates="birth"
          value={values.date_of_birth}
          onChange={(value) => form.setFieldValue('date_of_birth', value)}
          error={errors.date_of_birth}
        />
      </SimpleGrid>
      <Fieldset
        legend={intl.formatMessage({ id: 'students.enrolment' })}
        variant="unstyled"
        // Neither leaves the student's enrolments as they are; both enrol for that period (DESIGN §5).
        aria-describedby="student-enrolment-hint"
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <Select
            label={intl.formatMessage({ id: 'students.academicPeriod' })}
            placeholder={intl.formatMessage({ id: 'students.notEnrolled' })}
            data={periods.options}
            clearable
            clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'students.clearAcademicPeriod' }) }}
            // The schema's input type of an optional reference is loose (it accepts null); the form holds text.
            value={String(values.academic_period ?? '') || null}
            onChange={(value) => form.setFieldValue('academic_period', value ?? '')}
            error={errors.academic_period ?? (periods.isError ? optionsFailed : undefined)}
          />
          <Select
            label={intl.formatMessage({ id: 'students.stream' })}
            placeholder={intl.formatMessage({ id: 'students.notEnrolled' })}
            data={streams.options}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'students.clearStream' }) }}
            nothingFoundMessage={intl.formatMessage({ id: 'students.noStreamsFound' })}
            value={String(values.stream ?? '') || null}
            onChange={(value) => form.setFieldValue('stream', value ?? '')}
            error={errors.stream ?? (streams.isError ? optionsFailed : undefined)}
          />
        </SimpleGrid>
        <Text id="student-enrolment-hint" size="xs" c="dimmed" mt={6}>
          <FormattedMessage id="students.enrolmentHint" />
        </Text>
      </Fieldset>
      <HomeLocationFields form={form} studentId={student?.id ?? null} />
    </Stack>
  );
}

/** What the student screens say: 'Add Student', 'Student added successfully', 'Failed to add student'. */
export const studentTexts = recordTexts('students');

/**
 * The body: always multipart, the photo beside the fields. A home location cleared is sent empty (the
 * server clears it); one not known yet is left out (the server keeps it).
 */
function studentBody(input: StudentFormOutput): FormData {
  const body = toFormData(input);
  for (const field of ['home_latitude', 'home_longitude'] as const)
    if (input[field] === null) body.append(field, '');
  return body;
}

/** The student form as the Students screen and a student's details declare it (multipart: the photo). */
export const studentForm: RecordFormDeclaration<StudentListItem, StudentFormValues, StudentFormOutput> = {
  schema: studentFormSchema,
  initialValues: studentFormValues,
  fields: (form, student) => <StudentFields form={form} student={student} />,
  toBody: studentBody,
  size: 'lg',
};
