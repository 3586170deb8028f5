import { STAFF_PROFILE_TYPE } from '@app/shared/accounts/roles';
import { IconFileCertificate, IconHistory, IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { z } from 'zod';
import type { Formats } from '@app/shared/i18n/formats';
import {
  employeeListQuerySchema,
  employeesResource,
  type Employee,
} from '@app/shared/employees/employee.schemas';
import { RecordPhoto } from '../../components/record-photo';
import { useFormats } from '../../i18n/use-formats';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { recordTexts } from '../records/record-messages';
import {
  EmployeeFields,
  employeeBody,
  employeeFormSchema,
  employeeFormValues,
  type EmployeeFormValues,
} from './employee-form';
import { EmployeeHistoryModal } from './employee-history-modal';
import { genderName } from '../../lib/gender-labels';
import { OwnerDocumentsModal, type DocumentOwner } from '../documents';
import { InviteModal, type Invitee } from '../invitations/invite-modal';

type Screen = RecordScreen<Employee, EmployeeFormValues, z.output<typeof employeeFormSchema>>;

const screenOf = (intl: IntlShape, formats: Formats): Screen => ({
  resource: employeesResource,
  area: 'people',
  title: intl.formatMessage({ id: 'employees.title' }),
  listQuerySchema: employeeListQuerySchema,
  searchDebounceMs: 500,
  columns: [
    {
      key: 'staff_number',
      title: intl.formatMessage({ id: 'employees.staffNumber' }),
      sortKey: 'staff_number',
      render: (employee) => employee.staff_number,
    },
    {
      key: 'photo',
      title: intl.formatMessage({ id: 'employees.photo' }),
      width: 72,
      render: (employee) => <RecordPhoto path={employee.photo} name={employee.full_name} />,
    },
    {
      key: 'full_name',
      title: intl.formatMessage({ id: 'employees.fullName' }),
      sortKey: 'full_name',
      render: (employee) => employee.full_name,
    },
    {
      key: 'date_of_birth',
      title: intl.formatMessage({ id: 'employees.dateOfBirth' }),
      sortKey: 'date_of_birth',
      render: (employee) => formats.date(employee.date_of_birth),
    },
    {
      key: 'gender',
      title: intl.formatMessage({ id: 'employees.gender' }),
      render: (employee) => genderName(intl, employee.gender, employee.gender_label),
    },
    {
      key: 'job_role',
      title: intl.formatMessage({ id: 'employees.jobRole' }),
      render: (employee) => employee.job_role_title ?? '—',
    },
  ],
  name: (employee) => employee.full_name,
  texts: recordTexts('employees'),
  form: {
    schema: employeeFormSchema,
    initialValues: employeeFormValues,
    fields: (form, employee) => <EmployeeFields form={form} employee={employee} />,
    toBody: employeeBody,
    size: 'lg',
  },
});

export function EmployeesPage() {
  const intl = useIntl();
  const formats = useFormats();
  const [inviting, setInviting] = useState<Invitee | null>(null);
  const [historyOf, setHistoryOf] = useState<Employee | null>(null);
  const [documentsOf, setDocumentsOf] = useState<DocumentOwner | null>(null);
  // Spec part 2 §2: Edit, Invite, Delete; only Administrators may invite (the 'invitations' area).
  // Beyond the spec: History, the employee's audit trail, for those who may read the audit log.
  const page = useMemo<Screen>(
    () => ({
      ...screenOf(intl, formats),
      rowActions: [
        'edit',
        {
          label: intl.formatMessage({ id: 'employees.invite' }),
          icon: IconSend,
          permission: { area: 'invitations', access: 'write' },
          onClick: (employee) =>
            setInviting({ profileType: STAFF_PROFILE_TYPE, id: employee.id, name: employee.full_name }),
        },
        'delete',
        // Issue 25 §3: the employee's documents (licence, medical certificate, police clearance).
        {
          label: intl.formatMessage({ id: 'documents.rowAction' }),
          icon: IconFileCertificate,
          permission: { area: 'fleet', access: 'read' },
          onClick: (employee) =>
            setDocumentsOf({ kind: 'employee', id: employee.id, label: employee.full_name }),
        },
        {
          label: intl.formatMessage({ id: 'employees.history' }),
          icon: IconHistory,
          permission: { area: 'audit', access: 'read' },
          onClick: setHistoryOf,
        },
      ],
    }),
    [intl, formats],
  );
  return (
    <>
      <RecordListPage screen={page} />
      <InviteModal invitee={inviting} onClose={() => setInviting(null)} />
      <EmployeeHistoryModal employee={historyOf} onClose={() => setHistoryOf(null)} />
      <OwnerDocumentsModal owner={documentsOf} onClose={() => setDocumentsOf(null)} />
    </>
  );
}
