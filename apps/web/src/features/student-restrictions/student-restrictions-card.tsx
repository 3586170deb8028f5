import { Paper, Stack, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { DATE_DISPLAY_FORMAT } from '@app/shared/common/dates';
import {
  studentRestrictionsResource,
  type StudentRestriction,
} from '@app/shared/student-restrictions/student-restriction.schemas';
import { DataTable, type Column } from '../../components/data-table';
import { errorMessage } from '../../lib/api-error';
import { useRecordList } from '../records/records.api';

// A student has a few restrictions a term: one page holds them all.
const ALL_RESTRICTIONS = 500;

const columns: Column<StudentRestriction>[] = [
  { key: 'event_type', title: 'Event Type', render: (restriction) => restriction.event_type_title },
  { key: 'reason', title: 'Reason', render: (restriction) => restriction.reason_title },
  {
    key: 'dates',
    title: 'Dates',
    render: ({ start_date, end_date }) =>
      [start_date, end_date]
        .filter((day, index) => index === 0 || day !== start_date)
        .map((day) => dayjs(day).format(DATE_DISPLAY_FORMAT))
        .join(' – '),
  },
];

/** The trips a student is not to be picked up or dropped off on, on their details screen; changed on Restrictions. */
export function StudentRestrictionsCard({ student }: { student: { id: string; name: string } }) {
  // Fetched on every visit: restrictions change on their own screen.
  const restrictions = useRecordList<StudentRestriction>(
    studentRestrictionsResource,
    { student: student.id, ordering: '-start_date', page_size: ALL_RESTRICTIONS },
    { refetchOnMount: 'always' },
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Trip Restrictions
        </Title>
        <DataTable
          label={`Trip restrictions of ${student.name}`}
          columns={columns}
          rows={restrictions.data?.results}
          rowKey={(restriction) => restriction.id}
          isLoading={restrictions.isPending}
          isStale={restrictions.isPlaceholderData}
          error={
            restrictions.isError ? errorMessage(restrictions.error, 'Failed to load restrictions') : null
          }
          onRetry={() => void restrictions.refetch()}
          isRetrying={restrictions.isFetching}
          emptyMessage="No trip restrictions."
          height={200}
          minHeight={100}
        />
      </Stack>
    </Paper>
  );
}
