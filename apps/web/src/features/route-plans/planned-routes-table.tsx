import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconListNumbers } from '@tabler/icons-react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable, type Column } from '../../components/data-table';
import { useFormats } from '../../i18n/use-formats';
import { routeColour, type PlannedRoute } from './plan-labels';

/** The id of a route's stops panel, which its Stops button opens (aria-controls). */
export const stopsPanelId = (number: number) => `planned-route-${number}-stops`;

type Props = {
  routes: PlannedRoute[];
  selected: number | null;
  onSelect: (number: number) => void;
};

/**
 * The proposed routes, one row (a card on a phone) each: number in its map colour, vehicle (or the
 * warning that there is none), start and end, stops, load against seats, kilometres and longest ride;
 * Stops shows the route's stops under the table and picks it out on the map.
 */
export function PlannedRoutesTable({ routes, selected, onSelect }: Props) {
  const intl = useIntl();
  const formats = useFormats();
  const columns = useMemo<Column<PlannedRoute>[]>(
    () => [
      {
        key: 'number',
        title: intl.formatMessage({ id: 'planRoutes.route' }),
        noWrap: true,
        render: (route) => (
          <Group gap={6} wrap="nowrap">
            <span
              aria-hidden
              style={{ width: 12, height: 12, borderRadius: 6, background: routeColour(route.number) }}
            />
            <FormattedMessage id="planRoutes.routeNumber" values={{ number: route.number }} />
          </Group>
        ),
      },
      {
        key: 'vehicle',
        title: intl.formatMessage({ id: 'planRoutes.vehicle' }),
        noWrap: true,
        render: (route) =>
          route.vehicle ? (
            route.vehicle.registration_number
          ) : (
            <Badge
              color="orange"
              variant="light"
              tt="none"
              leftSection={<IconAlertTriangle size={12} aria-hidden />}
            >
              <FormattedMessage id="planRoutes.noVehicle" />
            </Badge>
          ),
      },
      {
        key: 'times',
        title: intl.formatMessage({ id: 'planRoutes.times' }),
        noWrap: true,
        render: (route) =>
          intl.formatMessage(
            { id: 'planRoutes.timeRange' },
            { start: route.start_time, end: route.end_time },
          ),
      },
      {
        key: 'stops',
        title: intl.formatMessage({ id: 'planRoutes.stops' }),
        align: 'right',
        render: (route) => formats.number(route.stops.length),
      },
      {
        key: 'load',
        title: intl.formatMessage({ id: 'planRoutes.load' }),
        align: 'right',
        noWrap: true,
        render: (route) =>
          route.vehicle
            ? intl.formatMessage(
                { id: 'planRoutes.loadOfSeats' },
                { load: route.load, seats: route.vehicle.max_capacity },
              )
            : formats.number(route.load),
      },
      {
        key: 'kilometres',
        title: intl.formatMessage({ id: 'planRoutes.kilometres' }),
        align: 'right',
        noWrap: true,
        render: (route) => formats.number(route.kilometres, { unit: 'kilometer', maxDigits: 1 }),
      },
      {
        key: 'longest',
        title: intl.formatMessage({ id: 'planRoutes.longestRide' }),
        align: 'right',
        noWrap: true,
        render: (route) => formats.number(route.longest_ride_minutes, { unit: 'minute', maxDigits: 0 }),
      },
    ],
    [intl, formats],
  );

  return (
    <DataTable
      label={intl.formatMessage({ id: 'planRoutes.proposedRoutes' })}
      columns={columns}
      rows={routes}
      rowKey={(route) => String(route.number)}
      rowName={(route) => intl.formatMessage({ id: 'planRoutes.routeNumber' }, { number: route.number })}
      actions={(route, compact) => (
        <StopsButton
          number={route.number}
          open={route.number === selected}
          compact={compact}
          onClick={() => onSelect(route.number)}
        />
      )}
      actionsWidth={110}
      isLoading={false}
      error={null}
      emptyMessage={intl.formatMessage({ id: 'planRoutes.noProposal' })}
      height={Math.min(480, 80 + routes.length * 56)}
      minHeight={160}
    />
  );
}

/** Opens the route's stops under the table (and picks the route out on the map); pressed again, closes them. */
function StopsButton(props: { number: number; open: boolean; compact: boolean; onClick: () => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'planRoutes.showStops' });
  const named = intl.formatMessage({ id: 'planRoutes.showStopsOf' }, { number: props.number });
  const common = {
    'aria-label': named,
    'aria-expanded': props.open,
    'aria-controls': props.open ? stopsPanelId(props.number) : undefined,
    variant: props.open ? 'filled' : 'light',
    onClick: props.onClick,
  } as const;
  return props.compact ? (
    <Tooltip label={label} withArrow>
      <ActionIcon size="md" {...common}>
        <IconListNumbers size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  ) : (
    <Button size="xs" leftSection={<IconListNumbers size={14} aria-hidden />} {...common}>
      {label}
    </Button>
  );
}
