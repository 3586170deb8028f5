import { Stack, TextInput } from '@mantine/core';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { busStopsResource, type BusStop } from '@app/shared/bus-stops/bus-stop.schemas';
import {
  zoneInputSchema,
  zoneListQuerySchema,
  zonesResource,
  type Zone,
  type ZoneInput,
} from '@app/shared/zones/zone.schemas';
import { StatusBadge } from '../../components/status-badge';
import { StatusSelect } from '../../components/status-select';
import { RecordDeleteModal } from '../records/record-delete-modal';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { recordTexts } from '../records/record-messages';
import { BusStopFormModal } from './bus-stop-form';
import { ZoneStopsModal } from './zone-stops-modal';
import { BUS_STOP_TEXTS, STATUS_WIDTH } from './zone-texts';

type Screen = RecordScreen<Zone, ZoneInput>;

const zonesScreen = (intl: IntlShape): Screen => ({
  resource: zonesResource,
  area: 'transport',
  title: intl.formatMessage({ id: 'zones.title' }),
  listQuerySchema: zoneListQuerySchema,
  searchDebounceMs: 500,
  columns: [
    {
      key: 'title',
      title: intl.formatMessage({ id: 'zones.titleColumn' }),
      sortKey: 'title',
      render: (zone) => zone.title,
    },
    {
      key: 'description',
      title: intl.formatMessage({ id: 'zones.description' }),
      render: (zone) => zone.description || '—',
    },
    {
      key: 'is_active',
      title: intl.formatMessage({ id: 'common.status' }),
      width: STATUS_WIDTH,
      render: (zone) => <StatusBadge isActive={zone.is_active} />,
    },
  ],
  name: (zone) => zone.title,
  // Spec part 2 §8: 'Failed to fetch zones', 'An error occurred while saving the zone'.
  texts: recordTexts('zones'),
  form: {
    schema: zoneInputSchema,
    initialValues: (zone) => ({
      title: zone?.title ?? '',
      description: zone?.description ?? '',
      is_active: zone?.is_active ?? true,
    }),
    fields: (form) => (
      <Stack gap="sm">
        <TextInput
          label={intl.formatMessage({ id: 'zones.zoneTitle' })}
          required
          data-autofocus
          {...form.getInputProps('title')}
        />
        <TextInput
          label={intl.formatMessage({ id: 'zones.description' })}
          {...form.getInputProps('description')}
        />
        <StatusSelect required {...form.getInputProps('is_active')} />
      </Stack>
    ),
  },
});

/**
 * Zones (spec part 2, Zones): the list with Edit, View Stops, Add Stop and Delete; a zone's stops in
 * their own modal, from which each stop is edited or deleted. One modal at a time: a stop's form or
 * confirmation replaces the zone's stops, which come back when it closes.
 */
export function ZonesPage() {
  const intl = useIntl();
  const [stopsOf, setStopsOf] = useState<Zone | null>(null);
  const [stopForm, setStopForm] = useState<{ zone: string; record: BusStop | null } | null>(null);
  const [deletingStop, setDeletingStop] = useState<BusStop | null>(null);
  const page = useMemo<Screen>(
    () => ({
      ...zonesScreen(intl),
      rowActions: [
        'edit',
        {
          label: intl.formatMessage({ id: 'zones.viewStops' }),
          icon: IconMapPin,
          permission: { area: 'transport', access: 'read' },
          onClick: setStopsOf,
        },
        {
          label: intl.formatMessage({ id: 'zones.addStop' }),
          icon: IconPlus,
          permission: { area: 'transport', access: 'write' },
          onClick: (zone: Zone) => {
            setStopsOf(null);
            setStopForm({ zone: zone.id, record: null });
          },
        },
        'delete',
      ],
    }),
    [intl],
  );
  return (
    <>
      <RecordListPage screen={page} />
      <ZoneStopsModal
        zone={stopsOf}
        opened={stopForm === null && deletingStop === null}
        onClose={() => setStopsOf(null)}
        onAdd={(zone) => setStopForm({ zone: zone.id, record: null })}
        onEdit={(stop) => setStopForm({ zone: stop.zone, record: stop })}
        onDelete={setDeletingStop}
      />
      <BusStopFormModal target={stopForm} onClose={() => setStopForm(null)} />
      <RecordDeleteModal
        resource={busStopsResource}
        record={deletingStop}
        name={(stop) => stop.title}
        messages={BUS_STOP_TEXTS.messages}
        onClose={() => setDeletingStop(null)}
      />
    </>
  );
}
