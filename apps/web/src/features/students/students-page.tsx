import { Button, Text } from '@mantine/core';
import { IconEye, IconFileImport, IconLink } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Formats } from '@app/shared/i18n/formats';
import {
  studentListQuerySchema,
  studentsResource,
  type StudentListItem,
} from '@app/shared/students/student.schemas';
import type { Column } from '../../components/data-table';
import { RecordPhoto } from '../../components/record-photo';
import { useFormats } from '../../i18n/use-formats';
import { usePermission } from '../auth';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { ImportStudentsModal } from '../student-import/import-students-modal';
import { LinkModal, type LinkTarget } from '../student-guardians/link-modal';
import { studentForm, studentTexts, type StudentFormOutput, type StudentFormValues } from './student-form';
import { genderName } from '../../lib/gender-labels';
import { StudentFilters } from './student-filters';

type Screen = RecordScreen<StudentListItem, StudentFormValues, StudentFormOutput>;

/**
 * Spec part 2 §2: admission number, transport number, full name, date of birth, gender, photo. On a narrow
 * frame the photo and gender give way first, then the transport number and birthday; the name stays.
 */
const columnsOf = (intl: IntlShape, formats: Formats): Column<StudentListItem>[] => [
  {
    key: 'admission_number',
    title: intl.formatMessage({ id: 'students.admissionNumber' }),
    sortKey: 'admission_number',
    noWrap: true,
    render: (student) => student.admission_number,
  },
  {
    key: 'transport_number',
    title: intl.formatMessage({ id: 'students.transportNumber' }),
    sortKey: 'transport_number',
    noWrap: true,
    giveWay: 2,
    render: (student) => student.transport_number ?? '—',
  },
  {
    key: 'full_name',
    title: intl.formatMessage({ id: 'students.fullName' }),
    sortKey: 'full_name',
    giveWay: 0,
    render: (student) => student.full_name,
  },
  {
    key: 'date_of_birth',
    title: intl.formatMessage({ id: 'students.dateOfBirth' }),
    sortKey: 'date_of_birth',
    noWrap: true,
    giveWay: 2,
    render: (student) => formats.date(student.date_of_birth),
  },
  {
    key: 'gender',
    title: intl.formatMessage({ id: 'students.gender' }),
    giveWay: 3,
    render: (student) => genderName(intl, student.gender, student.gender_label),
  },
  {
    key: 'photo',
    title: intl.formatMessage({ id: 'students.photo' }),
    width: 72,
    giveWay: 3,
    render: (student) => <RecordPhoto path={student.photo} name={student.full_name} />,
  },
  // Beyond the spec's columns: where the student is this period, which the filters narrow by.
  {
    key: 'enrolment',
    title: intl.formatMessage({ id: 'students.streamGrade' }),
    render: ({ enrolment }) =>
      enrolment ? (
        <>
          <Text size="sm">{enrolment.stream_title}</Text>
          <Text size="xs" c="dimmed">
            {enrolment.grade_level_title}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="students.notEnrolled" />
        </Text>
      ),
  },
];

const screenOf = (intl: IntlShape, formats: Formats): Screen => ({
  resource: studentsResource,
  area: 'transport',
  title: intl.formatMessage({ id: 'students.title' }),
  listQuerySchema: studentListQuerySchema,
  searchDebounceMs: 500,
  columns: columnsOf(intl, formats),
  name: (student) => student.full_name,
  texts: studentTexts,
  form: studentForm,
  height: 600,
});

export function StudentsPage() {
  const intl = useIntl();
  const formats = useFormats();
  const navigate = useNavigate();
  const canWrite = usePermission('transport', 'write');
  const [importing, setImporting] = useState(false);
  const [linking, setLinking] = useState<LinkTarget | null>(null);
  // Spec part 2 §2: Edit, Delete, Link Guardian, View Details; Import Students beside Add Student.
  const page = useMemo<Screen>(
    () => ({
      ...screenOf(intl, formats),
      rowActions: [
        'edit',
        'delete',
        {
          label: intl.formatMessage({ id: 'students.linkGuardian' }),
          icon: IconLink,
          permission: { area: 'transport', access: 'write' },
          onClick: (student) => setLinking({ student: { id: student.id, name: student.full_name } }),
        },
        {
          label: intl.formatMessage({ id: 'students.viewDetails' }),
          icon: IconEye,
          permission: { area: 'transport', access: 'read' },
          onClick: (student) => void navigate(`/students/${student.id}`),
        },
      ],
      headerActions: canWrite && (
        <Button
          variant="default"
          leftSection={<IconFileImport size={16} aria-hidden />}
          onClick={() => setImporting(true)}
        >
          <FormattedMessage id="students.importStudents" />
        </Button>
      ),
      filters: <StudentFilters />,
    }),
    [intl, formats, navigate, canWrite],
  );
  return (
    <>
      <RecordListPage screen={page} />
      <LinkModal target={linking} onClose={() => setLinking(null)} />
      <ImportStudentsModal opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
