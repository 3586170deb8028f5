import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { DataTable } from '../../components/data-table';
import { delayClass, delayText, LiveStatusText } from '../../components/live-labels';
import { PageHeading } from '../../components/page-heading';
import { useFormats } from '../../i18n/use-formats';
import { useLivePositions, useRefetchOnNewTrip } from '../../lib/use-live-positions';
import { useNow } from '../../lib/use-now';
import { busName, liveBusColumns } from './live-bus-columns';
import { LiveBusMap, type MapBus } from './live-bus-map';
import { liveBuses, type LiveBus } from './live-buses';
import { DelayLegend, SelectionLine } from './live-map-parts';
import { useTripsUnderWay, useVehicles } from './live.api';
import { useTrail } from './use-trail';

/** How often 'last seen 2 minutes ago' is counted again. */
const CLOCK_MS = 5_000;

/**
 * Live Map (issue 22 §4): the school's buses where they are now, as the server pushes their positions
 * (no polling), each an arrow turned to its heading and coloured by its delay; beside it the list of the
 * buses in words (route, next stop and its ETA, delay, last seen), whose buttons choose a bus as a click
 * on its arrow does. A chosen bus on a trip shows its trail so far, growing as it moves.
 */
export function LiveMapPage() {
  const intl = useIntl();
  const formats = useFormats();
  const title = intl.formatMessage({ id: 'live.title' });
  const live = useLivePositions();
  const trips = useTripsUnderWay();
  const vehicles = useVehicles();
  const now = useNow(CLOCK_MS);
  const under = trips.data?.results;
  const listed = useMemo(() => under && new Set(under.map(({ trip }) => trip.id)), [under]);
  useRefetchOnNewTrip(live, listed, trips.refetch);

  const buses = useMemo(() => liveBuses(live, under, vehicles), [live, under, vehicles]);
  const [selected, setSelected] = useState<string | null>(null);
  const toggle = useCallback(
    (vehicle: string) => setSelected((current) => (current === vehicle ? null : vehicle)),
    [],
  );
  const chosen = buses.find((bus) => bus.vehicle === selected) ?? null;
  const trail = useTrail(chosen?.active?.trip.id ?? null, live);
  const mapBuses = useMemo(() => buses.map((bus) => mapBus(intl, bus)), [buses, intl]);
  const columns = useMemo(() => liveBusColumns(intl, formats, now), [intl, formats, now]);

  return (
    <Stack gap="md">
      <PageHeading title={title} />
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="live.busCount" values={{ count: buses.length }} />
        </Text>
        <LiveStatusText status={live.status} />
      </Group>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <LiveBusMap
            buses={mapBuses}
            selected={selected}
            onSelect={toggle}
            trail={trail.points}
            height="min(460px, 60vh)"
            ariaLabel={intl.formatMessage({ id: 'live.mapLabel' })}
          />
          <SelectionLine bus={chosen} trailFailed={trail.failed} onClear={() => setSelected(null)} />
          <DelayLegend />
        </Stack>
      </Paper>
      <Paper withBorder radius="md">
        <DataTable
          label={intl.formatMessage({ id: 'live.listLabel' })}
          columns={columns}
          rows={buses}
          rowKey={(bus) => bus.vehicle}
          rowName={(bus) => busName(intl, bus)}
          actions={(bus, compact) => (
            <ShowButton
              name={busName(intl, bus)}
              pressed={bus.vehicle === selected}
              compact={compact}
              onClick={() => toggle(bus.vehicle)}
            />
          )}
          actionsWidth={170}
          isLoading={live.status === 'connecting' && buses.length === 0}
          error={live.status === 'closed' ? intl.formatMessage({ id: 'live.closed' }) : null}
          emptyMessage={intl.formatMessage({ id: 'live.empty' })}
          height={380}
          minHeight={160}
        />
      </Paper>
    </Stack>
  );
}

/** A bus as the map draws it, named as the list names it, with its delay in words. */
function mapBus(intl: IntlShape, bus: LiveBus): MapBus {
  const timing =
    delayText(intl, bus.delaySeconds) ??
    intl.formatMessage({ id: bus.active ? 'live.legendUnknown' : 'live.offTrip' });
  return {
    vehicle: bus.vehicle,
    latitude: bus.position.latitude,
    longitude: bus.position.longitude,
    heading: bus.position.heading,
    delay: delayClass(bus.delaySeconds),
    name: intl.formatMessage({ id: 'live.markerName' }, { vehicle: busName(intl, bus), timing }),
  };
}

/** Shows a bus on the map (its trail with it), or, pressed, hides the choice again. */
function ShowButton(props: { name: string; pressed: boolean; compact: boolean; onClick: () => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'live.show' });
  const named = intl.formatMessage({ id: 'live.showName' }, { vehicle: props.name });
  const variant = props.pressed ? 'filled' : 'light';
  return props.compact ? (
    <Tooltip label={label} withArrow>
      <ActionIcon
        size="md"
        variant={variant}
        aria-label={named}
        aria-pressed={props.pressed}
        onClick={props.onClick}
      >
        <IconMapPin size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  ) : (
    <Button
      size="xs"
      variant={variant}
      leftSection={<IconMapPin size={14} aria-hidden />}
      aria-label={named}
      aria-pressed={props.pressed}
      onClick={props.onClick}
    >
      {label}
    </Button>
  );
}
