import { Badge } from '@mantine/core';
import { DEVICE_KIND, type Device } from '@app/shared/devices/device.schemas';
import type { Formats } from '@app/shared/i18n/formats';
import { FormattedMessage, type IntlShape } from 'react-intl';
import type { Column } from '../../components/data-table';
import { kindName } from './device-labels';

/** Identifier, name, kind, vehicle, last seen and status; then the row's actions. */
export const deviceColumns = (intl: IntlShape, formats: Formats): Column<Device>[] => [
  {
    key: 'identifier',
    title: intl.formatMessage({ id: 'devices.identifier' }),
    sortKey: 'identifier',
    // An IMEI or a phone number reads wrong broken over lines.
    noWrap: true,
    render: (device) => device.identifier,
  },
  {
    key: 'name',
    title: intl.formatMessage({ id: 'devices.name' }),
    sortKey: 'name',
    giveWay: 2,
    render: (device) => device.name || '—',
  },
  {
    key: 'kind',
    title: intl.formatMessage({ id: 'devices.kind' }),
    render: (device) => kindName(intl, device.kind),
  },
  {
    key: 'vehicle',
    title: intl.formatMessage({ id: 'devices.vehicle' }),
    noWrap: true,
    // A Traccar server forwards many vehicles' trackers: no vehicle is not a missing one.
    render: (device) =>
      device.kind === DEVICE_KIND.traccarServer
        ? intl.formatMessage({ id: 'devices.manyVehicles' })
        : (device.vehicle_code ?? '—'),
  },
  {
    key: 'last_seen_at',
    title: intl.formatMessage({ id: 'devices.lastSeen' }),
    width: 170,
    render: (device) =>
      device.last_seen_at
        ? formats.dateTime(device.last_seen_at)
        : intl.formatMessage({ id: 'devices.neverSeen' }),
  },
  {
    key: 'status',
    title: intl.formatMessage({ id: 'common.status' }),
    // Whether the device may send is what the office looks for first: it never gives way.
    giveWay: 0,
    render: (device) => <DeviceStatusBadge isRevoked={device.revoked_at !== null} />,
  },
];

/** Green 'Active', or red 'Revoked' once the secret is revoked (pings refused). */
function DeviceStatusBadge({ isRevoked }: { isRevoked: boolean }) {
  return (
    <Badge color={isRevoked ? 'red' : 'green'} variant="light" tt="none">
      <FormattedMessage id={isRevoked ? 'devices.revoked' : 'common.active'} />
    </Badge>
  );
}
