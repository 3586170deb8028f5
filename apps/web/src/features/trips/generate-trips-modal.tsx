import { Button, Group, Modal, Progress, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { generateTripsInputSchema } from '@app/shared/trips/trip.schemas';
import { DateField } from '../../components/date-field';
import { showFormErrors } from '../../lib/form-errors';
import { notifySuccess } from '../../lib/notify';
import { useGenerateTrips } from './trips.api';

type Values = { start_date: string; end_date: string; skip_weekends: boolean };

const FAILED = 'Failed to generate trips. Please try again.';
// The fields a person can correct; the server's other messages go to a toast.
const SHOWN_FIELDS = ['start_date', 'end_date', 'skip_weekends'];

/**
 * Generate Trips (spec part 2 §2, DESIGN §5): a trip per active route for each date of a range, none
 * twice; the toast says how many were made and how many were there already. The modal stays open
 * while the server works, with a running bar, so its answer is not lost.
 */
export function GenerateTripsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const generate = useGenerateTrips();
  const close = () => {
    if (!generate.isPending) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Generate Trips" centered>
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
  const form = useForm<Values>({
    initialValues: { start_date: '', end_date: '', skip_weekends: true },
    validate: zod4Resolver(generateTripsInputSchema),
  });

  const submit = form.onSubmit((values) => {
    generate.mutate(generateTripsInputSchema.parse(values), {
      onSuccess: (result) => {
        notifySuccess(
          `Trips generated successfully! ${result.created} created, ${result.skipped} already existed`,
        );
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
          Every active route gets one trip per date, with its vehicle, driver, attendant, stops and riders as
          they are now. Dates that already have a route&apos;s trip keep it.
        </Text>
        <DateField
          label="Start Date"
          required
          maxDate={form.values.end_date || undefined}
          value={form.values.start_date}
          onChange={(value) => form.setFieldValue('start_date', value)}
          error={form.errors.start_date}
        />
        <DateField
          label="End Date"
          required
          minDate={form.values.start_date || undefined}
          opensAt={form.values.start_date}
          value={form.values.end_date}
          onChange={(value) => form.setFieldValue('end_date', value)}
          error={form.errors.end_date}
        />
        <Switch
          label="Skip weekends"
          description="No trips on Saturdays and Sundays"
          {...form.getInputProps('skip_weekends', { type: 'checkbox' })}
        />
        {generate.isPending && (
          <Stack gap={4} aria-live="polite">
            <Progress value={100} animated striped aria-label="Generating trips" />
            <Text size="sm" c="dimmed">
              Generating trips…
            </Text>
          </Stack>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={generate.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={generate.isPending}>
          Generate
        </Button>
      </Group>
    </form>
  );
}
