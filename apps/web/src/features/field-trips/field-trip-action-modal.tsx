import { Button, Group, Modal, Stack, type MantineColor, type MantineSize } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import type { FieldTripDetail } from '@app/shared/field-trips/field-trip.schemas';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { notifySuccess } from '../../lib/notify';
import { refusalOf, RefusalAlert } from './refusal-alert';

/** What a modal on one trip is given by the trip's actions. */
export type FieldTripModalProps = { trip: FieldTripDetail; opened: boolean; onClose: () => void };

/** A centred modal titled by a catalogue id (none while it has nothing to show). */
export function FieldTripActionModal({
  opened,
  onClose,
  titleId,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  /** The title's catalogue id. */
  titleId: MessageKey | null;
  size?: MantineSize;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={titleId ? intl.formatMessage({ id: titleId }) : undefined}
      size={size}
      centered
    >
      {children}
    </Modal>
  );
}

type Callbacks = { onSuccess: (saved: FieldTripDetail) => void; onError: (error: Error) => void };

/** The call the form makes (a mutation of field-trips.api, or one wrapped to add the trip's id). */
type FieldTripCall<I> = { mutate: (input: I, callbacks: Callbacks) => void; isPending: boolean };

type ActionOptions<V, I> = {
  call: FieldTripCall<NoInfer<I>>;
  /** Checks the values in the form and makes what is sent. */
  schema: z.ZodType<I>;
  initialValues: V;
  /** The fields the form shows: the server's messages about them go under them, the rest in the alert. */
  fields: readonly string[];
  /** The alert's message (a message ref) when the refusal says nothing of its own. */
  failed: string;
  /** The toast (a message ref) after the call succeeds, before `onDone`. */
  done: string;
  onDone: (saved: FieldTripDetail) => void;
};

/** A field trip action's form: checked by the shared schema, sent, then a toast or the refusal. */
export function useFieldTripAction<V extends Record<string, unknown>, I>(options: ActionOptions<V, I>) {
  const { call, schema, fields, failed, done, onDone } = options;
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<V>({
    initialValues: options.initialValues,
    validate: useZodValidate<V>(schema),
  });
  const submit = form.onSubmit((values) => {
    setRefusal(null);
    call.mutate(schema.parse(values), {
      onSuccess: (saved) => {
        notifySuccess(done);
        onDone(saved);
      },
      onError: (error) => {
        const refused = refusalOf(error, fields, failed);
        form.setErrors(refused.fields);
        setRefusal(refused.message);
      },
    });
  });
  return { form, submit, refusal, isPending: call.isPending };
}

type ActionFormProps = {
  action: {
    submit: (event?: FormEvent<HTMLFormElement>) => void;
    refusal: string | null;
    isPending: boolean;
  };
  onClose: () => void;
  /** Catalogue ids of the two buttons. */
  closeLabel?: MessageKey;
  submitLabel: MessageKey;
  submitColor?: MantineColor;
  children: ReactNode;
};

/** The form: the refusal above the fields, then the button that closes and the one that sends. */
export function FieldTripActionForm(props: ActionFormProps) {
  const { action, onClose, submitLabel, submitColor, children } = props;
  return (
    <form onSubmit={action.submit} noValidate>
      <Stack gap="sm">
        <RefusalAlert message={action.refusal} />
        {children}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={action.isPending}>
          <FormattedMessage id={props.closeLabel ?? 'common.cancel'} />
        </Button>
        <Button type="submit" color={submitColor} loading={action.isPending}>
          <FormattedMessage id={submitLabel} />
        </Button>
      </Group>
    </form>
  );
}
