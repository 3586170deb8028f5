import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconRouteOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isId } from '@app/shared/common/ids';
import { journeysResource, type Journey } from '@app/shared/journeys/journey.schemas';
import { NoticePage } from '../../components/notice-page';
import { PageHeading } from '../../components/page-heading';
import { usePermission } from '../auth';
import type { AssignTarget } from '../journey-stops/stop-assignment';
import { RouteMapCard } from '../journey-stops/route-map-card';
import { StopSchedule } from '../journey-stops/stop-schedule';
import { RecordDetails } from '../records/record-details';
import { RecordFormModal } from '../records/record-form-modal';
import { StudentAssignmentModal } from '../student-journeys/student-assignment-modal';
import { JourneyCards } from './journey-cards';
import { journeyForm, journeyTexts } from './journey-form';
import { JourneyLoadCard } from './journey-load-card';

const TITLE = 'Route Details';

/** /routes/details/:routeId: a route, its vehicle, its riders per weekday, its stops and its map. */
export function RouteDetailsPage() {
  const { routeId } = useParams();
  // No id, or one that cannot name a route, is the spec's invalid route ID; no call is made.
  if (!isId(routeId)) {
    return (
      <NoticePage
        title={TITLE}
        icon={<IconRouteOff size={28} />}
        message="Invalid route ID. Please check the URL or select a valid route."
        hint="Open a route from the Routes screen with its Details button."
      />
    );
  }
  return (
    <RecordDetails<Journey>
      resource={journeysResource}
      id={routeId}
      title={TITLE}
      notFound="Route not found"
      loadError="Failed to load journey details"
      back={{ to: '/routes', label: 'Back to Routes' }}
    >
      {(journey) => <RouteDetails journey={journey} />}
    </RecordDetails>
  );
}

function RouteDetails({ journey }: { journey: Journey }) {
  const canWrite = usePermission('transport', 'write');
  const [editing, setEditing] = useState<{ record: Journey } | null>(null);
  // The stop and point whose riders are being assigned (the Pick-ups and Drop-offs buttons).
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Group gap="sm">
            <PageHeading title={`Route ${journey.code}`} tabTitle={`Route ${journey.code} | ${TITLE}`} />
            <Badge color={journey.is_active ? 'green' : 'red'} variant="light" size="lg">
              {journey.is_active ? 'ACTIVE' : 'INACTIVE'}
            </Badge>
          </Group>
          <Text c="dimmed">{journey.title}</Text>
        </Stack>
        {canWrite && (
          <Button
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setEditing({ record: journey })}
          >
            Edit
          </Button>
        )}
      </Group>
      <JourneyCards journey={journey} />
      <JourneyLoadCard journey={journey} />
      <StopSchedule
        journey={journey}
        assigning={assigning}
        onAssign={(stop, point) => setAssigning({ stop, point })}
      />
      <RouteMapCard journey={journey} />
      <StudentAssignmentModal
        opened={assigning !== null}
        onClose={() => setAssigning(null)}
        journey={journey}
        stop={assigning?.stop}
        point={assigning?.point ?? 'pick'}
      />
      <RecordFormModal
        resource={journeysResource}
        target={editing}
        onClose={() => setEditing(null)}
        titles={journeyTexts.titles}
        messages={journeyTexts.messages}
        {...journeyForm}
      />
    </Stack>
  );
}
