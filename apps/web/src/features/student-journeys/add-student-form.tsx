import { Button, Checkbox, Group, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localize } from '@app/shared/i18n/localize';
import { STUDENT_JOURNEY_MESSAGES as m } from '@app/shared/student-journeys/student-journey.schemas';
import { errorMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRecordList } from '../records/records.api';
import { ASSIGNMENT_MESSAGES } from './assignment-messages';
import { journeyStopsResource, type JourneyStop } from '@app/shared/journey-stops/journey-stop.schemas';
import { StudentSearchSelect, type ChosenStudent } from './student-search-select';
import { useAssignmentWrites } from './student-journeys.api';
import { scheduleFromDays, SCHOOL_WEEKDAYS, WeekdayCheckboxes } from './weekdays';

// A route has tens of stops at most.
const ALL_STOPS = 500;

export type AssignmentPoint = 'pick' | 'drop';

type Props = {
  journeyId: string;
  /** The stop the modal is about: the point of every student added here. */
  stopId: string;
  point: AssignmentPoint;
  /** After a student is added: the parent starts a fresh form. */
  onAdded: () => void;
};

type Values = { student: string; opposite: boolean; opposite_stop: string; weekdays: string[] };

/**
 * Adds one student at this stop at once (spec part 2, Student assignment modal): the student searched,
 * optionally the other point of the ride at another stop of the route, and the weekdays ridden.
 */
export function AddStudentForm({ journeyId, stopId, point, onAdded }: Props) {
  const intl = useIntl();
  const [student, setStudent] = useState<ChosenStudent | null>(null);
  const { save } = useAssignmentWrites(journeyId);
  const stops = useRecordList<JourneyStop>(journeyStopsResource, {
    journey: journeyId,
    page_size: ALL_STOPS,
  });
  const form = useForm<Values>({
    initialValues: { student: '', opposite: false, opposite_stop: '', weekdays: SCHOOL_WEEKDAYS },
    validate: {
      student: (value) => (value ? null : localize(intl, m.studentRequired)),
      opposite_stop: (value, values) =>
        values.opposite && !value ? localize(intl, m.oppositeStopRequired) : null,
    },
  });
  const opposite =
    point === 'pick'
      ? {
          option: intl.formatMessage({ id: 'riders.alsoDropOffAt' }),
          label: intl.formatMessage({ id: 'riders.dropOffStop' }),
          tickFirst: intl.formatMessage({ id: 'riders.tickAlsoDropOffFirst' }),
        }
      : {
          option: intl.formatMessage({ id: 'riders.alsoPickUpAt' }),
          label: intl.formatMessage({ id: 'riders.pickUpStop' }),
          tickFirst: intl.formatMessage({ id: 'riders.tickAlsoPickUpFirst' }),
        };
  const otherStops = (stops.data?.results ?? [])
    .filter((stop) => stop.id !== stopId)
    .sort((a, b) => a.sequence - b.sequence)
    .map((stop) => ({
      value: stop.id,
      label: intl.formatMessage(
        { id: 'riders.stopOption' },
        { sequence: stop.sequence, stop: stop.bus_stop_title },
      ),
    }));

  const submit = form.onSubmit((values) => {
    // The toast is worded at once, in the same language: the name may be this message.
    const name = student?.name ?? intl.formatMessage({ id: 'riders.theStudent' });
    const other = values.opposite ? values.opposite_stop : null;
    const input = {
      student: values.student,
      journey: journeyId,
      is_active: true,
      sequence: 1,
      pick_point: point === 'pick' ? stopId : other,
      drop_point: point === 'drop' ? stopId : other,
      schedule: scheduleFromDays(values.weekdays),
    };
    save.mutate(
      { id: undefined, input },
      {
        onSuccess: () => {
          notifySuccess(ASSIGNMENT_MESSAGES.added(name));
          onAdded();
        },
        // The server's reason when it gives one: "Neema Achieng is already assigned to this route."
        onError: (error) => {
          const reason = errorMessage(error, '');
          notifyError(
            reason ? ASSIGNMENT_MESSAGES.addFailedBecause(name, reason) : ASSIGNMENT_MESSAGES.addFailed(name),
          );
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <StudentSearchSelect
          value={form.values.student}
          onChange={(chosen) => {
            setStudent(chosen);
            form.setFieldValue('student', chosen?.id ?? '');
          }}
          error={form.errors.student as string | undefined}
        />
        <Checkbox label={opposite.option} {...form.getInputProps('opposite', { type: 'checkbox' })} />
        <Select
          label={opposite.label}
          placeholder={
            form.values.opposite ? intl.formatMessage({ id: 'riders.chooseStopOfRoute' }) : opposite.tickFirst
          }
          required={form.values.opposite}
          disabled={!form.values.opposite}
          data={otherStops}
          value={form.values.opposite_stop || null}
          onChange={(value) => form.setFieldValue('opposite_stop', value ?? '')}
          error={
            form.errors.opposite_stop ??
            (stops.isError ? intl.formatMessage({ id: 'riders.stopsLoadFailed' }) : undefined)
          }
          nothingFoundMessage={intl.formatMessage({ id: 'riders.noOtherStops' })}
          allowDeselect={false}
        />
        <WeekdayCheckboxes
          label={intl.formatMessage({ id: 'riders.weekdays' })}
          description={intl.formatMessage({ id: 'riders.daysRidden' })}
          value={form.values.weekdays}
          onChange={(days) => form.setFieldValue('weekdays', days)}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconUserPlus size={16} aria-hidden />}
            loading={save.isPending}
            disabled={form.values.weekdays.length === 0}
          >
            <FormattedMessage id="riders.addStudent" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
