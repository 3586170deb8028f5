import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Device, DeviceWithSecret } from '@app/shared/devices/device.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useRetained } from '../../lib/use-retained';
import { deviceName } from './device-labels';
import { useRevokeDevice, useRotateDeviceSecret } from './devices.api';

/** What is being confirmed: a new secret for the device, or revoking it. */
export type DeviceAction = { type: 'rotate' | 'revoke'; device: Device };

type Props = {
  /** Open on an action; closed on null. */
  action: DeviceAction | null;
  onClose: () => void;
  /** The device with its new secret, once rotated: shown once. */
  onRotated: (issued: DeviceWithSecret) => void;
};

/**
 * Rotate Secret and Revoke, asked first as 'Confirm Deletion' asks (Cancel, then the action): either
 * cuts the device off at once, until its app has a new secret.
 */
export function DeviceActionModal({ action, onClose, onRotated }: Props) {
  const intl = useIntl();
  // Kept while the modal fades out after closing.
  const shown = useRetained(action);
  const rotate = useRotateDeviceSecret();
  const revoke = useRevokeDevice();
  const isPending = rotate.isPending || revoke.isPending;
  const isRotate = shown?.type === 'rotate';
  const name = shown ? deviceName(intl, shown.device) : '';

  const confirm = () => {
    if (!action) return;
    const named = deviceName(intl, action.device);
    if (action.type === 'rotate') {
      rotate.mutate(action.device.id, {
        onSuccess: (issued) => {
          notifySuccess(ref('devices.rotated', { name: named }));
          onClose();
          onRotated(issued);
        },
        onError: (error) => notifyError(errorMessage(error, ref('devices.rotateFailed'))),
      });
    } else {
      revoke.mutate(action.device.id, {
        onSuccess: () => {
          notifySuccess(ref('devices.revokeDone'));
          onClose();
        },
        onError: (error) => notifyError(errorMessage(error, ref('devices.revokeFailed'))),
      });
    }
  };

  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: isRotate ? 'devices.rotateSecret' : 'devices.revokeTitle' })}
      centered
    >
      <Stack gap="xs">
        <Text>
          <FormattedMessage
            id={isRotate ? 'devices.rotateConfirm' : 'devices.revokeConfirm'}
            values={{ name }}
          />
        </Text>
        {isRotate && shown.device.revoked_at !== null && (
          <Text>
            <FormattedMessage id="devices.rotateReactivates" />
          </Text>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        {/* Revoke in red, as Delete confirms: white on the theme's filled orange is 3.6:1, under AA. */}
        <Button color={isRotate ? undefined : 'red'} onClick={confirm} loading={isPending}>
          <FormattedMessage id={isRotate ? 'devices.rotateSecret' : 'devices.revoke'} />
        </Button>
      </Group>
    </Modal>
  );
}
