import dayjs from 'dayjs';
import { DATE_DISPLAY_FORMAT } from '@app/shared/common/dates';
import {
  studentRestrictionsResource,
  type StudentRestriction,
} from '@app/shared/student-restrictions/student-restriction.schemas';
import type { Column } from '../../components/data-table';
import { RecordTableCard } from '../records/record-table-card';

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
  return (
    <RecordTableCard<StudentRestriction>
      title="Trip Restrictions"
      label={`Trip restrictions of ${student.name}`}
      resource={studentRestrictionsResource}
      query={{ student: student.id, ordering: '-start_date' }}
      columns={columns}
      rowKey={(restriction) => restriction.id}
      emptyMessage="No trip restrictions."
      loadError="Failed to load restrictions"
      height={200}
    />
  );
}
