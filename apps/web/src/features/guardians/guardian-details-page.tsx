import { Paper, Stack, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DATE_DISPLAY_FORMAT } from '@app/shared/common/dates';
import { guardiansResource, type Guardian } from '@app/shared/guardians/guardian.schemas';
import { FieldList } from '../../components/field-list';
import { RecordHistoryCard } from '../audit-log/record-history';
import { usePermission } from '../auth';
import { PersonHeader, RecordDetails } from '../records/record-details';
import { RecordFormModal } from '../records/record-form-modal';
import { LinksCard } from '../student-guardians/links-card';
import { guardianForm, guardianTexts } from './guardian-form';

/**
 * /guardians/:guardianId: one guardian, the students linked to them and (for Administrators) their
 * history. A page rather than a modal, like a student's: it holds a table of links and the history,
 * and an address that can be shared and reached back to from a student's details.
 */
export function GuardianDetailsPage() {
  const { guardianId = '' } = useParams();
  return (
    <RecordDetails<Guardian>
      resource={guardiansResource}
      id={guardianId}
      title="Guardian Details"
      notFound="Guardian not found"
      loadError="Failed to load guardian"
      back={{ to: '/guardians', label: 'Back to Guardians' }}
    >
      {(guardian) => <GuardianDetails guardian={guardian} />}
    </RecordDetails>
  );
}

function GuardianDetails({ guardian }: { guardian: Guardian }) {
  const [editing, setEditing] = useState<{ record: Guardian } | null>(null);
  const canWrite = usePermission('transport', 'write');
  return (
    <Stack gap="lg">
      <PersonHeader
        name={guardian.full_name}
        tabTitle={`${guardian.full_name} | Guardian Details`}
        photo={guardian.photo}
        subtitle={`Phone ${guardian.mobile_number}`}
        onEdit={canWrite ? () => setEditing({ record: guardian }) : undefined}
      />
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          Details
        </Title>
        <FieldList
          fields={[
            { label: 'Salutation', value: guardian.salutation_label },
            { label: 'First Name', value: guardian.first_name },
            { label: 'Last Name', value: guardian.last_name },
            { label: 'Other Name', value: guardian.other_name },
            { label: 'Phone', value: guardian.mobile_number },
            { label: 'Email', value: guardian.email },
            {
              label: 'Date of Birth',
              value: guardian.date_of_birth && dayjs(guardian.date_of_birth).format(DATE_DISPLAY_FORMAT),
            },
            { label: 'Gender', value: guardian.gender_label },
          ]}
        />
      </Paper>
      <LinksCard of="guardian" party={{ id: guardian.id, name: guardian.full_name }} />
      <RecordHistoryCard recordType="guardian" recordId={guardian.id} name={guardian.full_name} />
      <RecordFormModal
        resource={guardiansResource}
        target={editing}
        onClose={() => setEditing(null)}
        titles={guardianTexts.titles}
        messages={guardianTexts.messages}
        {...guardianForm}
      />
    </Stack>
  );
}
