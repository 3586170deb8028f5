import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { gradeLevelsResource, type GradeLevel } from '@app/shared/grade-levels/grade-level.schemas';
import { localize } from '@app/shared/i18n/localize';
import { ref } from '@app/shared/i18n/message-ref';
import {
  bulkInviteInputSchema,
  type BulkInviteInput,
  type BulkInviteResult,
} from '@app/shared/invitations/bulk-invitation.schemas';
import { journeysResource, type Journey } from '@app/shared/journeys/journey.schemas';
import type { Resource } from '@app/shared/common/resource';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import { streamsResource, type Stream } from '@app/shared/streams/stream.schemas';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, errorMessage } from '../../lib/api-error';
import { notifyError } from '../../lib/notify';
import { RecordSelect } from '../records/record-select';
import { useBulkInvitation } from './invitations.api';

type Scope = 'route_id' | 'stream_id' | 'grade_level_id';
type Option = { value: string; label: string };

/** Each group a bulk invitation may name: its label, its records and how each is shown. */
const SCOPES: Record<
  Scope,
  { label: MessageKey; resource: Resource; ordering: string; option: (r: never) => Option }
> = {
  route_id: {
    label: 'invitations.bulkRoute',
    resource: journeysResource,
    ordering: 'code',
    option: (route: Journey) => ({ value: route.id, label: `${route.code} · ${route.title}` }),
  },
  stream_id: {
    label: 'invitations.bulkStream',
    resource: streamsResource,
    ordering: 'title',
    option: (stream: Stream) => ({ value: stream.id, label: stream.title }),
  },
  grade_level_id: {
    label: 'invitations.bulkGradeLevel',
    resource: gradeLevelsResource,
    ordering: 'title',
    option: (grade: GradeLevel) => ({ value: grade.es_grade_level, label: grade.title }),
  },
};

/**
 * 'Invite Guardians' (issue 23 §1): every guardian of a route's riders, a stream or a grade level at
 * once. The group is counted first (a dry run) and confirmed with that count; the SMS then go out
 * through the notices' queue, so the answer says how many were invited, not that they arrived.
 */
export function BulkInviteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: 'invitations.bulkTitle' })}
      centered
    >
      {opened && <BulkInviteForm onClose={onClose} />}
    </Modal>
  );
}

function BulkInviteForm({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const invite = useBulkInvitation();
  const [scope, setScope] = useState<Scope>('route_id');
  const [id, setId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [counted, setCounted] = useState<BulkInviteResult | null>(null);
  const [done, setDone] = useState<BulkInviteResult | null>(null);
  const input: BulkInviteInput = { [scope]: id };

  const send = (dryRun: boolean) => {
    const checked = bulkInviteInputSchema.safeParse(input);
    if (!checked.success) {
      setError(localize(intl, checked.error.issues[0]!.message));
      return;
    }
    invite.mutate(
      { ...checked.data, dry_run: dryRun },
      {
        onSuccess: (result) => (dryRun ? setCounted(result) : setDone(result)),
        onError: (failure) => {
          const fields = failure instanceof ApiError ? failure.fieldErrors : {};
          const message = Object.values(fields)[0];
          setCounted(null);
          // The server's messages come worded in the console's language already.
          if (message) setError(message);
          else notifyError(errorMessage(failure, ref('invitations.bulkFailed')));
        },
      },
    );
  };
  const choose = (next: Scope) => {
    setScope(next);
    setId('');
    setError(undefined);
    setCounted(null);
  };

  if (done) {
    return (
      <Stack gap="sm">
        <Alert color="green" role="status">
          <FormattedMessage id="invitations.bulkDone" values={{ count: done.invited }} />
        </Alert>
        <Skipped result={done} />
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            <FormattedMessage id="common.close" />
          </Button>
        </Group>
      </Stack>
    );
  }
  const { label, resource, ordering, option } = SCOPES[scope];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send(counted === null);
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage id="invitations.bulkIntro" />
        </Text>
        <SegmentedControl
          aria-label={intl.formatMessage({ id: 'invitations.bulkScope' })}
          value={scope}
          onChange={(value) => choose(value as Scope)}
          data={(Object.keys(SCOPES) as Scope[]).map((key) => ({
            value: key,
            label: intl.formatMessage({ id: SCOPES[key].label }),
          }))}
        />
        <RecordSelect<never>
          key={scope}
          label={intl.formatMessage({ id: label })}
          required
          resource={resource}
          ordering={ordering}
          option={option}
          value={id}
          onChange={(value) => {
            setId(value);
            setError(undefined);
            setCounted(null);
          }}
          error={error}
          loadError={intl.formatMessage({ id: 'invitations.bulkLoadError' })}
          data-autofocus
        />
        {counted && (
          <Alert color={counted.invited > 0 ? 'blue' : 'gray'} role="status">
            <FormattedMessage id="invitations.bulkConfirm" values={{ count: counted.invited }} />
            <Skipped result={counted} />
          </Alert>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={invite.isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        {counted === null ? (
          <Button type="submit" loading={invite.isPending}>
            <FormattedMessage id="invitations.bulkCount" />
          </Button>
        ) : (
          <Button type="submit" loading={invite.isPending} disabled={counted.invited === 0}>
            <FormattedMessage id="invitations.bulkSend" values={{ count: counted.invited }} />
          </Button>
        )}
      </Group>
    </form>
  );
}

/** Who is left out, and why: already in the family app, already invited, no phone number. */
function Skipped({ result }: { result: BulkInviteResult }) {
  const skipped = result.has_profile + result.already_invited + result.no_phone;
  if (skipped === 0) return null;
  return (
    <Text size="sm" mt={4}>
      <FormattedMessage
        id="invitations.bulkSkipped"
        values={{
          count: skipped,
          profile: result.has_profile,
          invited: result.already_invited,
          phone: result.no_phone,
        }}
      />
    </Text>
  );
}
