import { Button, Group, Modal, Progress, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ref } from '@app/shared/i18n/message-ref';
import { generateTripsInputSchema } from '@app/shared/trips/trip.schemas';
import { DateField } from '../../components/date-field';
import { showFormErrors } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify';
import { useZodValidate } from '../../i18n/use-zod-validate';
import { useGenerateTrips } from './trips.api';

type Values = { start_date: string; end_date: string; skip_weekends: boolean };

const FAILED = ref('trips.generateFailed');
// The fields a person can correct; the server's other messages go to a toast.
const SHOWN_FIELDS = ['start_date', 'end_date', 'skip_weekends'];

/**
 * Generate Trips (spec part 2 §2, DESIGN §5): a trip per active route for each date of a range, none
 * twice; the toast says how many were made and how many were there already. The modal stays open
 * while the server works, with a running bar, so its answer is not lost.
 */
export function GenerateTripsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const generate = useGenerateTrips();
  const close = () => {
    if (!generate.isPending) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={intl.formatMessage({ id: 'trips.generateTrips' })} centered>
      {opened && <GenerateTripsForm generate={generate} onClose={close} />}
    </Modal>
  );
}

function GenerateTripsForm({
  generate,
  onClose,
}: {
  generate: ReturnType<typeof useGenerateTrips>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const form = useForm<Values>({
    initialValues: { start_date: '', end_date: '', skip_weekends: true },
    validate: useZodValidate<Values>(generateTripsInputSchema),
  });

  const submit = form.onSubmit((values) => {
    generate.mutate(generateTripsInputSchema.parse(values), {
      onSuccess: (result) => {
        notifySuccess(ref('trips.generated', { created: result.created, skipped: result.skipped }));
        generate.reset();
        onClose();
      },
      onError: (error) => showFormErrors(form, error, { shown: SHOWN_FIELDS, fallback: FAILED }),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage id="trips.generateExplained" />
        </Text>
        <DateField
          label={intl.formatMessage({ id: 'trips.startDate' })}
          required
          maxDate={form.values.end_date || undefined}
          value={form.values.start_date}
          onChange={(value) => form.setFieldValue('start_date', value)}
          error={form.errors.start_date}
        />
        <DateField
          label={intl.formatMessage({ id: 'trips.endDate' })}
          required
          minDate={form.values.start_date || undefined}
          opensAt={form.values.start_date}
          value={form.values.end_date}
          onChange={(value) => form.setFieldValue('end_date', value)}
          error={form.errors.end_date}
        />
        <Switch
          label={intl.formatMessage({ id: 'trips.skipWeekends' })}
          description={intl.formatMessage({ id: 'trips.skipWeekendsHint' })}
          {...form.getInputProps('skip_weekends', { type: 'checkbox' })}
        />
        {generate.isPending && (
          <Stack gap={4} aria-live="polite">
            <Progress
              value={100}
              animated
              striped
              aria-label={intl.formatMessage({ id: 'trips.generatingLabel' })}
            />
            <Text size="sm" c="dimmed">
              <FormattedMessage id="trips.generating" />
            </Text>
          </Stack>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={generate.isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" loading={generate.isPending}>
          <FormattedMessage id="trips.generate" />
        </Button>
      </Group>
    </form>
  );
}
