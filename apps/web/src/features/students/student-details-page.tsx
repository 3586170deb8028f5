import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { studentsResource, type Student } from '@app/shared/students/student.schemas';
import { FieldList } from '../../components/field-list';
import { useFormats } from '../../i18n/use-formats';
import { RecordHistoryCard } from '../audit-log/record-history';
import { usePermission } from '../auth';
import { PersonHeader, RecordDetails } from '../records/record-details';
import { RecordFormModal } from '../records/record-form-modal';
import { LinksCard } from '../student-guardians/links-card';
import { StudentRoutesCard } from '../student-journeys/student-routes-card';
import { StudentRestrictionsCard } from '../student-restrictions/student-restrictions-card';
import { genderName } from '../../lib/gender-labels';
import { studentForm, studentTexts } from './student-form';

/**
 * /students/:studentId: one student, their guardians, their routes, their trip restrictions and (for
 * Administrators) their history.
 */
export function StudentDetailsPage() {
  const intl = useIntl();
  const { studentId = '' } = useParams();
  return (
    <RecordDetails<Student>
      resource={studentsResource}
      id={studentId}
      title={intl.formatMessage({ id: 'students.detailsTitle' })}
      notFound={intl.formatMessage({ id: 'students.detailsNotFound' })}
      loadError={intl.formatMessage({ id: 'students.detailsLoadError' })}
      back={{ to: '/students', label: intl.formatMessage({ id: 'students.backToStudents' }) }}
    >
      {(student) => <StudentDetails student={student} />}
    </RecordDetails>
  );
}

function StudentDetails({ student }: { student: Student }) {
  const intl = useIntl();
  const formats = useFormats();
  const [editing, setEditing] = useState<{ record: Student } | null>(null);
  const canWrite = usePermission('transport', 'write');
  const { enrolment } = student;
  return (
    <Stack gap="lg">
      <PersonHeader
        name={student.full_name}
        tabTitle={intl.formatMessage({ id: 'students.detailsTabTitle' }, { name: student.full_name })}
        photo={student.photo}
        subtitle={intl.formatMessage(
          { id: 'students.admissionSubtitle' },
          { number: student.admission_number },
        )}
        onEdit={canWrite ? () => setEditing({ record: student }) : undefined}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            <FormattedMessage id="students.details" />
          </Title>
          <FieldList
            fields={[
              {
                label: intl.formatMessage({ id: 'students.admissionNumber' }),
                value: student.admission_number,
              },
              {
                label: intl.formatMessage({ id: 'students.transportNumber' }),
                value: student.transport_number,
              },
              { label: intl.formatMessage({ id: 'students.firstName' }), value: student.first_name },
              { label: intl.formatMessage({ id: 'students.lastName' }), value: student.last_name },
              { label: intl.formatMessage({ id: 'students.otherName' }), value: student.other_name },
              {
                label: intl.formatMessage({ id: 'students.dateOfBirth' }),
                value: formats.date(student.date_of_birth),
              },
              {
                label: intl.formatMessage({ id: 'students.gender' }),
                value: genderName(intl, student.gender, student.gender_label),
              },
            ]}
          />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            <FormattedMessage id="students.currentEnrolment" />
          </Title>
          {enrolment ? (
            <FieldList
              fields={[
                {
                  label: intl.formatMessage({ id: 'students.academicPeriod' }),
                  value: enrolment.academic_period_title,
                },
                {
                  label: intl.formatMessage({ id: 'students.gradeLevel' }),
                  value: enrolment.grade_level_title,
                },
                { label: intl.formatMessage({ id: 'students.stream' }), value: enrolment.stream_title },
              ]}
            />
          ) : (
            <Text c="dimmed">
              <FormattedMessage id="students.notEnrolledInAnyPeriod" />
            </Text>
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
