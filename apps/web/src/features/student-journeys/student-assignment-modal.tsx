import { Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRetained } from '../../lib/use-retained';
import { AddStudentForm, type AssignmentPoint } from './add-student-form';
import { AssignedStudents } from './assigned-students';
import type { JourneyStop } from '@app/shared/journey-stops/journey-stop.schemas';

type Props = {
  opened: boolean;
  onClose: () => void;
  journey: { id: string; code: string; title: string };
  /** The route stop as the route details read it; none while the modal is closed. */
  stop: Pick<JourneyStop, 'id' | 'bus_stop_title' | 'pick_students' | 'drop_students'> | null | undefined;
  /** Whose list: those boarding here (pick-ups) or those leaving here (drop-offs). */
  point: AssignmentPoint;
};

/**
 * The students boarding or leaving at one stop of a route (spec part 2, Student assignment modal):
 * each change is made at once, one student per action, and the route details follow it.
 */
export function StudentAssignmentModal({ opened, onClose, journey, stop, point }: Props) {
  const intl = useIntl();
  // A fresh add form after each student added.
  const [round, setRound] = useState(0);
  // Kept while the modal fades out after closing.
  const target = useMemo(() => (stop ? { stop, point } : null), [stop, point]);
  const shown = useRetained(target);
  const title = shown
    ? intl.formatMessage(
        { id: shown.point === 'pick' ? 'riders.pickUpsAt' : 'riders.dropOffsAt' },
        { stop: shown.stop.bus_stop_title },
      )
    : '';
  return (
    <Modal opened={opened && !!shown} onClose={onClose} title={title} size="lg" centered>
      {shown && (
        <AssignmentBody
          journey={journey}
          stopId={shown.stop.id}
          point={shown.point}
          round={round}
          onAdded={() => setRound((previous) => previous + 1)}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

type BodyProps = Pick<Props, 'journey' | 'point' | 'onClose'> & {
  stopId: string;
  round: number;
  onAdded: () => void;
};

function AssignmentBody({ journey, stopId, point, round, onAdded, onClose }: BodyProps) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        <FormattedMessage id="riders.routeCodeTitle" values={{ code: journey.code, title: journey.title }} />
      </Text>
      <Stack gap="xs">
        <Title order={3} size="h5">
          <FormattedMessage id="riders.assignedStudents" />
        </Title>
        <AssignedStudents journeyId={journey.id} stopId={stopId} point={point} />
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Title order={3} size="h5">
          <FormattedMessage id="riders.addAStudent" />
        </Title>
        <AddStudentForm
          key={`${stopId}:${point}:${round}`}
          journeyId={journey.id}
          stopId={stopId}
          point={point}
          onAdded={onAdded}
        />
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      </Group>
    </Stack>
  );
}
