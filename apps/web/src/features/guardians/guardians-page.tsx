import { GUARDIAN_PROFILE_TYPE } from '@app/shared/accounts/roles';
import { Button, Group } from '@mantine/core';
import { IconBell, IconEye, IconLink, IconSend, IconUsersPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  guardianListQuerySchema,
  guardiansResource,
  type Guardian,
} from '@app/shared/guardians/guardian.schemas';
import type { Column } from '../../components/data-table';
import { RecordPhoto } from '../../components/record-photo';
import { usePermission } from '../auth';
import { BulkInviteModal } from '../invitations/bulk-invite-modal';
import { InviteModal, type Invitee } from '../invitations/invite-modal';
import { DeliveryLogModal, type LoggedGuardian } from '../notices/delivery-log-modal';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { LinkModal, type LinkTarget } from '../student-guardians/link-modal';
import { genderName } from '../../lib/gender-labels';
import {
  guardianForm,
  guardianTexts,
  type GuardianFormOutput,
  type GuardianFormValues,
} from './guardian-form';
import { salutationName } from './salutation-labels';

type Screen = RecordScreen<Guardian, GuardianFormValues, GuardianFormOutput>;

/** Spec part 2 §2: full name, phone, email, salutation, gender, photo. The phone stays on a narrow frame. */
const columnsOf = (intl: IntlShape): Column<Guardian>[] => [
  {
    key: 'full_name',
    title: intl.formatMessage({ id: 'guardians.fullName' }),
    sortKey: 'full_name',
    render: (guardian) => guardian.full_name,
  },
  {
    key: 'mobile_number',
    title: intl.formatMessage({ id: 'guardians.phone' }),
    sortKey: 'mobile_number',
    noWrap: true,
    giveWay: 0,
    render: (guardian) => guardian.mobile_number,
  },
  {
    key: 'email',
    title: intl.formatMessage({ id: 'guardians.email' }),
    sortKey: 'email',
    render: (guardian) => guardian.email ?? '—',
  },
  {
    key: 'salutation',
    title: intl.formatMessage({ id: 'guardians.salutation' }),
    render: (guardian) => salutationName(intl, guardian.salutation, guardian.salutation_label) ?? '—',
  },
  {
    key: 'gender',
    title: intl.formatMessage({ id: 'guardians.gender' }),
    render: (guardian) => genderName(intl, guardian.gender, guardian.gender_label) ?? '—',
  },
  {
    key: 'photo',
    title: intl.formatMessage({ id: 'guardians.photo' }),
    width: 72,
    render: (guardian) => <RecordPhoto path={guardian.photo} name={guardian.full_name} />,
  },
];

const screenOf = (intl: IntlShape): Screen => ({
  resource: guardiansResource,
  area: 'transport',
  title: intl.formatMessage({ id: 'guardians.title' }),
  listQuerySchema: guardianListQuerySchema,
  searchDebounceMs: 500,
  columns: columnsOf(intl),
  name: (guardian) => guardian.full_name,
  texts: guardianTexts,
  form: guardianForm,
  height: 600,
});

export function GuardiansPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const canWrite = usePermission('transport', 'write');
  const canInvite = usePermission('invitations', 'write');
  const [bulkInviting, setBulkInviting] = useState(false);
  const [linking, setLinking] = useState<LinkTarget | null>(null);
  const [inviting, setInviting] = useState<Invitee | null>(null);
  const [logOf, setLogOf] = useState<LoggedGuardian | null>(null);
  // Spec part 2 §2: Edit, Link Student, Delete, View Details; Link Student & Guardian beside Add Guardian.
  // Issue 23 §1: Invite, for Administrators (the 'invitations' area), from what the record knows.
  const page = useMemo<Screen>(
    () => ({
      ...screenOf(intl),
      rowActions: [
        'edit',
        {
          label: intl.formatMessage({ id: 'guardians.linkStudent' }),
          icon: IconLink,
          permission: { area: 'transport', access: 'write' },
          onClick: (guardian) => setLinking({ guardian: { id: guardian.id, name: guardian.full_name } }),
        },
        {
          label: intl.formatMessage({ id: 'guardians.invite' }),
          icon: IconSend,
          permission: { area: 'invitations', access: 'write' },
          onClick: (guardian) =>
            setInviting({
              profileType: GUARDIAN_PROFILE_TYPE,
              id: guardian.id,
              name: guardian.full_name,
              phone: guardian.mobile_number,
              email: guardian.email,
            }),
        },
        'delete',
        // Issue 23 §3: what was sent to the guardian, on which channel, and how it went.
        {
          label: intl.formatMessage({ id: 'notices.logAction' }),
          icon: IconBell,
          permission: { area: 'transport', access: 'read' },
          onClick: (guardian) => setLogOf({ id: guardian.id, name: guardian.full_name }),
        },
        {
          label: intl.formatMessage({ id: 'guardians.viewDetails' }),
          icon: IconEye,
          permission: { area: 'transport', access: 'read' },
          onClick: (guardian) => void navigate(`/guardians/${guardian.id}`),
        },
      ],
      headerActions: (canWrite || canInvite) && (
        <Group gap="xs">
          {canInvite && (
            // Issue 23 §1: every guardian of a route, stream or grade level at once.
            <Button
              variant="default"
              leftSection={<IconUsersPlus size={16} aria-hidden />}
              onClick={() => setBulkInviting(true)}
            >
              <FormattedMessage id="invitations.bulkAction" />
            </Button>
          )}
          {canWrite && (
            <Button
              variant="default"
              leftSection={<IconLink size={16} aria-hidden />}
              onClick={() => setLinking({})}
            >
              <FormattedMessage id="guardians.linkStudentAndGuardian" />
            </Button>
          )}
        </Group>
      ),
    }),
    [intl, navigate, canWrite, canInvite],
  );
  return (
    <>
      <RecordListPage screen={page} />
      <LinkModal target={linking} onClose={() => setLinking(null)} />
      <InviteModal invitee={inviting} onClose={() => setInviting(null)} />
      <BulkInviteModal opened={bulkInviting} onClose={() => setBulkInviting(false)} />
      <DeliveryLogModal guardian={logOf} onClose={() => setLogOf(null)} />
    </>
  );
}
