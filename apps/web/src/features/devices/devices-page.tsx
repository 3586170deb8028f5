import { IconBan, IconKey } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  deviceInputSchema,
  deviceListQuerySchema,
  devicesResource,
  deviceWithSecretSchema,
  type Device,
  type DeviceInput,
  type DeviceWithSecret,
} from '@app/shared/devices/device.schemas';
import type { Formats } from '@app/shared/i18n/formats';
import { useFormats } from '../../i18n/use-formats';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { recordTexts } from '../records/record-messages';
import { DeviceActionModal, type DeviceAction } from './device-action-modal';
import { deviceColumns } from './device-columns';
import { DeviceForm, deviceFormValues } from './device-form';
import { deviceName } from './device-labels';
import { DeviceSecretModal } from './device-secret-modal';

type Screen = RecordScreen<Device, DeviceInput>;

const write = { area: 'fleet', access: 'write' } as const;

const devicesScreen = (intl: IntlShape, formats: Formats): Screen => ({
  resource: devicesResource,
  area: 'fleet',
  title: intl.formatMessage({ id: 'devices.title' }),
  listQuerySchema: deviceListQuerySchema,
  // Fleet screens wait 1000 ms, as vehicles and personnel do.
  searchDebounceMs: 1000,
  columns: deviceColumns(intl, formats),
  name: (device) => deviceName(intl, device),
  texts: recordTexts('devices'),
  form: {
    schema: deviceInputSchema,
    initialValues: deviceFormValues,
    fields: (form, device) => <DeviceForm form={form} device={device} />,
  },
});

/** Issue 22 §1: the school's GPS trackers, phones and Traccar servers, and their one-time secrets. */
export function DevicesPage() {
  const intl = useIntl();
  const formats = useFormats();
  const [action, setAction] = useState<DeviceAction | null>(null);
  const [issued, setIssued] = useState<DeviceWithSecret | null>(null);
  const screen = useMemo<Screen>(() => {
    const base = devicesScreen(intl, formats);
    return {
      ...base,
      form: {
        ...base.form,
        // Adding answers the device with its secret, shown this once; editing answers without one.
        onSaved: (saved) => {
          const withSecret = deviceWithSecretSchema.safeParse(saved);
          if (withSecret.success) setIssued(withSecret.data);
        },
      },
      rowActions: [
        'edit',
        {
          label: intl.formatMessage({ id: 'devices.rotateSecret' }),
          icon: IconKey,
          permission: write,
          onClick: (device) => setAction({ type: 'rotate', device }),
        },
        {
          label: intl.formatMessage({ id: 'devices.revoke' }),
          icon: IconBan,
          color: 'orange',
          permission: write,
          appliesTo: (device) => device.revoked_at === null,
          onClick: (device) => setAction({ type: 'revoke', device }),
        },
        'delete',
      ],
    };
  }, [intl, formats]);
  return (
    <>
      <RecordListPage screen={screen} />
      <DeviceActionModal action={action} onClose={() => setAction(null)} onRotated={setIssued} />
      <DeviceSecretModal issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
