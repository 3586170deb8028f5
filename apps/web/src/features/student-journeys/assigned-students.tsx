import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarWeek, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StudentJourney } from '@app/shared/student-journeys/student-journey.schemas';
import { ListState } from '../../components/list-state';
import { errorMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { AssignmentPoint } from './add-student-form';
import { ASSIGNMENT_MESSAGES } from './assignment-messages';
import { useAssignmentWrites, useRouteAssignments, withSchedule } from './student-journeys.api';
import { daysOf, scheduleFromDays, WeekdayCheckboxes, weekdayText } from './weekdays';

type Props = { journeyId: string; stopId: string; point: AssignmentPoint };

/** The students boarding (or leaving) at this stop: each one's weekdays, changed or removed at once. */
export function AssignedStudents({ journeyId, stopId, point }: Props) {
  const intl = useIntl();
  const assignments = useRouteAssignments(journeyId);
  const { remove } = useAssignmentWrites(journeyId);
  const [changing, setChanging] = useState<string | null>(null);
  const here = assignments.data?.results.filter(
    (assignment) => (point === 'pick' ? assignment.pick_point : assignment.drop_point) === stopId,
  );

  if (!here || here.length === 0) {
    return (
      <ListState
        isLoading={assignments.isPending}
        error={
          assignments.isError
            ? errorMessage(assignments.error, intl.formatMessage({ id: 'riders.studentsLoadFailed' }))
            : null
        }
        onRetry={() => void assignments.refetch()}
        isRetrying={assignments.isFetching}
        emptyMessage={intl.formatMessage({ id: 'riders.noStudentsAtStop' })}
      />
    );
  }

  const removeOne = (assignment: StudentJourney) =>
    remove.mutate(assignment.id, {
      onSuccess: () => notifySuccess(ASSIGNMENT_MESSAGES.removed),
      onError: () => notifyError(ASSIGNMENT_MESSAGES.removeFailed),
    });

  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={intl.formatMessage({ id: 'riders.assignedStudents' })}
    >
      {here.map((assignment) => (
        <Paper component="li" key={assignment.id} withBorder radius="sm" p="sm">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2}>
              <Text fw={500}>{assignment.student_name}</Text>
              <Text size="sm" c="dimmed">
                {[assignment.admission_number, assignment.grade_level, assignment.stream]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text size="sm">{weekdayText(intl.locale, assignment.bus_schedule)}</Text>
            </Stack>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCalendarWeek size={14} aria-hidden />}
                aria-label={intl.formatMessage(
                  { id: 'riders.changeDaysOf' },
                  { name: assignment.student_name },
                )}
                aria-expanded={changing === assignment.id}
                onClick={() => setChanging(changing === assignment.id ? null : assignment.id)}
              >
                <FormattedMessage id="riders.days" />
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconUserMinus size={14} aria-hidden />}
                aria-label={intl.formatMessage(
                  { id: 'riders.removeName' },
                  { name: assignment.student_name },
                )}
                loading={remove.isPending && remove.variables === assignment.id}
                disabled={remove.isPending && remove.variables !== assignment.id}
                onClick={() => removeOne(assignment)}
              >
                <FormattedMessage id="riders.remove" />
              </Button>
            </Group>
          </Group>
          {changing === assignment.id && (
            <WeekdaysEditor journeyId={journeyId} assignment={assignment} onDone={() => setChanging(null)} />
          )}
        </Paper>
      ))}
    </Stack>
  );
}

type EditorProps = { journeyId: string; assignment: StudentJourney; onDone: () => void };

/** A student's weekdays on this route, saved (PUT) with the rest of the assignment unchanged. */
function WeekdaysEditor({ journeyId, assignment, onDone }: EditorProps) {
  const intl = useIntl();
  const [days, setDays] = useState(() => daysOf(assignment.schedule));
  const { save } = useAssignmentWrites(journeyId);
  const name = assignment.student_name;
  const submit = () =>
    save.mutate(
      { id: assignment.id, input: withSchedule(assignment, scheduleFromDays(days)) },
      {
        onSuccess: () => {
          notifySuccess(ASSIGNMENT_MESSAGES.weekdaysSaved(name));
          onDone();
        },
        onError: (error) => notifyError(errorMessage(error, ASSIGNMENT_MESSAGES.weekdaysFailed(name))),
      },
    );
  return (
    <Stack gap="xs" mt="sm">
      <WeekdayCheckboxes
        label={intl.formatMessage({ id: 'riders.weekdaysOf' }, { name })}
        value={days}
        onChange={setDays}
      />
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={onDone} disabled={save.isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button size="xs" onClick={submit} loading={save.isPending} disabled={days.length === 0}>
          <FormattedMessage id="riders.saveDays" />
        </Button>
      </Group>
    </Stack>
  );
}
