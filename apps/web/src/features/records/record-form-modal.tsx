import { Button, Group, Modal, type MantineSize } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Resource } from '@app/shared/common/resource';
import { localize } from '@app/shared/i18n/localize';
import { ref } from '@app/shared/i18n/message-ref';
import { FormattedMessage, useIntl } from 'react-intl';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { ApiError } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRetained } from '../../lib/use-retained';
import type { RecordMessages } from './record-messages';
import { useSaveRecord } from './records.api';

/** A record type's form, as its screen declares it. */
export type RecordFormDeclaration<R, V extends Record<string, unknown>, O> = {
  submitLabels?: { add: string; edit: string };
  schema: z.ZodType<O, V>;
  /** The form's values for a new record and for an existing one. */
  initialValues: (record: R | null) => V;
  /** The fields; `record` is the one being edited (null when adding), for what the values do not hold. */
  fields: (form: UseFormReturnType<V>, record: R | null) => ReactNode;
  /**
   * The request body made from what the schema produced: a FormData for a record with a file (a
   * photo), sent as multipart. Without it the schema's output is sent as JSON.
   */
  toBody?: (input: O) => FormData | object;
  /** The modal's width, for forms with many fields. */
  size?: MantineSize;
  /** After the save's toast, with the server's answer (a new device's secret, shown once). */
  onSaved?: (saved: R) => void;
};

type Props<R, V extends Record<string, unknown>, O> = RecordFormDeclaration<R, V, O> & {
  resource: Resource;
  /** Open on `{ record }` (edit) or `{ record: null }` (add); closed on null. */
  target: { record: R | null } | null;
  onClose: () => void;
  titles: { add: string; edit: string };
  messages: RecordMessages;
};

/**
 * One modal for add and edit of any record type: the form checks with the shared schema, sends what
 * the schema produces, puts the server's 400 messages under their fields, toasts and closes.
 */
export function RecordFormModal<R, V extends Record<string, unknown>, O = unknown>(props: Props<R, V, O>) {
  const intl = useIntl();
  // Kept while the modal fades out after closing.
  const shown = useRetained(props.target);
  const record = shown?.record ?? null;
  const id = record ? idOf(props.resource, record) : undefined;
  return (
    <Modal
      opened={props.target !== null}
      onClose={props.onClose}
      title={localize(intl, record ? props.titles.edit : props.titles.add)}
      size={props.size ?? 'md'}
      centered
    >
      {/* Mounted afresh on every opening, so the form starts from the record (or the defaults). */}
      <RecordForm key={id ?? 'new'} {...props} record={record} id={id} />
    </Modal>
  );
}

function RecordForm<R, V extends Record<string, unknown>, O>(
  props: Omit<Props<R, V, O>, 'target'> & { record: R | null; id: string | undefined },
) {
  const { record, id, schema, messages, onClose, toBody } = props;
  const save = useSaveRecord<unknown, R>(props.resource);
  const intl = useIntl();
  const validate = useZodValidate<V>(schema);
  const form = useForm<V>({ initialValues: props.initialValues(record), validate });

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id, input: toBody ? toBody(schema.parse(values)) : schema.parse(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(id ? messages.updated : messages.added);
          onClose();
          props.onSaved?.(saved);
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
          if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
          else notifyError(id ? messages.updateFailed : messages.addFailed);
        },
      },
    );
  });

  const labels = props.submitLabels ?? { add: ref('common.add'), edit: ref('records.saveChanges') };
  return (
    <form onSubmit={submit} noValidate>
      {props.fields(form, record)}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" loading={save.isPending}>
          {localize(intl, id ? labels.edit : labels.add)}
        </Button>
      </Group>
    </form>
  );
}

/** The id of a record of the resource (its `idField`: `id`, or the spec's own name). */
export function idOf(resource: Resource, record: unknown): string {
  return String((record as Record<string, unknown>)[resource.idField]);
}
