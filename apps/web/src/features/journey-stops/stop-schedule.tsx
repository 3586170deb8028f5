import { Alert, Button, Group, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconClockExclamation, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { JOURNEY_STOP_TEXTS, stopForm } from './stop-form';
import { movedOrder, timeOutOfOrder } from './stop-order';
import { StopTable } from './stop-table';
import { StopTimeline } from './stop-timeline';

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
  const intl = useIntl();
  const views = [
    { value: 'table', label: intl.formatMessage({ id: 'routeStops.tableView' }) },
    { value: 'timeline', label: intl.formatMessage({ id: 'routeStops.timelineView' }) },
  ];
  const stops = useJourneyStops(journey.id);
  const reorder = useReorderStops(journey.id);
  const canWrite = usePermission('transport', 'write');
  const [view, setView] = useState('table');
  const [formTarget, setFormTarget] = useState<{ record: JourneyStop | null } | null>(null);
  const [removing, setRemoving] = useState<JourneyStop | null>(null);
  const rows = stops.data?.results;
  const label = intl.formatMessage({ id: 'routeStops.stopsOfRoute' }, { code: journey.code });
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
      onError: (error) => notifyError(errorMessage(error, intl.formatMessage({ id: 'common.unknownError' }))),
    });
  };
  const listState = {
    isLoading: stops.isPending,
    error: stops.isError
      ? errorMessage(stops.error, intl.formatMessage({ id: 'routeStops.loadFailed' }))
      : null,
    onRetry: () => void stops.refetch(),
    isRetrying: stops.isFetching,
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id="routeStops.stopSchedule" />
          </Title>
          <Group gap="sm">
            <SegmentedControl
              aria-label={intl.formatMessage({ id: 'routeStops.showAs' })}
              data={views}
              value={view}
              onChange={setView}
            />
            {canWrite && (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setFormTarget({ record: null })}
              >
                <FormattedMessage id="routeStops.addStop" />
              </Button>
            )}
          </Group>
        </Group>
        {outOfOrder && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconClockExclamation size={18} />}
            title={intl.formatMessage({ id: 'routeStops.timesOutOfOrder' })}
          >
            <FormattedMessage
              id="routeStops.timesOutOfOrderText"
              values={{
                sequence: outOfOrder.stop.sequence,
                stop: outOfOrder.stop.bus_stop_title,
                time: shortTime(outOfOrder.stop.expected_time),
                beforeSequence: outOfOrder.before.sequence,
                beforeStop: outOfOrder.before.bus_stop_title,
                beforeTime: shortTime(outOfOrder.before.expected_time),
              }}
            />
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
          <ListState {...listState} emptyMessage={intl.formatMessage({ id: 'routeStops.noStops' })} />
        )}
      </Stack>
      <RecordFormModal
        resource={journeyStopsResource}
        target={formTarget}
        onClose={() => setFormTarget(null)}
        titles={JOURNEY_STOP_TEXTS.titles}
        messages={JOURNEY_STOP_TEXTS.messages}
        {...stopForm(journey, rows ?? [])}
      />
      <RecordDeleteModal
        resource={journeyStopsResource}
        record={removing}
        name={(stop) =>
          intl.formatMessage(
            { id: 'routeStops.stopName' },
            { stop: stop.bus_stop_title, sequence: stop.sequence },
          )
        }
        messages={JOURNEY_STOP_TEXTS.messages}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
