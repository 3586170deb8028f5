import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { busStopsResource, type BusStop } from '@app/shared/bus-stops/bus-stop.schemas';
import type { Zone } from '@app/shared/zones/zone.schemas';
import { DataTable, type Column } from '../../components/data-table';
import { StopsMap } from '../../components/map/stops-map';
import { StatusBadge } from '../../components/status-badge';
import { errorMessage } from '../../lib/api-error';
import { useRetained } from '../../lib/use-retained';
import { usePermission } from '../auth';
import { DEFAULT_ROW_ACTIONS, useRowActions } from '../records/record-row-actions';
import { useRecordList } from '../records/records.api';
import { NO_STOPS_IN_ZONE, STATUS_WIDTH, ZONE_STOPS_LOAD_FAILED } from './zone-texts';

const columns: Column<BusStop>[] = [
  { key: 'title', title: 'Title', render: (stop) => stop.title },
  { key: 'description', title: 'Description', render: (stop) => stop.description || '—' },
  { key: 'latitude', title: 'Latitude', render: (stop) => stop.latitude },
  { key: 'longitude', title: 'Longitude', render: (stop) => stop.longitude },
  {
    key: 'is_active',
    title: 'Status',
    width: STATUS_WIDTH,
    render: (stop) => <StatusBadge isActive={stop.is_active} />,
  },
];

type Props = {
  /** The zone whose stops are shown; null when closed. */
  zone: Zone | null;
  /** Shown only while no stop form or confirmation is over it. */
  opened: boolean;
  onClose: () => void;
  onAdd: (zone: Zone) => void;
  onEdit: (stop: BusStop) => void;
  onDelete: (stop: BusStop) => void;
};

/** A zone's bus stops: on a map with their names, and in a table, each editable and deletable. */
export function ZoneStopsModal({ zone, opened, onClose, onAdd, onEdit, onDelete }: Props) {
  const shown = useRetained(zone);
  return (
    <Modal
      opened={zone !== null && opened}
      onClose={onClose}
      title={shown ? `Bus Stops: ${shown.title}` : 'Bus Stops'}
      size="xl"
      centered
    >
      {shown && <ZoneStops zone={shown} onAdd={onAdd} onEdit={onEdit} onDelete={onDelete} />}
    </Modal>
  );
}

function ZoneStops({
  zone,
  onAdd,
  onEdit,
  onDelete,
}: Omit<Props, 'zone' | 'opened' | 'onClose'> & { zone: Zone }) {
  const list = useRecordList<BusStop>(busStopsResource, { zone: zone.id, page_size: 500, ordering: 'title' });
  const canWrite = usePermission('transport', 'write');
  const actions = useRowActions({
    actions: DEFAULT_ROW_ACTIONS,
    area: 'transport',
    name: (stop: BusStop) => stop.title,
    onEdit,
    onDelete,
  });
  const stops = list.data?.results;
  const markers = useMemo(
    () =>
      (stops ?? []).map((stop) => ({
        id: stop.id,
        latitude: stop.latitude,
        longitude: stop.longitude,
        label: stop.title,
      })),
    [stops],
  );
  return (
    <Stack gap="md">
      {canWrite && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onAdd(zone)}>
            Add Stop
          </Button>
        </Group>
      )}
      {markers.length > 0 && (
        <StopsMap stops={markers} height={300} ariaLabel={`Map of the bus stops of ${zone.title}`} />
      )}
      <DataTable
        label={`Bus stops of ${zone.title}`}
        columns={columns}
        rows={stops}
        rowKey={(stop) => stop.id}
        actions={actions?.render}
        actionsWidth={actions?.width}
        isLoading={list.isPending}
        error={list.isError ? errorMessage(list.error, ZONE_STOPS_LOAD_FAILED) : null}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
        emptyMessage={NO_STOPS_IN_ZONE}
        height={300}
        minHeight={120}
      />
    </Stack>
  );
}
