import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DATE_DISPLAY_FORMAT } from '@app/shared/common/dates';
import { studentsResource, type Student } from '@app/shared/students/student.schemas';
import { FieldList } from '../../components/field-list';
import { RecordHistoryCard } from '../audit-log/record-history';
import { usePermission } from '../auth';
import { PersonHeader, RecordDetails } from '../records/record-details';
import { RecordFormModal } from '../records/record-form-modal';
import { LinksCard } from '../student-guardians/links-card';
import { StudentRoutesCard } from '../student-journeys/student-routes-card';
import { StudentRestrictionsCard } from '../student-restrictions/student-restrictions-card';
import { studentForm, studentTexts } from './student-form';

/**
 * /students/:studentId: one student, their guardians, their routes, their trip restrictions and (for
 * Administrators) their history.
 */
export function StudentDetailsPage() {
  const { studentId = '' } = useParams();
  return (
    <RecordDetails<Student>
      resource={studentsResource}
      id={studentId}
      title="Student Details"
      notFound="Student not found"
      loadError="Failed to load student"
      back={{ to: '/students', label: 'Back to Students' }}
    >
      {(student) => <StudentDetails student={student} />}
    </RecordDetails>
  );
}

function StudentDetails({ student }: { student: Student }) {
  const [editing, setEditing] = useState<{ record: Student } | null>(null);
  const canWrite = usePermission('transport', 'write');
  const { enrolment } = student;
  return (
    <Stack gap="lg">
      <PersonHeader
        name={student.full_name}
        tabTitle={`${student.full_name} | Student Details`}
        photo={student.photo}
        subtitle={`Admission Number ${student.admission_number}`}
        onEdit={canWrite ? () => setEditing({ record: student }) : undefined}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            Details
          </Title>
          <FieldList
            fields={[
              { label: 'Admission Number', value: student.admission_number },
              { label: 'Transport Number', value: student.transport_number },
              { label: 'First Name', value: student.first_name },
              { label: 'Last Name', value: student.last_name },
              { label: 'Other Name', value: student.other_name },
              {
                label: 'Date of Birth',
                value: dayjs(student.date_of_birth).format(DATE_DISPLAY_FORMAT),
              },
              { label: 'Gender', value: student.gender_label },
            ]}
          />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            Current Enrolment
          </Title>
          {enrolment ? (
            <FieldList
              fields={[
                { label: 'Academic Period', value: enrolment.academic_period_title },
                { label: 'Grade Level', value: enrolment.grade_level_title },
                { label: 'Stream', value: enrolment.stream_title },
              ]}
            />
          ) : (
            <Text c="dimmed">Not enrolled in any academic period.</Text>
          )}
        </Paper>
      </SimpleGrid>
      <LinksCard of="student" party={{ id: student.id, name: student.full_name }} />
      <StudentRoutesCard student={{ id: student.id, name: student.full_name }} />
      <StudentRestrictionsCard student={{ id: student.id, name: student.full_name }} />
      <RecordHistoryCard recordType="student" recordId={student.id} name={student.full_name} />
      <RecordFormModal
        resource={studentsResource}
        target={editing}
        onClose={() => setEditing(null)}
        titles={studentTexts.titles}
        messages={studentTexts.messages}
        {...studentForm}
      />
    </Stack>
  );
}
