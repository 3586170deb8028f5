import { Badge, Button, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { DATE_DISPLAY_FORMAT } from '@app/shared/common/dates';
import {
  studentRestrictionListQuerySchema,
  studentRestrictionsResource,
  type StudentRestriction,
} from '@app/shared/student-restrictions/student-restriction.schemas';
import type { Column } from '../../components/data-table';
import { usePermission } from '../auth';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { recordTexts } from '../records/record-messages';
import { ImportRestrictionsModal } from './import-restrictions-modal';
import { restrictionForm, type RestrictionFormOutput, type RestrictionFormValues } from './restriction-form';

type Screen = RecordScreen<StudentRestriction, RestrictionFormValues, RestrictionFormOutput>;

const date = (value: string) => dayjs(value).format(DATE_DISPLAY_FORMAT);

/** Spec part 2 §2: student, event type, reason, start, end, reported by guardian (Yes/No), notes. */
const columns: Column<StudentRestriction>[] = [
  {
    key: 'student_name',
    title: 'Student',
    sortKey: 'student_name',
    render: (restriction) => restriction.student_name,
  },
  { key: 'event_type', title: 'Event Type', render: (restriction) => restriction.event_type_title },
  { key: 'reason', title: 'Reason', render: (restriction) => restriction.reason_title },
  {
    key: 'start_date',
    title: 'Start',
    sortKey: 'start_date',
    render: (restriction) => date(restriction.start_date),
  },
  { key: 'end_date', title: 'End', sortKey: 'end_date', render: (restriction) => date(restriction.end_date) },
  {
    key: 'reported_by_guardian',
    title: 'Reported by Guardian',
    render: ({ reported_by_guardian: reported }) => (
      <Badge color={reported ? 'green' : 'gray'} variant="light" tt="none">
        {reported ? 'Yes' : 'No'}
      </Badge>
    ),
  },
  {
    key: 'notes',
    title: 'Notes',
    render: (restriction) => (
      <Text size="sm" lineClamp={2}>
        {restriction.notes}
      </Text>
    ),
  },
];

const screen: Screen = {
  resource: studentRestrictionsResource,
  area: 'transport',
  title: 'Student Trip Restrictions',
  tableLabel: 'Restrictions',
  listQuerySchema: studentRestrictionListQuerySchema,
  // Spec part 2 §9: 500 ms on restrictions.
  searchDebounceMs: 500,
  columns,
  name: (restriction) => `${restriction.event_type_title} restriction of ${restriction.student_name}`,
  texts: recordTexts('restriction'),
  form: restrictionForm,
  height: 600,
};

/** /school/restrictions: search, Import CSV and Add, the table with Edit and Delete. */
export function RestrictionsPage() {
  const canWrite = usePermission('transport', 'write');
  const [importing, setImporting] = useState(false);
  const page = useMemo<Screen>(
    () => ({
      ...screen,
      headerActions: canWrite && (
        <Button
          variant="default"
          leftSection={<IconFileImport size={16} aria-hidden />}
          onClick={() => setImporting(true)}
        >
          Import CSV
        </Button>
      ),
    }),
    [canWrite],
  );
  return (
    <>
      <RecordListPage screen={page} />
      <ImportRestrictionsModal opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
