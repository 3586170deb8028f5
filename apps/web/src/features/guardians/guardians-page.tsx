import { Button } from '@mantine/core';
import { IconEye, IconLink } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  guardianListQuerySchema,
  guardiansResource,
  type Guardian,
} from '@app/shared/guardians/guardian.schemas';
import type { Column } from '../../components/data-table';
import { RecordPhoto } from '../../components/record-photo';
import { usePermission } from '../auth';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { LinkModal, type LinkTarget } from '../student-guardians/link-modal';
import {
  guardianForm,
  guardianTexts,
  type GuardianFormOutput,
  type GuardianFormValues,
} from './guardian-form';

type Screen = RecordScreen<Guardian, GuardianFormValues, GuardianFormOutput>;

/** Spec part 2 §2: full name, phone, email, salutation, gender, photo. The phone stays on a narrow frame. */
const columns: Column<Guardian>[] = [
  { key: 'full_name', title: 'Full Name', sortKey: 'full_name', render: (guardian) => guardian.full_name },
  {
    key: 'mobile_number',
    title: 'Phone',
    sortKey: 'mobile_number',
    noWrap: true,
    giveWay: 0,
    render: (guardian) => guardian.mobile_number,
  },
  { key: 'email', title: 'Email', sortKey: 'email', render: (guardian) => guardian.email ?? '—' },
  { key: 'salutation', title: 'Salutation', render: (guardian) => guardian.salutation_label ?? '—' },
  { key: 'gender', title: 'Gender', render: (guardian) => guardian.gender_label ?? '—' },
  {
    key: 'photo',
    title: 'Photo',
    width: 72,
    render: (guardian) => <RecordPhoto path={guardian.photo} name={guardian.full_name} />,
  },
];

const screen: Screen = {
  resource: guardiansResource,
  area: 'transport',
  title: 'Guardians',
  listQuerySchema: guardianListQuerySchema,
  searchDebounceMs: 500,
  columns,
  name: (guardian) => guardian.full_name,
  texts: guardianTexts,
  form: guardianForm,
  height: 600,
};

export function GuardiansPage() {
  const navigate = useNavigate();
  const canWrite = usePermission('transport', 'write');
  const [linking, setLinking] = useState<LinkTarget | null>(null);
  // Spec part 2 §2: Edit, Link Student, Delete, View Details; Link Student & Guardian beside Add Guardian.
  const page = useMemo<Screen>(
    () => ({
      ...screen,
      rowActions: [
        'edit',
        {
          label: 'Link Student',
          icon: IconLink,
          permission: { area: 'transport', access: 'write' },
          onClick: (guardian) => setLinking({ guardian: { id: guardian.id, name: guardian.full_name } }),
        },
        'delete',
        {
          label: 'View Details',
          icon: IconEye,
          permission: { area: 'transport', access: 'read' },
          onClick: (guardian) => void navigate(`/guardians/${guardian.id}`),
        },
      ],
      headerActions: canWrite && (
        <Button
          variant="default"
          leftSection={<IconLink size={16} aria-hidden />}
          onClick={() => setLinking({})}
        >
          Link Student &amp; Guardian
        </Button>
      ),
    }),
    [navigate, canWrite],
  );
  return (
    <>
      <RecordListPage screen={page} />
      <LinkModal target={linking} onClose={() => setLinking(null)} />
    </>
  );
}
