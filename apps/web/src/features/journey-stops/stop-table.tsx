import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { shortTime } from '@app/shared/journeys/journey.schemas';
import type { JourneyStop } from '@app/shared/journey-stops/journey-stop.schemas';
import { DataTable, type Column } from '../../components/data-table';
import type { ListStateProps } from '../../components/list-state';
import { ridersAt, type AssignPoint, type AssignTarget } from './stop-assignment';

type Move = { id: string; step: -1 | 1 };

/** The riders' buttons' names, by point and by whether the stop has riders there. */
const ASSIGN_LABELS = {
  pick: { add: 'routeStops.addPickUps', edit: 'routeStops.editPickUps' },
  drop: { add: 'routeStops.addDropOffs', edit: 'routeStops.editDropOffs' },
} as const;

const HEADER_HEIGHT = 72;
// A row whose stop name wraps onto two lines (a tablet) still fits.
const ROW_HEIGHT = 66;
const MAX_HEIGHT = 520;

type Props = Omit<ListStateProps, 'emptyMessage'> & {
  label: string;
  stops: JourneyStop[] | undefined;
  /** The stop and point whose assignment modal is open. */
  assigning: AssignTarget | null;
  onAssign: (stop: JourneyStop, point: AssignPoint) => void;
  /** Row buttons for a profile that may change the route; none otherwise. */
  editing?: {
    onEdit: (stop: JourneyStop) => void;
    onRemove: (stop: JourneyStop) => void;
    /** Moves a stop one place; resolves once the new order is on screen. */
    onMove: (stop: JourneyStop, step: -1 | 1) => Promise<void>;
    isMoving: boolean;
  };
};

/**
 * The Stop Schedule's table: sequence, stop, zone, expected time, and the pick-ups and drop-offs with
 * their Add/Edit buttons; Edit, Remove, Move up and Move down per stop. A moved stop keeps the keyboard's
 * focus on its button (on the other one when it reaches an end), wherever its row goes.
 */
export function StopTable({ label, stops, assigning, onAssign, editing, ...state }: Props) {
  const intl = useIntl();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The move whose new order is awaited: its stop's button takes the focus once the rows show it.
  const moving = useRef<Move | null>(null);
  useEffect(() => {
    const move = moving.current;
    if (!move || !stops) return;
    moving.current = null;
    const index = stops.findIndex((stop) => stop.id === move.id);
    const atEnd = move.step === -1 ? index === 0 : index === stops.length - 1;
    buttons.current.get(`${move.id}:${atEnd ? -move.step : move.step}`)?.focus();
  }, [stops]);

  const riders = (point: AssignPoint, title: string): Column<JourneyStop> => ({
    key: point,
    title,
    render: (stop) => {
      const count = ridersAt(stop, point).length;
      const edit = count > 0;
      const open = assigning?.stop.id === stop.id && assigning.point === point;
      return (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" w={20} ta="right">
            {count}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            aria-label={intl.formatMessage(
              { id: ASSIGN_LABELS[point][edit ? 'edit' : 'add'] },
              { stop: stop.bus_stop_title },
            )}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => onAssign(stop, point)}
          >
            <FormattedMessage id={edit ? 'common.edit' : 'common.add'} />
          </Button>
        </Group>
      );
    },
  });

  const columns: Column<JourneyStop>[] = [
    {
      key: 'sequence',
      title: intl.formatMessage({ id: 'routeStops.sequence' }),
      width: 80,
      render: (stop) => stop.sequence,
    },
    {
      key: 'bus_stop_title',
      title: intl.formatMessage({ id: 'routeStops.stop' }),
      render: (stop) => stop.bus_stop_title,
    },
    {
      key: 'zone_title',
      title: intl.formatMessage({ id: 'routeStops.zone' }),
      render: (stop) => stop.zone_title,
    },
    {
      key: 'expected_time',
      title: intl.formatMessage({ id: 'routeStops.expectedTime' }),
      render: (stop) => shortTime(stop.expected_time),
    },
    riders('pick', intl.formatMessage({ id: 'routeStops.pickUps' })),
    riders('drop', intl.formatMessage({ id: 'routeStops.dropOffs' })),
  ];

  const actions =
    editing &&
    ((stop: JourneyStop) => {
      const index = stops?.indexOf(stop) ?? -1;
      const moveButton = (step: -1 | 1) => {
        // At an end the button stays focusable (aria-disabled), so the keyboard's place is not lost.
        const atEnd = step === -1 ? index === 0 : index === (stops?.length ?? 0) - 1;
        const inactive = atEnd || editing.isMoving;
        return (
          <ActionIcon
            key={step}
            variant="light"
            ref={(element) => {
              if (element) buttons.current.set(`${stop.id}:${step}`, element);
              else buttons.current.delete(`${stop.id}:${step}`);
            }}
            aria-label={intl.formatMessage(
              { id: step === -1 ? 'routeStops.moveUp' : 'routeStops.moveDown' },
              { stop: stop.bus_stop_title },
            )}
            aria-disabled={inactive}
            data-disabled={inactive || undefined}
            onClick={() => {
              if (inactive) return;
              moving.current = { id: stop.id, step };
              editing.onMove(stop, step).catch(() => (moving.current = null));
            }}
          >
            {step === -1 ? <IconArrowUp size={16} aria-hidden /> : <IconArrowDown size={16} aria-hidden />}
          </ActionIcon>
        );
      };
      return (
        <>
          <ActionIcon
            variant="light"
            aria-label={intl.formatMessage({ id: 'routeStops.editNamed' }, { stop: stop.bus_stop_title })}
            onClick={() => editing.onEdit(stop)}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="light"
            color="red"
            aria-label={intl.formatMessage({ id: 'routeStops.removeNamed' }, { stop: stop.bus_stop_title })}
            onClick={() => editing.onRemove(stop)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
          {moveButton(-1)}
          {moveButton(1)}
        </>
      );
    });

  return (
    <DataTable
      label={label}
      columns={columns}
      rows={stops}
      rowKey={(stop) => stop.id}
      actions={actions || undefined}
      actionsWidth={150}
      emptyMessage={intl.formatMessage({ id: 'routeStops.noStops' })}
      // As tall as the stops need, up to the spec's table heights (350 to 600 px); longer routes scroll.
      height={Math.min(MAX_HEIGHT, HEADER_HEIGHT + ROW_HEIGHT * Math.max(stops?.length ?? 0, 2))}
      minHeight={160}
      // Fits a tablet's width (800 px) beside nothing: the navigation is folded away there.
      {...state}
    />
  );
}
