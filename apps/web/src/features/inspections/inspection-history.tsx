import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localize } from '@app/shared/i18n/localize';
import { ref } from '@app/shared/i18n/message-ref';
import type { Inspection } from '@app/shared/inspections/inspection.schemas';
import { DataTable, type Column } from '../../components/data-table';
import { Pager } from '../../components/pager';
import { useFormats } from '../../i18n/use-formats';
import { errorMessage } from '../../lib/api-error';
import { kindName, ResultBadge } from './inspection-labels';
import { useInspections, type InspectionsQuery } from './inspections.api';

// A modal's table: a screenful of inspections a page.
const PAGE_SIZE = 10;

type Props = {
  vehicle: { id: string; label: string };
  onOpen: (inspection: Inspection) => void;
};

/** A vehicle's inspections, newest first: when, kind, result, defects, who, and whether a major one is cleared. */
export function InspectionHistory({ vehicle, onOpen }: Props) {
  const intl = useIntl();
  const formats = useFormats();
  const [page, setPage] = useState(1);
  const [ordering, setOrdering] = useState<InspectionsQuery['ordering']>('-performed_at');
  const list = useInspections({ vehicle: vehicle.id, page, page_size: PAGE_SIZE, ordering });
  const failure = list.isError
    ? localize(intl, errorMessage(list.error, ref('inspectionScreens.historyLoadFailed')))
    : null;
  const columns: Column<Inspection>[] = [
    {
      key: 'performed_at',
      title: intl.formatMessage({ id: 'inspectionScreens.date' }),
      sortKey: 'performed_at',
      noWrap: true,
      giveWay: 0,
      render: (inspection) => formats.dateTime(inspection.performed_at, 'short'),
    },
    {
      key: 'kind',
      title: intl.formatMessage({ id: 'inspectionScreens.kind' }),
      render: (inspection) => kindName(intl, inspection.kind),
    },
    {
      key: 'result',
      title: intl.formatMessage({ id: 'inspectionScreens.result' }),
      sortKey: 'result',
      giveWay: 0,
      render: (inspection) => <ResultBadge result={inspection.result} />,
    },
    {
      key: 'defects',
      title: intl.formatMessage({ id: 'inspectionScreens.defects' }),
      render: (inspection) =>
        intl.formatMessage(
          { id: 'inspectionScreens.defectCounts' },
          { major: inspection.major_count, minor: inspection.minor_count },
        ),
    },
    {
      key: 'performed_by_name',
      title: intl.formatMessage({ id: 'inspectionScreens.inspectedBy' }),
      render: (inspection) => inspection.performed_by_name,
    },
    {
      key: 'cleared',
      title: intl.formatMessage({ id: 'inspectionScreens.cleared' }),
      render: (inspection) => <ClearedCell inspection={inspection} />,
    },
  ];
  return (
    <Stack gap="sm">
      <DataTable
        label={intl.formatMessage({ id: 'inspectionScreens.historyTable' }, { vehicle: vehicle.label })}
        columns={columns}
        rows={list.data?.results}
        rowKey={(inspection) => inspection.id}
        rowName={(inspection) => formats.dateTime(inspection.performed_at, 'short')}
        actions={(inspection, compact) => (
          <Button
            size="xs"
            variant="light"
            leftSection={compact ? undefined : <IconEye size={14} aria-hidden />}
            aria-label={intl.formatMessage(
              { id: 'inspectionScreens.viewInspectionOf' },
              { date: formats.dateTime(inspection.performed_at, 'short') },
            )}
            onClick={() => onOpen(inspection)}
          >
            <FormattedMessage id="inspectionScreens.view" />
          </Button>
        )}
        actionsWidth={90}
        isLoading={list.isPending}
        isStale={list.isPlaceholderData}
        error={failure}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
        emptyMessage={intl.formatMessage({ id: 'inspectionScreens.historyEmpty' })}
        height={360}
        ordering={ordering}
        onOrderingChange={(next) => {
          // The table offers only the columns' own orderings.
          setOrdering(next as InspectionsQuery['ordering']);
          setPage(1);
        }}
      />
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        count={list.data?.count}
        onPageChange={setPage}
        total={(count) => ref('inspectionScreens.inspectionCount', { count })}
      />
    </Stack>
  );
}

/** A cleared major defect: when and by whom; an open one in red; nothing to clear otherwise. */
function ClearedCell({ inspection }: { inspection: Inspection }) {
  const formats = useFormats();
  if (inspection.cleared_at) {
    return (
      <Text size="sm">
        <FormattedMessage
          id="inspectionScreens.clearedOnBy"
          values={{
            date: formats.date(inspection.cleared_at),
            name: inspection.cleared_by_name ?? '',
          }}
        />
      </Text>
    );
  }
  if (inspection.result !== 'major') return '—';
  return (
    <Badge color="red" variant="light" tt="none">
      <FormattedMessage id="inspectionScreens.notCleared" />
    </Badge>
  );
}
