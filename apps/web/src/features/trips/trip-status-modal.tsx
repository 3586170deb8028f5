import { Button, Checkbox, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useState } from 'react';
import { canOverrideDocuments, DOCUMENT_OVERRIDE_FIELD } from '@app/shared/documents/document-checks.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { MAX_ODOMETER } from '@app/shared/trip-events/trip-event.schemas';
import {
  TRIP_STATUS_MESSAGES,
  tripStatusChangeFieldsSchema,
} from '@app/shared/trip-status/trip-status.schemas';
import type { TripDetail } from '@app/shared/trips/trip.schemas';
import { DocumentOverrideField } from '../../components/document-override-field';
import { ApiError } from '../../lib/api-error';
import { showFormErrors } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify';
import { useRetained } from '../../lib/use-retained';
import { useFormats } from '../../i18n/use-formats';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { useCurrentRole } from '../auth';
import type { StatusChange } from './trip-status-changes';
import { useChangeTripStatus } from './trips.api';

// The fields a person can correct; the server's other messages (a refused change) go to a toast.
const SHOWN_FIELDS = ['detail', 'odometer', 'empty_bus_checked'];

type Values = {
  detail: string;
  odometer: number | string;
  empty_bus_checked: boolean;
  document_override_reason?: string | undefined;
};

// The server takes a change without a detail; the office always says why (spec part 2 §2). Completing,
// the empty-bus check is asked here first, in the server's words for its absence.
const formSchema = (emptyBusCheck: boolean) =>
  tripStatusChangeFieldsSchema
    .pick({ detail: true, empty_bus_checked: true, document_override_reason: true })
    .refine((values) => values.detail !== '', { path: ['detail'], message: ref('trips.detailRequired') })
    .refine((values) => values.empty_bus_checked || !emptyBusCheck, {
      path: ['empty_bus_checked'],
      message: TRIP_STATUS_MESSAGES.emptyBusCheckRequired,
    });

/** The expired documents a refused start names (under `status`, beside the override's field); none otherwise. */
function expiredDocumentsOf(error: unknown): string[] {
  if (!(error instanceof ApiError) || !(DOCUMENT_OVERRIDE_FIELD in error.fieldErrors)) return [];
  return (error.body as Record<string, string[]>).status ?? [];
}

type Props = {
  trip: TripDetail;
  /** The change being made; closed on null. */
  change: StatusChange | null;
  onClose: () => void;
};

/**
 * Start, complete or cancel a trip: why (required), the odometer reading when the trip starts or ends,
 * and the driver's empty-bus check when it ends.
 */
export function TripStatusModal({ trip, change, onClose }: Props) {
  // Kept while the modal fades out after closing.
  const intl = useIntl();
  const shown = useRetained(change);
  return (
    <Modal
      opened={change !== null}
      onClose={onClose}
      title={shown ? intl.formatMessage({ id: shown.label }) : undefined}
      centered
    >
      {shown && <TripStatusForm key={shown.status} trip={trip} change={shown} onClose={onClose} />}
    </Modal>
  );
}

function TripStatusForm({
  trip,
  change,
  onClose,
}: {
  trip: TripDetail;
  change: StatusChange;
  onClose: () => void;
}) {
  const intl = useIntl();
  const formats = useFormats();
  const save = useChangeTripStatus(trip.id);
  const canOverride = canOverrideDocuments(useCurrentRole());
  // A start refused for expired documents: every one of them, shown above the reason (issue 25 §3).
  const [expired, setExpired] = useState<string[]>([]);
  const form = useForm<Values>({
    initialValues: { detail: '', odometer: '', empty_bus_checked: false },
    // The odometer is checked by the server (against the start reading); the detail here first.
    // The form is keyed by its change, so the schema stays the one it was made with.
    validate: useZodValidate<Values>(formSchema(change.emptyBusCheck === true)),
  });

  const submit = form.onSubmit((values) => {
    const odometer = change.odometer && values.odometer !== '' ? Number(values.odometer) : undefined;
    // Sent only when completing: the server refuses the check on any other change.
    const emptyBusChecked = change.emptyBusCheck ? values.empty_bus_checked : undefined;
    save.mutate(
      {
        status: change.status,
        detail: values.detail.trim(),
        odometer,
        empty_bus_checked: emptyBusChecked,
        document_override_reason: values.document_override_reason,
      },
      {
        onSuccess: () => {
          notifySuccess(change.done);
          onClose();
        },
        onError: (error) => {
          const documents = expiredDocumentsOf(error);
          setExpired(documents);
          showFormErrors(form, error, {
            // Its refusal is said in the modal, beside the reason a manager may give.
            shown: documents.length > 0 ? [...SHOWN_FIELDS, 'status', DOCUMENT_OVERRIDE_FIELD] : SHOWN_FIELDS,
            fallback: ref('trips.statusUpdateFailed', { id: trip.id }),
          });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage
            id={change.question}
            values={{ code: trip.journey_code, title: trip.journey_title }}
          />
        </Text>
        <Textarea
          label={intl.formatMessage({ id: 'trips.detail' })}
          required
          rows={3}
          data-autofocus
          {...form.getInputProps('detail')}
        />
        {change.odometer && (
          <NumberInput
            label={intl.formatMessage({ id: change.odometer.label })}
            description={intl.formatMessage(
              { id: change.odometer.hint(trip, formats).id },
              change.odometer.hint(trip, formats).values,
            )}
            min={0}
            max={MAX_ODOMETER}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            suffix=" km"
            {...form.getInputProps('odometer')}
          />
        )}
        {change.emptyBusCheck && (
          <Checkbox
            label={intl.formatMessage({ id: 'trips.emptyBusCheckOffice' })}
            required
            // Mantine ties the message to the box but does not mark the box invalid.
            aria-invalid={!!form.errors.empty_bus_checked}
            {...form.getInputProps('empty_bus_checked', { type: 'checkbox' })}
          />
        )}
        <DocumentOverrideField
          error={form.errors.document_override_reason}
          value={form.values.document_override_reason}
          onChange={(value) => form.setFieldValue('document_override_reason', value)}
          canOverride={canOverride}
          messages={expired}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          <FormattedMessage id="common.close" />
        </Button>
        <Button type="submit" color={change.color} loading={save.isPending}>
          <FormattedMessage id={change.label} />
        </Button>
      </Group>
    </form>
  );
}
