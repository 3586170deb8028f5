import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { GENDERS } from '@app/shared/common/people';
import { guardianInputSchema, SALUTATIONS, type Guardian } from '@app/shared/guardians/guardian.schemas';
import { DateField } from '../../components/date-field';
import { PersonPhotoField } from '../../components/photo-field';
import { toFormData } from '../../lib/form-data';
import { photoFileSchema } from '../../lib/photo-file';
import type { RecordFormDeclaration } from '../records/record-form-modal';
import { recordTexts } from '../records/record-messages';
import { genderOptions } from '../../lib/gender-labels';
import { SALUTATION_KEYS } from './salutation-labels';

/** The shared schema, with the chosen photo file checked before it is sent. */
const guardianFormSchema = guardianInputSchema.extend({ photo: photoFileSchema });
export type GuardianFormValues = z.input<typeof guardianFormSchema>;
export type GuardianFormOutput = z.output<typeof guardianFormSchema>;

// Optional codes are held as text by the selects ('' for none); the schema reads "2" as the code 2.
const code = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : String(value);

function guardianFormValues(guardian: Guardian | null): GuardianFormValues {
  return {
    salutation: guardian?.salutation ? String(guardian.salutation) : '',
    first_name: guardian?.first_name ?? '',
    last_name: guardian?.last_name ?? '',
    other_name: guardian?.other_name ?? '',
    mobile_number: guardian?.mobile_number ?? '',
    email: guardian?.email ?? '',
    date_of_birth: guardian?.date_of_birth ?? '',
    gender: guardian?.gender ? String(guardian.gender) : '',
    remove_photo: false,
    photo: null,
  };
}

type Props = { form: UseFormReturnType<GuardianFormValues>; guardian: Guardian | null };

/** The fields of a guardian, for add and edit: names and phone required, the rest optional. */
function GuardianFields({ form, guardian }: Props) {
  const intl = useIntl();
  const { values, errors } = form;
  const salutations = SALUTATIONS.map((salutation) => ({
    value: String(salutation.id),
    label: intl.formatMessage({ id: SALUTATION_KEYS[salutation.id] }),
  }));
  return (
    <Stack gap="sm">
      <PersonPhotoField form={form} stored={guardian?.photo ?? null} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <Select
          label={intl.formatMessage({ id: 'guardians.salutation' })}
          placeholder={intl.formatMessage({ id: 'guardians.salutationNone' })}
          data={salutations}
          clearable
          clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'guardians.clearSalutation' }) }}
          value={code(values.salutation)}
          onChange={(value) => form.setFieldValue('salutation', value ?? '')}
          error={errors.salutation}
          data-autofocus
        />
        <TextInput
          label={intl.formatMessage({ id: 'guardians.firstName' })}
          required
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label={intl.formatMessage({ id: 'guardians.lastName' })}
          required
          {...form.getInputProps('last_name')}
        />
        <TextInput
          label={intl.formatMessage({ id: 'guardians.otherName' })}
          {...form.getInputProps('other_name')}
        />
        <TextInput
          label={intl.formatMessage({ id: 'guardians.phoneNumber' })}
          description={intl.formatMessage({ id: 'guardians.phoneHint' })}
          required
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...form.getInputProps('mobile_number')}
        />
        <TextInput
          label={intl.formatMessage({ id: 'guardians.email' })}
          type="email"
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <DateField
          label={intl.formatMessage({ id: 'guardians.dateOfBirth' })}
          clearable
          defaultLevel={values.date_of_birth ? 'month' : 'decade'}
          dates="birth"
          value={String(values.date_of_birth ?? '')}
          onChange={(value) => form.setFieldValue('date_of_birth', value)}
          error={errors.date_of_birth}
        />
        <Select
          label={intl.formatMessage({ id: 'guardians.gender' })}
          placeholder={intl.formatMessage({ id: 'guardians.genderNotGiven' })}
          data={genderOptions(intl, GENDERS)}
          clearable
          clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'guardians.clearGender' }) }}
          value={code(values.gender)}
          onChange={(value) => form.setFieldValue('gender', value ?? '')}
          error={errors.gender}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** What the guardian screens say: 'Add Guardian', 'Guardian added successfully', 'Failed to add guardian'. */
export const guardianTexts = recordTexts('guardians');

/** The guardian form as the Guardians screen and a guardian's details declare it (multipart: the photo). */
export const guardianForm: RecordFormDeclaration<Guardian, GuardianFormValues, GuardianFormOutput> = {
  schema: guardianFormSchema,
  initialValues: guardianFormValues,
  fields: (form, guardian) => <GuardianFields form={form} guardian={guardian} />,
  // Always multipart: the photo travels beside the fields.
  toBody: (input) => toFormData(input),
  size: 'lg',
};
