import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
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
import { STATUS_WIDTH } from './zone-texts';

const stopColumns = (intl: IntlShape): Column<BusStop>[] => [
  { key: 'title', title: intl.formatMessage({ id: 'busStops.titleColumn' }), render: (stop) => stop.title },
  {
    key: 'description',
    title: intl.formatMessage({ id: 'busStops.description' }),
    render: (stop) => stop.description || '—',
  },
  {
    key: 'latitude',
    title: intl.formatMessage({ id: 'busStops.latitude' }),
    render: (stop) => stop.latitude,
  },
  {
    key: 'longitude',
    title: intl.formatMessage({ id: 'busStops.longitude' }),
    render: (stop) => stop.longitude,
  },
  {
    key: 'is_active',
    title: intl.formatMessage({ id: 'common.status' }),
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
  const intl = useIntl();
  const shown = useRetained(zone);
  return (
    <Modal
      opened={zone !== null && opened}
      onClose={onClose}
      title={
        shown
          ? intl.formatMessage({ id: 'busStops.zoneStopsTitle' }, { zone: shown.title })
          : intl.formatMessage({ id: 'busStops.busStops' })
      }
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
  const intl = useIntl();
  const columns = useMemo(() => stopColumns(intl), [intl]);
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
            <FormattedMessage id="zones.addStop" />
          </Button>
        </Group>
      )}
      {markers.length > 0 && (
        <StopsMap
          stops={markers}
          height={300}
          ariaLabel={intl.formatMessage({ id: 'busStops.zoneStopsMap' }, { zone: zone.title })}
        />
      )}
      <DataTable
        label={intl.formatMessage({ id: 'busStops.zoneStopsTable' }, { zone: zone.title })}
        columns={columns}
        rows={stops}
        rowKey={(stop) => stop.id}
        actions={actions?.render}
        actionsWidth={actions?.width}
        isLoading={list.isPending}
        error={
          list.isError
            ? errorMessage(list.error, intl.formatMessage({ id: 'busStops.zoneStopsLoadFailed' }))
            : null
        }
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
        emptyMessage={intl.formatMessage({ id: 'busStops.noStopsInZone' })}
        height={300}
        minHeight={120}
      />
    </Stack>
  );
}
