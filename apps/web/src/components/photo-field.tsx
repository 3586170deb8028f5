import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { PHOTO_TYPES } from '@app/shared/common/people';
import { localize } from '@app/shared/i18n/localize';
import { FormattedMessage, useIntl } from 'react-intl';
import { photoProblem } from '../lib/photo-file';
import { useObjectUrl } from '../lib/use-object-url';
import { usePhotoUrl } from '../lib/use-photo-url';
import { PhotoAvatar } from './record-photo';

type Props = {
  /** The person's name as typed so far, for the initials. */
  name: string;
  /** The record's stored photo (its URL), or null. */
  stored: string | null;
  /** A newly chosen file, replacing the stored photo on save. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Whether the stored photo goes on save (the form's `remove_photo`). */
  isRemoving: boolean;
  onRemovingChange: (isRemoving: boolean) => void;
  /** The form's (or the server's) message for the field. */
  error?: ReactNode;
};

/**
 * A person's photo in an add or edit form: the picture as it will be saved, a picker for JPEG, PNG or
 * WebP, and removing the stored photo. A wrong type or size is said at once, before any upload.
 */
function PhotoField({ name, stored, file, onFileChange, isRemoving, onRemovingChange, error }: Props) {
  const intl = useIntl();
  const problem = file ? photoProblem(file) : null;
  const chosenUrl = useObjectUrl(file && !problem ? file : null);
  const keepsStored = !!stored && !file && !isRemoving;
  const storedUrl = usePhotoUrl(keepsStored ? stored : null, 'thumb');
  const preview = chosenUrl
    ? { url: chosenUrl, alt: intl.formatMessage({ id: 'common.chosenPhoto' }) }
    : { url: storedUrl, alt: intl.formatMessage({ id: 'common.currentPhotoOf' }, { name }) };

  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <PhotoAvatar url={preview.url} name={name} alt={preview.alt} size={72} />
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <FileInput
          label={intl.formatMessage({ id: 'common.photo' })}
          placeholder={intl.formatMessage({
            id: stored && !isRemoving ? 'common.chooseNewPhoto' : 'common.choosePhoto',
          })}
          description={intl.formatMessage({ id: 'common.photoTypes' })}
          accept={PHOTO_TYPES.join(',')}
          leftSection={<IconPhoto size={16} aria-hidden />}
          // The picker's placeholder is text, not a native placeholder: it must be readable (4.5:1).
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          clearable
          clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.clearChosenPhoto' }) }}
          value={file}
          onChange={(chosen) => {
            onFileChange(chosen);
            // A new photo replaces the stored one anyway.
            if (chosen) onRemovingChange(false);
          }}
          error={error ?? (problem && localize(intl, problem))}
        />
        {keepsStored && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onRemovingChange(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            <FormattedMessage id="common.removePhoto" />
          </Button>
        )}
        {stored && isRemoving && !file && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              <FormattedMessage id="common.photoRemovedOnSave" />
            </Text>
            <Button variant="subtle" size="xs" onClick={() => onRemovingChange(false)}>
              <FormattedMessage id="common.keepPhoto" />
            </Button>
          </Group>
        )}
      </Stack>
    </Group>
  );
}

/** What a person's form keeps about their photo (employees, students, guardians). */
type PersonPhotoValues = {
  first_name: string;
  last_name: string;
  photo: File | null;
  remove_photo?: unknown;
};

/** The photo field of a person's add or edit form, wired to the form's `photo` and `remove_photo`. */
export function PersonPhotoField<V extends PersonPhotoValues>({
  form,
  stored,
}: {
  form: UseFormReturnType<V>;
  /** The record's stored photo (its API path), or null when adding. */
  stored: string | null;
}) {
  const { values } = form;
  return (
    <PhotoField
      name={`${values.first_name} ${values.last_name}`.trim()}
      stored={stored}
      file={values.photo}
      onFileChange={(file) => form.setFieldValue('photo', file as never)}
      isRemoving={values.remove_photo === true}
      onRemovingChange={(isRemoving) => form.setFieldValue('remove_photo', isRemoving as never)}
      error={form.errors.photo}
    />
  );
}
