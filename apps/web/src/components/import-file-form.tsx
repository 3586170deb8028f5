import { Alert, Anchor, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useForm, type GetInputPropsReturnType } from '@mantine/form';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { localize } from '@app/shared/i18n/localize';
import { ref } from '@app/shared/i18n/message-ref';
import type { FormEventHandler, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, errorMessage } from '../lib/api-error';
import { notifyError } from '../lib/notify';
import { RowErrorsTable, type RowError } from './row-errors-table';

type Props = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What one row is, said before how the rows are checked. */
  intro?: string;
  /** The template's formats, each a link that downloads it. */
  templates: { label: string; download: () => Promise<void> }[];
  /** Fields before the file (a roll's period and stream). */
  children?: ReactNode;
  /** The file field: what it takes, and the form's props of it. */
  file: { description: string; accept: string; autoFocus?: boolean; input: GetInputPropsReturnType };
  /** Below the file: how far the upload has gone. */
  progress?: ReactNode;
  /** The rows a refused file must fix. */
  rowErrors: RowError[];
  pending: boolean;
  onClose: () => void;
};

/**
 * The form of every import modal: how rows are checked, the template links, the import's own fields,
 * the file, the rows to fix of a refused file, Cancel and Import.
 */
export function ImportFileForm(props: Props) {
  const intl = useIntl();
  const { file, rowErrors, pending } = props;
  return (
    <form onSubmit={props.onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {props.intro && <>{props.intro} </>}
          <FormattedMessage id="common.importChecksEveryRow" />
        </Text>
        <Group gap="xs">
          <IconFileSpreadsheet size={18} aria-hidden />
          <Text size="sm">
            <FormattedMessage id="common.template" />
          </Text>
          {props.templates.map((template) => (
            <Anchor
              key={template.label}
              component="button"
              type="button"
              size="sm"
              onClick={() =>
                void template.download().catch(() => notifyError(ref('common.templateDownloadFailed')))
              }
            >
              {template.label}
            </Anchor>
          ))}
        </Group>
        {props.children}
        <FileInput
          label={intl.formatMessage({ id: 'common.file' })}
          description={file.description}
          required
          data-autofocus={file.autoFocus || undefined}
          clearable
          clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.removeFile' }) }}
          accept={file.accept}
          placeholder={intl.formatMessage({ id: 'common.chooseFile' })}
          // The picker's placeholder is text, not a native placeholder: it must be readable (4.5:1).
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          {...file.input}
        />
        {props.progress}
        {rowErrors.length > 0 && (
          <Alert color="red" title={intl.formatMessage({ id: 'common.nothingImported' })}>
            <RowErrorsTable rows={rowErrors} />
          </Alert>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose} disabled={pending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" loading={pending}>
          <FormattedMessage id="common.import" />
        </Button>
      </Group>
    </form>
  );
}

/**
 * A failed import: a refusal with field messages (the file's, its rows') is answered for the form to
 * show; anything else is a toast, in the server's words or `failed`.
 */
export function refusalOf(error: unknown, failed: string): ApiError | null {
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) return error;
  notifyError(errorMessage(error, failed));
  return null;
}

/**
 * The form of a file alone (an import without fields of its own): `check` words what is wrong with
 * it before it is sent (none chosen, another type), as the server would.
 */
export function useFileForm(check: (file: File | null) => string | null) {
  const intl = useIntl();
  return useForm<{ file: File | null }>({
    initialValues: { file: null },
    validate: {
      file: (value) => {
        const message = check(value);
        return message === null ? null : localize(intl, message);
      },
    },
  });
}
