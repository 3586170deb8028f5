import { Badge, Modal, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import { ref } from '@app/shared/i18n/message-ref';
import type { Formats } from '@app/shared/i18n/formats';
import type { DeliveryLogEntry, NoticeDelivery } from '@app/shared/notices/delivery-log.schemas';
import { DataTable, type Column } from '../../components/data-table';
import { Pager } from '../../components/pager';
import { useFormats } from '../../i18n/use-formats';
import { errorMessage } from '../../lib/api-error';
import { useRetained } from '../../lib/use-retained';
import { CHANNEL_LABELS, KIND_LABELS, STATUSES } from './notice-labels';
import { useDeliveryLog } from './notices.api';

/** The guardian whose log is shown. */
export type LoggedGuardian = { id: string; name: string };

const PAGE_SIZE = 20;
const total = (count: number) => ref('notices.noticeCount', { count });

/** A row of the table: a notice on one channel (a notice that went nowhere has one row, no channel). */
type Row = { key: string; notice: DeliveryLogEntry; delivery: NoticeDelivery | null };

const rowsOf = (entries: DeliveryLogEntry[] | undefined): Row[] | undefined =>
  entries?.flatMap((notice): Row[] =>
    notice.deliveries.length === 0
      ? [{ key: notice.id, notice, delivery: null }]
      : notice.deliveries.map((delivery) => ({ key: `${notice.id}-${delivery.channel}`, notice, delivery })),
  );

function columnsOf(intl: IntlShape, formats: Formats): Column<Row>[] {
  const word = (id: MessageKey) => intl.formatMessage({ id });
  return [
    {
      key: 'kind',
      title: word('notices.columnKind'),
      render: ({ notice }) => (KIND_LABELS[notice.kind] ? word(KIND_LABELS[notice.kind]!) : notice.kind),
    },
    {
      key: 'trip',
      title: word('notices.columnTrip'),
      render: ({ notice }) =>
        !notice.route && !notice.trip_date ? (
          '—'
        ) : (
          <Stack gap={0}>
            {notice.route && <Text size="sm">{notice.route}</Text>}
            {notice.trip_date && (
              <Text size="xs" c="dimmed">
                {formats.date(notice.trip_date)}
              </Text>
            )}
          </Stack>
        ),
    },
    {
      key: 'created',
      title: word('notices.columnCreated'),
      noWrap: true,
      render: ({ notice }) => formats.dateTime(notice.created_at),
    },
    {
      key: 'channel',
      title: word('notices.columnChannel'),
      giveWay: 0,
      render: ({ delivery }) =>
        delivery
          ? word(CHANNEL_LABELS[delivery.channel] ?? 'notices.noDeliveries')
          : word('notices.noDeliveries'),
    },
    {
      key: 'status',
      title: word('notices.columnStatus'),
      giveWay: 0,
      render: ({ delivery }) => {
        const status = delivery && STATUSES[delivery.status];
        return status ? (
          <Badge color={status.color} variant="light" tt="none">
            {word(status.label)}
          </Badge>
        ) : (
          '—'
        );
      },
    },
    {
      key: 'attempts',
      title: word('notices.columnAttempts'),
      align: 'right',
      render: ({ delivery }) => (delivery ? formats.number(delivery.attempts) : '—'),
    },
    {
      key: 'recipient',
      title: word('notices.columnRecipient'),
      noWrap: true,
      render: ({ delivery }) => (delivery ? delivery.recipient || word('notices.pushRecipient') : '—'),
    },
    {
      key: 'sent',
      title: word('notices.columnSent'),
      noWrap: true,
      render: ({ delivery }) => (delivery?.sent_at ? formats.dateTime(delivery.sent_at) : '—'),
    },
    {
      key: 'answer',
      title: word('notices.columnAnswer'),
      minWidth: 160,
      render: ({ delivery }) => delivery?.provider_answer || '—',
    },
  ];
}

/** The office's delivery log of one guardian (issue 23 §3): every notice, on every channel, as it went. */
export function DeliveryLogModal({
  guardian,
  onClose,
}: {
  guardian: LoggedGuardian | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  // Kept while the modal fades out after closing.
  const shown = useRetained(guardian);
  const title = shown ? intl.formatMessage({ id: 'notices.logTitle' }, { name: shown.name }) : undefined;
  return (
    <Modal opened={guardian !== null} onClose={onClose} title={title} size="90rem">
      {shown && <DeliveryLog key={shown.id} guardian={shown} label={title ?? ''} />}
    </Modal>
  );
}

function DeliveryLog({ guardian, label }: { guardian: LoggedGuardian; label: string }) {
  const intl = useIntl();
  const formats = useFormats();
  const [page, setPage] = useState(1);
  const log = useDeliveryLog(guardian.id, page, PAGE_SIZE);
  const columns = useMemo(() => columnsOf(intl, formats), [intl, formats]);
  return (
    <Stack gap="sm">
      <DataTable
        label={label}
        columns={columns}
        rows={rowsOf(log.data?.results)}
        rowKey={(row) => row.key}
        isLoading={log.isPending}
        isStale={log.isPlaceholderData}
        error={log.isError ? errorMessage(log.error, intl.formatMessage({ id: 'notices.logFailed' })) : null}
        onRetry={() => void log.refetch()}
        isRetrying={log.isFetching}
        emptyMessage={intl.formatMessage({ id: 'notices.logEmpty' })}
        height={480}
        minHeight={160}
      />
      <Pager page={page} pageSize={PAGE_SIZE} count={log.data?.count} onPageChange={setPage} total={total} />
    </Stack>
  );
}
