import { Anchor, Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconLink, IconPencil, IconUnlink } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import {
  studentGuardiansResource,
  type StudentGuardian,
} from '@app/shared/student-guardians/student-guardian.schemas';
import { DataTable, type Column } from '../../components/data-table';
import { errorMessage } from '../../lib/api-error';
import { usePermission } from '../auth';
import { RecordDeleteModal } from '../records/record-delete-modal';
import { useRowActions, type RowAction } from '../records/record-row-actions';
import { useRecordList } from '../records/records.api';
import { LINK_MESSAGES, relationshipName } from './link-messages';
import { LinkModal, type LinkParty, type LinkTarget } from './link-modal';

// A person has a handful of links: one page holds them all.
const ALL_LINKS = 500;

function Flag({ on }: { on: boolean }) {
  return (
    <Badge color={on ? 'green' : 'gray'} variant="light" tt="none">
      <FormattedMessage id={on ? 'studentGuardians.yes' : 'studentGuardians.no'} />
    </Badge>
  );
}

const flagColumnsOf = (intl: IntlShape): Column<StudentGuardian>[] => [
  {
    key: 'relationship',
    title: intl.formatMessage({ id: 'studentGuardians.relationship' }),
    render: (link) => relationshipName(intl, link.relationship, link.relationship_title),
  },
  {
    key: 'is_primary',
    title: intl.formatMessage({ id: 'studentGuardians.primary' }),
    render: (link) => <Flag on={link.is_primary} />,
  },
  {
    key: 'emergency_contact',
    title: intl.formatMessage({ id: 'studentGuardians.emergencyContact' }),
    render: (link) => <Flag on={link.emergency_contact} />,
  },
  {
    key: 'trip_notifications',
    title: intl.formatMessage({ id: 'studentGuardians.tripNotifications' }),
    render: (link) => <Flag on={link.trip_notifications} />,
  },
];

/** A student's guardians: name (to the guardian's details), relationship, phone and flags. */
const guardianColumnsOf = (intl: IntlShape): Column<StudentGuardian>[] => [
  {
    key: 'guardian_name',
    title: intl.formatMessage({ id: 'studentGuardians.guardian' }),
    render: (link) => (
      <Anchor component={Link} to={`/guardians/${link.guardian}`}>
        {link.guardian_name}
      </Anchor>
    ),
  },
  flagColumnsOf(intl)[0]!,
  {
    key: 'phone',
    title: intl.formatMessage({ id: 'studentGuardians.phone' }),
    render: (link) => link.guardian_mobile_number,
  },
  ...flagColumnsOf(intl).slice(1),
];

/** A guardian's students: name (to the student's details), relationship and flags. */
const studentColumnsOf = (intl: IntlShape): Column<StudentGuardian>[] => [
  {
    key: 'student_name',
    title: intl.formatMessage({ id: 'studentGuardians.student' }),
    render: (link) => (
      <Anchor component={Link} to={`/students/${link.student}`}>
        {link.student_name}
      </Anchor>
    ),
  },
  ...flagColumnsOf(intl),
];

type Props = {
  /** Whose links: the student's guardians, or the guardian's students. */
  of: 'student' | 'guardian';
  party: LinkParty;
};

/**
 * The links of one student or one guardian on their details screen, with Link Guardian (or Link Student)
 * for a new one, Change for a link's relationship and flags, and Remove after confirming.
 */
export function LinksCard({ of, party }: Props) {
  const intl = useIntl();
  const [linking, setLinking] = useState<LinkTarget | null>(null);
  const [removing, setRemoving] = useState<StudentGuardian | null>(null);
  const canWrite = usePermission('transport', 'write');
  // Fetched on every visit: a guardian renamed, or a student deleted, changes these rows.
  const links = useRecordList<StudentGuardian>(
    studentGuardiansResource,
    { [of]: party.id, page_size: ALL_LINKS },
    { refetchOnMount: 'always' },
  );
  const texts =
    of === 'student'
      ? {
          title: intl.formatMessage({ id: 'studentGuardians.guardiansTitle' }),
          link: intl.formatMessage({ id: 'studentGuardians.linkGuardian' }),
          none: intl.formatMessage({ id: 'studentGuardians.noGuardians' }),
          label: intl.formatMessage({ id: 'studentGuardians.guardiansOf' }, { name: party.name }),
          loadError: intl.formatMessage({ id: 'studentGuardians.guardiansLoadError' }),
        }
      : {
          title: intl.formatMessage({ id: 'studentGuardians.studentsTitle' }),
          link: intl.formatMessage({ id: 'studentGuardians.linkStudent' }),
          none: intl.formatMessage({ id: 'studentGuardians.noStudents' }),
          label: intl.formatMessage({ id: 'studentGuardians.studentsOf' }, { name: party.name }),
          loadError: intl.formatMessage({ id: 'studentGuardians.studentsLoadError' }),
        };
  const columns = useMemo(
    () => (of === 'student' ? guardianColumnsOf(intl) : studentColumnsOf(intl)),
    [of, intl],
  );
  // The row's buttons name the other side of the link: "Change Mary Wanjiru".
  const otherName = (link: StudentGuardian) => (of === 'student' ? link.guardian_name : link.student_name);
  const rowActions = useMemo<RowAction<StudentGuardian>[]>(
    () => [
      {
        label: intl.formatMessage({ id: 'studentGuardians.change' }),
        icon: IconPencil,
        permission: { area: 'transport', access: 'write' },
        onClick: (link) => setLinking({ link }),
      },
      {
        label: intl.formatMessage({ id: 'studentGuardians.remove' }),
        icon: IconUnlink,
        color: 'red',
        permission: { area: 'transport', access: 'write' },
        onClick: setRemoving,
      },
    ],
    [intl],
  );
  const actions = useRowActions({
    actions: rowActions,
    area: 'transport',
    name: otherName,
    onEdit: (link) => setLinking({ link }),
    onDelete: setRemoving,
  });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            {texts.title}
          </Title>
          {canWrite && (
            <Button
              variant="light"
              leftSection={<IconLink size={16} aria-hidden />}
              onClick={() => setLinking({ [of]: party })}
            >
              {texts.link}
            </Button>
          )}
        </Group>
        <DataTable
          label={texts.label}
          columns={columns}
          rows={links.data?.results}
          rowKey={(link) => link.id}
          actions={actions?.render}
          actionsWidth={actions?.width}
          isLoading={links.isPending}
          isStale={links.isPlaceholderData}
          error={links.isError ? errorMessage(links.error, texts.loadError) : null}
          onRetry={() => void links.refetch()}
          isRetrying={links.isFetching}
          emptyMessage={texts.none}
          height={260}
          minHeight={120}
        />
      </Stack>
      <LinkModal target={linking} onClose={() => setLinking(null)} />
      <RecordDeleteModal
        resource={studentGuardiansResource}
        record={removing}
        name={(link) =>
          intl.formatMessage(
            { id: 'studentGuardians.linkBetween' },
            { guardian: link.guardian_name, student: link.student_name },
          )
        }
        messages={LINK_MESSAGES}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
}
