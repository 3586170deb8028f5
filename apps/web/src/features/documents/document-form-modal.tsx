import { Alert, Button, Group, Modal } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { documentInputSchema, type Document } from '@app/shared/documents/document.schemas';
import { localize } from '@app/shared/i18n/localize';
import { ref } from '@app/shared/i18n/message-ref';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { ApiError, errorMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRetained } from '../../lib/use-retained';
import { DocumentForm } from './document-form';
import {
  documentFormSchema,
  documentFormValues,
  documentInputOf,
  formFieldOf,
  type DocumentFormValues,
  type DocumentOwner,
} from './document-form-values';
import { FileNotSaved, useSaveDocument } from './documents.api';

type Props = {
  /** Open on `{ record }` (edit) or `{ record: null }` (add); closed on null. */
  target: { record: Document | null } | null;
  /** The owner a new document is given to (a vehicle's or an employee's own list). */
  owner?: DocumentOwner | undefined;
  onClose: () => void;
};

/** Add Document and Edit Document: the fields saved, then the file, in one press of the button. */
export function DocumentFormModal({ target, owner, onClose }: Props) {
  const intl = useIntl();
  // Kept while the modal fades out after closing.
  const shown = useRetained(target);
  const record = shown?.record ?? null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: record ? 'documents.editTitle' : 'documents.add' })}
      size="lg"
      centered
    >
      {/* Mounted afresh on every opening, so the form starts from the document (or the defaults). */}
      {shown && (
        <DocumentFormBody key={record?.id ?? 'new'} record={record} owner={owner} onClose={onClose} />
      )}
    </Modal>
  );
}

function DocumentFormBody({
  record,
  owner,
  onClose,
}: {
  record: Document | null;
  owner: DocumentOwner | undefined;
  onClose: () => void;
}) {
  const intl = useIntl();
  const save = useSaveDocument();
  const validate = useZodValidate<DocumentFormValues>(documentFormSchema);
  const form = useForm<DocumentFormValues>({ initialValues: documentFormValues(record, owner), validate });
  // A new document saved without its file: the next press edits it instead of adding another.
  const [saved, setSaved] = useState<Document | null>(null);
  const current = saved ?? record;

  const submit = form.onSubmit((values) => {
    const isEdit = current !== null;
    save.mutate(
      {
        id: current?.id,
        input: documentInputSchema.parse(documentInputOf(values)),
        file: values.file,
        removeFile: values.remove_file,
      },
      {
        onSuccess: () => {
          notifySuccess(ref(record ? 'documents.updated' : 'documents.added'));
          onClose();
        },
        onError: (error) => {
          const reason = error instanceof FileNotSaved ? error.reason : error;
          if (error instanceof FileNotSaved) setSaved(error.saved);
          const fields = reason instanceof ApiError ? reason.fieldErrors : {};
          if (Object.keys(fields).length > 0) {
            form.setErrors(
              Object.fromEntries(
                Object.entries(fields).map(([field, message]) => [
                  formFieldOf(field, values.owner_kind),
                  localize(intl, message),
                ]),
              ),
            );
          } else if (error instanceof FileNotSaved) {
            notifyError(errorMessage(reason, ref('documents.savedWithoutFile')));
          } else notifyError(ref(isEdit ? 'documents.updateFailed' : 'documents.addFailed'));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      {saved && (
        <Alert color="orange" mb="sm" role="status">
          <FormattedMessage id="documents.savedWithoutFile" />
        </Alert>
      )}
      <DocumentForm form={form} document={current} owner={owner} />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" loading={save.isPending}>
          <FormattedMessage id={record ? 'records.saveChanges' : 'common.add'} />
        </Button>
      </Group>
    </form>
  );
}
