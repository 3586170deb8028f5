import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataTable, type Column } from '../../components/data-table';
import { routeColour, type PlannedRoute, type PlannedStop } from './plan-labels';
import { stopsPanelId } from './planned-routes-table';

type Row = PlannedStop & { order: number };

/** One proposed route's stops in order: expected time and the riders' names (a new stop marked New). */
export function PlannedRouteStops({ route }: { route: PlannedRoute }) {
  const intl = useIntl();
  const rows = useMemo(() => route.stops.map((stop, index) => ({ ...stop, order: index + 1 })), [route]);
  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        key: 'order',
        title: intl.formatMessage({ id: 'planRoutes.sequence' }),
        width: 70,
        render: (stop) => stop.order,
      },
      {
        key: 'title',
        title: intl.formatMessage({ id: 'planRoutes.stop' }),
        giveWay: 0,
        render: (stop) => (
          <Group gap={6} wrap="wrap">
            <span>{stop.title}</span>
            {stop.bus_stop === null && (
              <Badge size="sm" variant="outline" color="dark" tt="none">
                <FormattedMessage id="planRoutes.new" />
              </Badge>
            )}
          </Group>
        ),
      },
      {
        key: 'time',
        title: intl.formatMessage({ id: 'planRoutes.expectedTime' }),
        noWrap: true,
        render: (stop) => stop.expected_time,
      },
      {
        key: 'riders',
        title: intl.formatMessage({ id: 'planRoutes.riders' }),
        minWidth: 200,
        render: (stop) =>
          stop.riders.length > 0 ? (
            intl.formatList(stop.riders.map((rider) => rider.name))
          ) : (
            <Text span size="sm" c="dimmed">
              <FormattedMessage id="planRoutes.noRiders" />
            </Text>
          ),
      },
    ],
    [intl],
  );
  const label = intl.formatMessage({ id: 'planRoutes.stopsOf' }, { number: route.number });

  return (
    <Paper withBorder radius="md" id={stopsPanelId(route.number)}>
      <Group gap="xs" p="md" pb={0} wrap="nowrap">
        <span
          aria-hidden
          style={{
            flexShrink: 0,
            width: 14,
            height: 14,
            borderRadius: 7,
            background: routeColour(route.number),
          }}
        />
        <Title order={3} size="h4">
          <FormattedMessage
            id="planRoutes.stopsOfTimes"
            values={{ number: route.number, start: route.start_time, end: route.end_time }}
          />
        </Title>
      </Group>
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        rowKey={(stop) => String(stop.order)}
        isLoading={false}
        error={null}
        emptyMessage={label}
        // A row's riders may wrap onto a second line.
        height={Math.min(520, 56 + rows.length * 50)}
        minHeight={120}
      />
    </Paper>
  );
}
