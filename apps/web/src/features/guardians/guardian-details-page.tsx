import { Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { guardiansResource, type Guardian } from '@app/shared/guardians/guardian.schemas';
import { FieldList } from '../../components/field-list';
import { useFormats } from '../../i18n/use-formats';
import { RecordHistoryCard } from '../audit-log/record-history';
import { usePermission } from '../auth';
import { PersonHeader, RecordDetails } from '../records/record-details';
import { RecordFormModal } from '../records/record-form-modal';
import { LinksCard } from '../student-guardians/links-card';
import { genderName } from '../../lib/gender-labels';
import { guardianForm, guardianTexts } from './guardian-form';
import { salutationName } from './salutation-labels';

/**
 * /guardians/:guardianId: one guardian, the students linked to them and (for Administrators) their
 * history. A page rather than a modal, like a student's: it holds a table of links and the history,
 * and an address that can be shared and reached back to from a student's details.
 */
export function GuardianDetailsPage() {
  const intl = useIntl();
  const { guardianId = '' } = useParams();
  return (
    <RecordDetails<Guardian>
      resource={guardiansResource}
      id={guardianId}
      title={intl.formatMessage({ id: 'guardians.detailsTitle' })}
      notFound={intl.formatMessage({ id: 'guardians.detailsNotFound' })}
      loadError={intl.formatMessage({ id: 'guardians.detailsLoadError' })}
      back={{ to: '/guardians', label: intl.formatMessage({ id: 'guardians.backToGuardians' }) }}
    >
      {(guardian) => <GuardianDetails guardian={guardian} />}
    </RecordDetails>
  );
}

function GuardianDetails({ guardian }: { guardian: Guardian }) {
  const intl = useIntl();
  const formats = useFormats();
  const [editing, setEditing] = useState<{ record: Guardian } | null>(null);
  const canWrite = usePermission('transport', 'write');
  return (
    <Stack gap="lg">
      <PersonHeader
        name={guardian.full_name}
        tabTitle={intl.formatMessage({ id: 'guardians.detailsTabTitle' }, { name: guardian.full_name })}
        photo={guardian.photo}
        subtitle={intl.formatMessage({ id: 'guardians.phoneSubtitle' }, { phone: guardian.mobile_number })}
        onEdit={canWrite ? () => setEditing({ record: guardian }) : undefined}
      />
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          <FormattedMessage id="guardians.details" />
        </Title>
        <FieldList
          fields={[
            {
              label: intl.formatMessage({ id: 'guardians.salutation' }),
              value: salutationName(intl, guardian.salutation, guardian.salutation_label),
            },
            { label: intl.formatMessage({ id: 'guardians.firstName' }), value: guardian.first_name },
            { label: intl.formatMessage({ id: 'guardians.lastName' }), value: guardian.last_name },
            { label: intl.formatMessage({ id: 'guardians.otherName' }), value: guardian.other_name },
            { label: intl.formatMessage({ id: 'guardians.phone' }), value: guardian.mobile_number },
            { label: intl.formatMessage({ id: 'guardians.email' }), value: guardian.email },
            {
              label: intl.formatMessage({ id: 'guardians.dateOfBirth' }),
              value: guardian.date_of_birth && formats.date(guardian.date_of_birth),
            },
            {
              label: intl.formatMessage({ id: 'guardians.gender' }),
              value: genderName(intl, guardian.gender, guardian.gender_label),
            },
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
