import { Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AddStudentForm, type AssignmentPoint } from './add-student-form';
import { AssignedStudents } from './assigned-students';
import type { JourneyStop } from './journey-stops-contract';

type Props = {
  opened: boolean;
  onClose: () => void;
  journey: { id: string; code: string; title: string };
  /** The route stop as the route details read it. */
  stop: Pick<JourneyStop, 'id' | 'bus_stop_title' | 'pick_students' | 'drop_students'>;
  /** Whose list: those boarding here (pick-ups) or those leaving here (drop-offs). */
  point: AssignmentPoint;
};

/**
 * The students boarding or leaving at one stop of a route (spec part 2, Student assignment modal):
 * each change is made at once, one student per action, and the route details follow it.
 */
export function StudentAssignmentModal({ opened, onClose, journey, stop, point }: Props) {
  // A fresh add form after each student added.
  const [round, setRound] = useState(0);
  const title = `${point === 'pick' ? 'Pick-ups' : 'Drop-offs'} at ${stop.bus_stop_title}`;
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Route {journey.code} · {journey.title}
        </Text>
        <Stack gap="xs">
          <Title order={3} size="h5">
            Assigned students
          </Title>
          <AssignedStudents journeyId={journey.id} stopId={stop.id} point={point} />
        </Stack>
        <Divider />
        <Stack gap="xs">
          <Title order={3} size="h5">
            Add a student
          </Title>
          <AddStudentForm
            key={round}
            journeyId={journey.id}
            stopId={stop.id}
            point={point}
            onAdded={() => setRound((previous) => previous + 1)}
          />
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
