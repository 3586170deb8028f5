import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconRouteOff } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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

/** /routes/details/:routeId: a route, its vehicle, its riders per weekday, its stops and its map. */
export function RouteDetailsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'routes.detailsTitle' });
  const { routeId } = useParams();
  // No id, or one that cannot name a route, is the spec's invalid route ID; no call is made.
  if (!isId(routeId)) {
    return (
      <NoticePage
        title={title}
        icon={<IconRouteOff size={28} />}
        message={intl.formatMessage({ id: 'routes.invalidRouteId' })}
        hint={intl.formatMessage({ id: 'routes.invalidRouteIdHint' })}
      />
    );
  }
  return (
    <RecordDetails<Journey>
      resource={journeysResource}
      id={routeId}
      title={title}
      notFound={intl.formatMessage({ id: 'routes.routeNotFound' })}
      loadError={intl.formatMessage({ id: 'routes.detailsLoadFailed' })}
      back={{ to: '/routes', label: intl.formatMessage({ id: 'routes.backToRoutes' }) }}
    >
      {(journey) => <RouteDetails journey={journey} title={title} />}
    </RecordDetails>
  );
}

function RouteDetails({ journey, title }: { journey: Journey; title: string }) {
  const intl = useIntl();
  const canWrite = usePermission('transport', 'write');
  const [editing, setEditing] = useState<{ record: Journey } | null>(null);
  // The stop and point whose riders are being assigned (the Pick-ups and Drop-offs buttons).
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Group gap="sm">
            <PageHeading
              title={intl.formatMessage({ id: 'routes.routeHeading' }, { code: journey.code })}
              tabTitle={intl.formatMessage({ id: 'routes.routeTabTitle' }, { code: journey.code, title })}
            />
            <Badge color={journey.is_active ? 'green' : 'red'} variant="light" size="lg">
              <FormattedMessage id={journey.is_active ? 'routes.activeBadge' : 'routes.inactiveBadge'} />
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
            <FormattedMessage id="common.edit" />
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
