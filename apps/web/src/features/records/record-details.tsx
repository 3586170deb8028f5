import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconPencil,
  IconRefresh,
  IconUserQuestion,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Resource } from '@app/shared/common/resource';
import { localize } from '@app/shared/i18n/localize';
import { NoticePage } from '../../components/notice-page';
import { PageHeading } from '../../components/page-heading';
import { RecordPhoto } from '../../components/record-photo';
import { LocalizedText } from '../../i18n/localized-text';
import { ApiError, errorMessage } from '../../lib/api-error';
import { useRecord } from './records.api';

type Props<R> = {
  resource: Resource;
  id: string;
  /** The screen's heading until the record is there ('Student Details'). */
  title: string;
  /** What a wrong or deleted id shows ('Student not found'). */
  notFound: string;
  loadError: string;
  /** The list the record belongs to. */
  back: { to: string; label: string };
  /** The screen once the record has loaded; it gives itself the heading. */
  children: (record: R) => ReactNode;
};

/**
 * A record's details screen: a way back to its list, then the record, or why it cannot be shown (an id
 * that names no record of the school, a failed call with Retry).
 */
export function RecordDetails<R>({ resource, id, title, notFound, loadError, back, children }: Props<R>) {
  const intl = useIntl();
  const record = useRecord<R>(resource, id);
  const missing = record.error instanceof ApiError && record.error.status === 404;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.to} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {back.label}
        </Group>
      </Anchor>
      {record.isSuccess ? (
        children(record.data)
      ) : missing ? (
        <NoticePage
          title={title}
          icon={<IconUserQuestion size={28} />}
          message={localize(intl, notFound)}
          hint={intl.formatMessage({ id: 'records.notFoundHint' })}
        />
      ) : (
        <>
          <PageHeading title={title} />
          {record.isError ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={localize(intl, loadError)}>
              <Stack gap="sm" align="flex-start">
                <LoadErrorReason error={record.error} loadError={loadError} />
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  loading={record.isFetching}
                  onClick={() => void record.refetch()}
                >
                  <FormattedMessage id="common.retry" />
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Center py="xl">
              <Loader size="sm" aria-label={intl.formatMessage({ id: 'common.loading' })} />
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}

/** The server's reason under the alert's title; nothing when there is none (the title says it all). */
function LoadErrorReason({ error, loadError }: { error: unknown; loadError: string }) {
  const reason = errorMessage(error, loadError);
  return reason === loadError ? null : (
    <Text size="sm">
      <LocalizedText text={reason} />
    </Text>
  );
}

type HeaderProps = {
  /** The person's name: the screen's heading. */
  name: string;
  /** The browser tab's title ('Baraka Mutua | Student Details'). */
  tabTitle: string;
  /** The record's photo URL, or null for the initials. */
  photo: string | null;
  /** What identifies the person besides the name ('Admission Number ADM-001'). */
  subtitle: string;
  /** Opens the edit form; no Edit button without it (a profile that may not write). */
  onEdit?: (() => void) | undefined;
};

/** The head of a person's details screen: photo, name, what identifies them, and Edit. */
export function PersonHeader({ name, tabTitle, photo, subtitle, onEdit }: HeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Group gap="md" wrap="nowrap" align="center">
        <RecordPhoto path={photo} name={name} size={96} />
        <Stack gap={4}>
          <PageHeading title={name} tabTitle={tabTitle} />
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
      </Group>
      {onEdit && (
        <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          <FormattedMessage id="common.edit" />
        </Button>
      )}
    </Group>
  );
}
