import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  studentJourneysResource,
  type StudentJourney,
} from '@app/shared/student-journeys/student-journey.schemas';
import { DataTable, type Column } from '../../components/data-table';
import { errorMessage } from '../../lib/api-error';
import { useRecordList } from '../records/records.api';
import { weekdayText } from './weekdays';

// A student rides a route or two each way: one page holds them all.
const ALL_ROUTES = 500;

const columns: Column<StudentJourney>[] = [
  {
    key: 'journey',
    title: 'Route',
    render: (assignment) => (
      <Anchor component={Link} to={`/routes/details/${assignment.journey}`}>
        {assignment.journey_code} · {assignment.journey_title}
      </Anchor>
    ),
  },
  { key: 'direction', title: 'Direction', render: (assignment) => assignment.direction_title },
  { key: 'pick_point', title: 'Pick-up Stop', render: (assignment) => assignment.pick_point_title ?? 'None' },
  {
    key: 'drop_point',
    title: 'Drop-off Stop',
    render: (assignment) => assignment.drop_point_title ?? 'None',
  },
  { key: 'weekdays', title: 'Weekdays', render: (assignment) => weekdayText(assignment.bus_schedule) },
];

/** The routes a student rides, on their details screen: where they board and leave, on which days. */
export function StudentRoutesCard({ student }: { student: { id: string; name: string } }) {
  // Fetched on every visit: assignments change on the route details screen.
  const routes = useRecordList<StudentJourney>(
    studentJourneysResource,
    { student: student.id, is_active: 'true', page_size: ALL_ROUTES },
    { refetchOnMount: 'always' },
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Routes
        </Title>
        <DataTable
          label={`Routes of ${student.name}`}
          columns={columns}
          rows={routes.data?.results}
          rowKey={(assignment) => assignment.id}
          isLoading={routes.isPending}
          isStale={routes.isPlaceholderData}
          error={routes.isError ? errorMessage(routes.error, 'Failed to load routes') : null}
          onRetry={() => void routes.refetch()}
          isRetrying={routes.isFetching}
          emptyMessage="No routes assigned yet."
          height={220}
          minHeight={120}
        />
      </Stack>
    </Paper>
  );
}
