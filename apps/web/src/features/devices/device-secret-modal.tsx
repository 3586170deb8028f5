import { Button, CopyButton, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { DEVICE_KIND, type DeviceWithSecret } from '@app/shared/devices/device.schemas';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiBase } from '../../lib/session';
import { useRetained } from '../../lib/use-retained';
import { deviceName } from './device-labels';

type Props = {
  /** The device with the secret the server just made (added, or rotated); closed on null. */
  issued: DeviceWithSecret | null;
  onClose: () => void;
};

/**
 * The one time a device's secret is shown (the server keeps only its hash): the secret and the address
 * to put in the app, each with a copy button. A click beside the modal does not close it, so the
 * secret is not lost by accident.
 */
export function DeviceSecretModal({ issued, onClose }: Props) {
  const intl = useIntl();
  // Kept while the modal fades out after closing.
  const shown = useRetained(issued);
  return (
    <Modal
      opened={issued !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: 'devices.secretTitle' })}
      size="lg"
      centered
      closeOnClickOutside={false}
      // Above the toasts (Mantine's 400): on a phone "Device added" would cover Done for 5 seconds,
      // and this window says as much.
      zIndex={500}
    >
      {shown && <SecretDetails device={shown} onClose={onClose} />}
    </Modal>
  );
}

function SecretDetails({ device, onClose }: { device: DeviceWithSecret; onClose: () => void }) {
  const intl = useIntl();
  const forwards = device.kind === DEVICE_KIND.traccarServer;
  return (
    <Stack gap="md">
      <Text fw={500}>
        <FormattedMessage id="devices.secretOnce" values={{ name: deviceName(intl, device) }} />
      </Text>
      <CopiedValue
        label={intl.formatMessage({ id: 'devices.secret' })}
        value={device.secret}
        copyLabel="devices.copySecret"
        autoFocus
      />
      <CopiedValue
        label={intl.formatMessage({ id: forwards ? 'devices.forwardUrl' : 'devices.serverUrl' })}
        description={
          forwards
            ? intl.formatMessage({ id: 'devices.forwardUrlHint' })
            : intl.formatMessage({ id: 'devices.serverUrlHint' }, { identifier: device.identifier })
        }
        value={gpsUrl(device)}
        copyLabel="devices.copyUrl"
      />
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="devices.secretLost" />
        </Text>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="devices.guide" />
        </Text>
      </Stack>
      <Group justify="flex-end">
        <Button onClick={onClose}>
          <FormattedMessage id="devices.secretDone" />
        </Button>
      </Group>
    </Stack>
  );
}

type CopiedValueProps = {
  label: string;
  description?: string;
  value: string;
  copyLabel: MessageKey;
  autoFocus?: boolean;
};

/** A value to copy: shown whole (wrapped, selectable) and copied by its button. */
function CopiedValue({ label, description, value, copyLabel, autoFocus }: CopiedValueProps) {
  return (
    <Stack gap={6}>
      <Textarea
        label={label}
        description={description}
        value={value}
        readOnly
        // As many lines as the value takes at this width (`field-sizing`): one for a secret on a laptop,
        // two or three for the address on a phone, never an empty line that looks like room to type
        // in. Mantine's `autosize` is not used: it breaks the component tests (no `document.fonts` in
        // jsdom). Where `field-sizing` is not supported, room for the value wrapped on a phone.
        rows={value.length > 60 ? 3 : 2}
        spellCheck={false}
        styles={{
          input: {
            fontFamily: 'var(--mantine-font-family-monospace)',
            wordBreak: 'break-all',
            fieldSizing: 'content',
          },
        }}
      />
      <Group justify="flex-end">
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
              onClick={copy}
              data-autofocus={autoFocus || undefined}
            >
              <FormattedMessage id={copied ? 'devices.copied' : copyLabel} />
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/**
 * The address the device sends its positions to, with its secret: the school's API (this page's
 * origin + /api where the server serves the console, as it does by default), OsmAnd's protocol for a
 * phone or a tracker, Traccar's forwarding for a Traccar server (docs/gps-devices.md).
 */
function gpsUrl(device: DeviceWithSecret): string {
  const base = new URL(apiBase(), window.location.origin).href.replace(/\/+$/, '');
  const protocol = device.kind === DEVICE_KIND.traccarServer ? 'traccar' : 'osmand';
  return `${base}/gps/${protocol}/?key=${encodeURIComponent(device.secret)}`;
}
