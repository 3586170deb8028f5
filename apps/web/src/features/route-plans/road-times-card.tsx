import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileTypeCsv, IconTrash } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localize } from '@app/shared/i18n/localize';
import { ref } from '@app/shared/i18n/message-ref';
import { DownloadButton } from '../../components/busy-button';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { useFormats } from '../../i18n/use-formats';
import { errorMessage } from '../../lib/api-error';
import { notifyError, notifySuccess } from '../../lib/notify';
import { downloadRoadTimePlaces, useRemoveRoadTimes, useRoadTimes } from './road-times.api';
import { RoadTimesUpload } from './road-times-upload';

const LOAD_FAILED = ref('planRoutes.roadTimesLoadFailed');

/**
 * Road times (issue 24 §2): whether the school has given seconds by road between its places, the
 * places to compute them for (a CSV download), the upload of a matrix and its removal. Plans use a
 * pair's road time where one is given, straight-line distance times the detour factor elsewhere.
 */
export function RoadTimesCard() {
  const intl = useIntl();
  const formats = useFormats();
  const headingId = useId();
  const stateRef = useRef<HTMLParagraphElement>(null);
  const roadTimes = useRoadTimes();
  const remove = useRemoveRoadTimes();
  const [confirming, setConfirming] = useState(false);
  const summary = roadTimes.data;
  const given = !!summary && summary.pairs > 0;

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifySuccess('planRoutes.roadTimesRemoved');
        setConfirming(false);
        // The Delete button is gone: the keyboard's focus goes to what the card says now.
        stateRef.current?.focus();
      },
      onError: (error) => notifyError(errorMessage(error, ref('planRoutes.roadTimesRemoveFailed'))),
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          <FormattedMessage id="planRoutes.roadTimes" />
        </Title>
        <Text size="sm">
          <FormattedMessage id="planRoutes.roadTimesIntro" />
        </Text>
        {roadTimes.isError ? (
          <Alert color="red" title={intl.formatMessage({ id: 'planRoutes.roadTimesLoadFailed' })}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{localize(intl, errorMessage(roadTimes.error, LOAD_FAILED))}</Text>
              <Button size="xs" variant="default" onClick={() => void roadTimes.refetch()}>
                <FormattedMessage id="common.retry" />
              </Button>
            </Stack>
          </Alert>
        ) : !summary ? (
          <Loader size="sm" aria-label={intl.formatMessage({ id: 'common.loading' })} />
        ) : (
          <Text ref={stateRef} tabIndex={-1} fw={500}>
            {given ? (
              <FormattedMessage
                id="planRoutes.roadTimesGiven"
                values={{
                  pairs: summary.pairs,
                  places: summary.places,
                  date: summary.uploaded_at ? formats.dateTime(summary.uploaded_at) : '',
                }}
              />
            ) : (
              <FormattedMessage id="planRoutes.roadTimesNone" />
            )}
          </Text>
        )}
        <Group gap="sm">
          <DownloadButton
            icon={IconFileTypeCsv}
            download={downloadRoadTimePlaces}
            failed="planRoutes.roadTimePlacesFailed"
          >
            <FormattedMessage id="planRoutes.roadTimePlaces" />
          </DownloadButton>
          {given && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              <FormattedMessage id="planRoutes.roadTimesRemove" />
            </Button>
          )}
        </Group>
        <RoadTimesUpload />
      </Stack>
      <ConfirmDeleteModal
        opened={confirming}
        name={intl.formatMessage({ id: 'planRoutes.roadTimesName' })}
        isDeleting={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmRemove}
      />
    </Paper>
  );
}
