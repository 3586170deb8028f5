import { DEVICE_KIND, type Device, type DeviceKind } from '@app/shared/devices/device.schemas';
import type { IntlShape } from 'react-intl';

/** The kinds' names, by code. */
const KIND_KEYS = {
  [DEVICE_KIND.phone]: 'devices.kindPhone',
  [DEVICE_KIND.tracker]: 'devices.kindTracker',
  [DEVICE_KIND.traccarServer]: 'devices.kindTraccarServer',
} as const satisfies Record<DeviceKind, string>;

/** A kind's name in the reader's language; the code itself for one this console does not know. */
export function kindName(intl: IntlShape, kind: number): string {
  const key = KIND_KEYS[kind as DeviceKind] as (typeof KIND_KEYS)[DeviceKind] | undefined;
  return key ? intl.formatMessage({ id: key }) : String(kind);
}

/** The kinds as the form's select lists them. */
export const kindOptions = (intl: IntlShape) =>
  Object.values(DEVICE_KIND).map((kind) => ({ value: String(kind), label: kindName(intl, kind) }));

/**
 * A device as the user knows it, in its row's button names and the confirmations: its name and
 * identifier (names may repeat; identifiers do not), or the identifier alone when it has no name.
 */
export function deviceName(intl: IntlShape, device: Pick<Device, 'name' | 'identifier'>): string {
  return device.name
    ? intl.formatMessage({ id: 'devices.recordName' }, { name: device.name, identifier: device.identifier })
    : device.identifier;
}
