import { Badge, Button, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Formats } from '@app/shared/i18n/formats';
import {
  studentRestrictionListQuerySchema,
  studentRestrictionsResource,
  type StudentRestriction,
} from '@app/shared/student-restrictions/student-restriction.schemas';
import type { Column } from '../../components/data-table';
import { useFormats } from '../../i18n/use-formats';
import { usePermission } from '../auth';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { recordTexts } from '../records/record-messages';
import { ImportRestrictionsModal } from './import-restrictions-modal';
import { eventTypeName, reasonName } from './restriction-labels';
import { restrictionForm, type RestrictionFormOutput, type RestrictionFormValues } from './restriction-form';

type Screen = RecordScreen<StudentRestriction, RestrictionFormValues, RestrictionFormOutput>;

/** Spec part 2 §2: student, event type, reason, start, end, reported by guardian (Yes/No), notes. */
const columnsOf = (intl: IntlShape, formats: Formats): Column<StudentRestriction>[] => [
  {
    key: 'student_name',
    title: intl.formatMessage({ id: 'restrictions.student' }),
    sortKey: 'student_name',
    render: (restriction) => restriction.student_name,
  },
  {
    key: 'event_type',
    title: intl.formatMessage({ id: 'restrictions.eventType' }),
    render: (restriction) => eventTypeName(intl, restriction.event_type, restriction.event_type_title),
  },
  {
    key: 'reason',
    title: intl.formatMessage({ id: 'restrictions.reason' }),
    render: (restriction) => reasonName(intl, restriction.reason, restriction.reason_title),
  },
  {
    key: 'start_date',
    title: intl.formatMessage({ id: 'restrictions.start' }),
    sortKey: 'start_date',
    render: (restriction) => formats.date(restriction.start_date),
  },
  {
    key: 'end_date',
    title: intl.formatMessage({ id: 'restrictions.end' }),
    sortKey: 'end_date',
    render: (restriction) => formats.date(restriction.end_date),
  },
  {
    key: 'reported_by_guardian',
    title: intl.formatMessage({ id: 'restrictions.reportedByGuardianColumn' }),
    render: ({ reported_by_guardian: reported }) => (
      <Badge color={reported ? 'green' : 'gray'} variant="light" tt="none">
        <FormattedMessage id={reported ? 'restrictions.yes' : 'restrictions.no'} />
      </Badge>
    ),
  },
  {
    key: 'notes',
    title: intl.formatMessage({ id: 'restrictions.notes' }),
    render: (restriction) => (
      <Text size="sm" lineClamp={2}>
        {restriction.notes}
      </Text>
    ),
  },
];

const screenOf = (intl: IntlShape, formats: Formats): Screen => ({
  resource: studentRestrictionsResource,
  area: 'transport',
  title: intl.formatMessage({ id: 'restrictions.title' }),
  tableLabel: intl.formatMessage({ id: 'restrictions.tableLabel' }),
  listQuerySchema: studentRestrictionListQuerySchema,
  // Spec part 2 §9: 500 ms on restrictions.
  searchDebounceMs: 500,
  columns: columnsOf(intl, formats),
  name: (restriction) =>
    intl.formatMessage(
      { id: 'restrictions.restrictionOf' },
      {
        eventType: eventTypeName(intl, restriction.event_type, restriction.event_type_title),
        student: restriction.student_name,
      },
    ),
  texts: recordTexts('restrictions'),
  form: restrictionForm,
  height: 600,
});

/** /school/restrictions: search, Import CSV and Add, the table with Edit and Delete. */
export function RestrictionsPage() {
  const intl = useIntl();
  const formats = useFormats();
  const canWrite = usePermission('transport', 'write');
  const [importing, setImporting] = useState(false);
  const page = useMemo<Screen>(
    () => ({
      ...screenOf(intl, formats),
      headerActions: canWrite && (
        <Button
          variant="default"
          leftSection={<IconFileImport size={16} aria-hidden />}
          onClick={() => setImporting(true)}
        >
          <FormattedMessage id="restrictions.importCsv" />
        </Button>
      ),
    }),
    [intl, formats, canWrite],
  );
  return (
    <>
      <RecordListPage screen={page} />
      <ImportRestrictionsModal opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
