import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { IconFileAlert } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MAX_OVERRIDE_REASON } from '@app/shared/documents/document-checks.schemas';

type Props = {
  /**
   * The message under `document_override_reason`: the server's hint that a manager may go ahead (its
   * refusal of an expired document), or the form's own check of the reason.
   */
  error: ReactNode;
  /** The reason typed; undefined when none, so that none is sent. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** A School Administrator's or Transport Manager's profile: they may override, others only read. */
  canOverride: boolean;
  /** The expired documents, when the form shows them under no field of its own (a status change). */
  messages?: readonly string[];
};

/**
 * An assignment or a start refused for an expired document (issue 25 §3): what expired, and for a
 * manager a reason to go ahead with, sent by the form's own button again. Shown only once refused
 * (or while a reason is typed), so a form without an expired document looks as it always did.
 */
export function DocumentOverrideField({ error, value, onChange, canOverride, messages = [] }: Props) {
  const intl = useIntl();
  if (!error && value === undefined) return null;
  return (
    <Alert
      color="orange"
      icon={<IconFileAlert size={18} />}
      title={intl.formatMessage({ id: 'documentChecks.expiredTitle' })}
    >
      <Stack gap="xs">
        {messages.map((message) => (
          <Text key={message} size="sm">
            {message}
          </Text>
        ))}
        {canOverride ? (
          <Textarea
            label={intl.formatMessage({ id: 'documentChecks.overrideLabel' })}
            description={intl.formatMessage({ id: 'documentChecks.overrideDescription' })}
            rows={3}
            maxLength={MAX_OVERRIDE_REASON}
            value={value ?? ''}
            onChange={(event) => onChange(event.currentTarget.value || undefined)}
            error={error}
          />
        ) : (
          <Text size="sm">{error}</Text>
        )}
      </Stack>
    </Alert>
  );
}
