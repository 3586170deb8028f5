import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import {
  studentJourneysResource,
  type StudentJourney,
} from '@app/shared/student-journeys/student-journey.schemas';
import type { Column } from '../../components/data-table';
import { RecordTableCard } from '../records/record-table-card';
import { weekdayText } from './weekdays';

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
  return (
    <RecordTableCard<StudentJourney>
      title="Routes"
      label={`Routes of ${student.name}`}
      resource={studentJourneysResource}
      query={{ student: student.id, is_active: 'true' }}
      columns={columns}
      rowKey={(assignment) => assignment.id}
      emptyMessage="No routes assigned yet."
      loadError="Failed to load routes"
      height={220}
    />
  );
}
