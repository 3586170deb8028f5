import { Alert, Button, Group, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconClockExclamation, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { journeyStopsResource, type JourneyStop } from '@app/shared/journey-stops/journey-stop.schemas';
import { shortTime, type Journey } from '@app/shared/journeys/journey.schemas';
import { ListState } from '../../components/list-state';
import { errorMessage } from '../../lib/api-error';
import { notifyError } from '../../lib/notify';
import { usePermission } from '../auth';
import { RecordDeleteModal } from '../records/record-delete-modal';
import { RecordFormModal } from '../records/record-form-modal';
import { useJourneyStops, useReorderStops } from './journey-stops.api';
import type { AssignPoint, AssignTarget } from './stop-assignment';
import { journeyStopTexts, stopForm } from './stop-form';
import { movedOrder, timeOutOfOrder } from './stop-order';
import { StopTable } from './stop-table';
import { StopTimeline } from './stop-timeline';

const LOAD_FAILED = 'Failed to load journey stops';
const VIEWS = [
  { value: 'table', label: 'Table' },
  { value: 'timeline', label: 'Timeline' },
];

type Props = {
  journey: Journey;
  assigning: AssignTarget | null;
  onAssign: (stop: JourneyStop, point: AssignPoint) => void;
};

/**
 * A route's Stop Schedule (spec part 2 §2): its stops as a table or a timeline, Add Stop, and per
 * stop Edit, Remove and Move up/down (one reorder call renumbering them all), the riders' counts with
 * their Add/Edit buttons.
 */
export function StopSchedule({ journey, assigning, onAssign }: Props) {
  const stops = useJourneyStops(journey.id);
  const reorder = useReorderStops(journey.id);
  const canWrite = usePermission('transport', 'write');
  const [view, setView] = useState('table');
  const [formTarget, setFormTarget] = useState<{ record: JourneyStop | null } | null>(null);
  const [removing, setRemoving] = useState<JourneyStop | null>(null);
  const rows = stops.data?.results;
  const label = `Stops of route ${journey.code}`;
  const outOfOrder = rows ? timeOutOfOrder(rows) : null;

  const move = async (stop: JourneyStop, step: -1 | 1) => {
    const order =
      rows &&
      movedOrder(
        rows.map((row) => row.id),
        stop.id,
        step,
      );
    if (!order) return;
    await reorder.mutateAsync(order, {
      onError: (error) => notifyError(errorMessage(error, 'An unknown error occurred')),
    });
  };
  const listState = {
    isLoading: stops.isPending,
    error: stops.isError ? errorMessage(stops.error, LOAD_FAILED) : null,
    onRetry: () => void stops.refetch(),
    isRetrying: stops.isFetching,
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            Stop Schedule
          </Title>
          <Group gap="sm">
            <SegmentedControl aria-label="Show the stops as" data={VIEWS} value={view} onChange={setView} />
            {canWrite && (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setFormTarget({ record: null })}
              >
                Add Stop
              </Button>
            )}
          </Group>
        </Group>
        {outOfOrder && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconClockExclamation size={18} />}
            title="Times out of order"
          >
            {outOfOrder.stop.sequence}. {outOfOrder.stop.bus_stop_title} is expected at{' '}
            {shortTime(outOfOrder.stop.expected_time)}, before {outOfOrder.before.sequence}.{' '}
            {outOfOrder.before.bus_stop_title} at {shortTime(outOfOrder.before.expected_time)}. Edit the
            expected times so that they follow the order of the stops.
          </Alert>
        )}
        {view === 'table' ? (
          <StopTable
            label={label}
            stops={rows}
            assigning={assigning}
            onAssign={onAssign}
            editing={
              canWrite
                ? {
                    onEdit: (record) => setFormTarget({ record }),
                    onRemove: setRemoving,
                    onMove: move,
                    isMoving: reorder.isPending,
                  }
                : undefined
            }
            {...listState}
          />
        ) : rows && rows.length > 0 ? (
          <StopTimeline label={label} stops={rows} />
        ) : (
          <ListState {...listState} emptyMessage="No stops added" />
        )}
      </Stack>
      <RecordFormModal
        resource={journeyStopsResource}
        target={formTarget}
        onClose={() => setFormTarget(null)}
        titles={journeyStopTexts.titles}
        messages={journeyStopTexts.messages}
        {...stopForm(journey, rows ?? [])}
      />
      <RecordDeleteModal
        resource={journeyStopsResource}
        record={removing}
        name={(stop) => `${stop.bus_stop_title} (stop ${stop.sequence})`}
        messages={journeyStopTexts.messages}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
